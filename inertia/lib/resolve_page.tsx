import type { ReactElement } from 'react'
import type { ResolvedComponent } from '@inertiajs/react'
import SiteLayout from '~/layouts/site_layout'

export type PageModule = {
  /** Inertia's own type for a page component (each page takes its own props) */
  default: ResolvedComponent
}
type PageLoader = PageModule | (() => Promise<PageModule>)

/**
 * Finds a page module by its Inertia name and wraps it in the shared site layout unless the
 * page declares its own. Used by both the browser and the SSR entry.
 */
export async function resolvePage(name: string, pages: Record<string, PageLoader>) {
  const entry = pages[`./pages/${name}.tsx`]
  if (!entry) throw new Error(`Page not found: ${name}`)
  const module = typeof entry === 'function' ? await entry() : entry
  module.default.layout ??= (page: ReactElement) => <SiteLayout>{page}</SiteLayout>
  return module.default
}
