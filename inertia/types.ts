import type { Data } from '@generated/data'
import type { PropsWithChildren } from 'react'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'

/** Props of a page: its own props plus the shared ones from the Inertia middleware */
export type InertiaProps<T extends JSONDataTypes = {}> = PropsWithChildren<Data.SharedProps & T>

declare module '@inertiajs/core' {
  interface InertiaConfig {
    sharedPageProps: Data.SharedProps
  }
}
