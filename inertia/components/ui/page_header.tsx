import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'

/** Page title block: sets the document title and shows the neon heading */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 text-center">
      <Head title={title} />
      <h1 className="neon-title text-3xl sm:text-4xl">{title}</h1>
      {subtitle && <p className="mx-auto mt-3 max-w-2xl text-slate-300">{subtitle}</p>}
      {children}
    </div>
  )
}
