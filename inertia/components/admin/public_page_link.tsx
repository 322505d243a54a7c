import { Link } from '@inertiajs/react'
import { ExternalLink } from 'lucide-react'
import { useT } from '~/lib/i18n'

/** A link from an admin page to the public page it manages */
export function PublicPageLink({ href }: { href: string }) {
  const t = useT()
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-xs font-semibold text-slate-400 hover:text-neon-cyan"
    >
      <ExternalLink className="h-4 w-4" aria-hidden /> {t('admin.public_page')}
    </Link>
  )
}
