import { Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/** Previous / next links of a paginated public list (`?page=`, plus the list's other query) */
export function Pager({
  path,
  page,
  pages,
  query = {},
}: {
  path: string
  page: number
  pages: number
  query?: Record<string, string>
}) {
  const t = useT()
  if (pages <= 1) return null
  const href = (to: number) => {
    const params = new URLSearchParams(query)
    if (to > 1) params.set('page', String(to))
    const text = params.toString()
    return text ? `${path}?${text}` : path
  }
  const link =
    'rounded-lg px-3 py-1.5 font-semibold ring-1 ring-white/15 text-slate-200 hover:text-white hover:ring-neon-cyan/50'
  return (
    <nav
      className="mt-4 flex items-center justify-between gap-3 text-sm"
      aria-label={t('hunt_history.page_of', { page, pages })}
    >
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          {t('hunt_history.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-400 tabular-nums">
        {t('hunt_history.page_of', { page, pages })}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={link} rel="next">
          {t('hunt_history.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
