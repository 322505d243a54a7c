import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { ChevronLeft, ExternalLink } from 'lucide-react'
import { PageHeader } from '~/components/ui/page_header'

/** The frame of an admin page: a way back to the admin landing, the heading, the content */
export function AdminPage({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <div className="pb-16">
      <div className="mx-auto max-w-5xl px-4 pt-6">
        <Link
          href="/admin"
          className="inline-flex items-center gap-1 text-xs font-semibold tracking-widest text-slate-400 uppercase hover:text-neon-cyan"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Admin
        </Link>
      </div>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mx-auto max-w-5xl px-4">{children}</div>
    </div>
  )
}

/** A link from an admin page to the public page it manages */
export function PublicPageLink({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-xs font-semibold text-slate-400 hover:text-neon-cyan"
    >
      <ExternalLink className="h-4 w-4" aria-hidden /> Public page
    </Link>
  )
}
