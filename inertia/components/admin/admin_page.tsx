import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { ArrowLeft, type LucideIcon } from 'lucide-react'
import { useT } from '~/lib/i18n'

const WIDTHS = { narrow: 'max-w-[800px]', wide: 'max-w-6xl' } as const

/**
 * The frame of every admin page: a way back to the admin landing (full-page navigation, like
 * the landing's View buttons), the neon heading, an optional action area and the content.
 */
export function AdminPage({
  title,
  subtitle,
  actions,
  width = 'wide',
  backLink = true,
  children,
}: {
  title: string
  subtitle?: ReactNode
  actions?: ReactNode
  width?: keyof typeof WIDTHS
  backLink?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className={`mx-auto w-full ${WIDTHS[width]} px-4 pt-8 pb-16`}>
      <Head title={t('admin.head_title', { title })} />
      {backLink && (
        <a
          href="/admin"
          className="mb-4 inline-flex items-center gap-1.5 text-xs font-semibold tracking-widest text-muted uppercase hover:text-neon-cyan"
        >
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden />
          {t('admin.back_link')}
        </a>
      )}
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="neon-title text-2xl sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-300">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="space-y-6">{children}</div>
    </div>
  )
}

/**
 * A titled panel of an admin page, with an optional small note at the right (e.g. a count) and
 * an optional icon before the title (`iconClassName` gives its colour)
 */
export function AdminPanel({
  title,
  icon: Icon,
  iconClassName = '',
  note,
  children,
  className = '',
}: {
  title?: ReactNode
  icon?: LucideIcon
  iconClassName?: string
  note?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`neon-panel min-w-0 p-4 sm:p-6 ${className}`}>
      {(title || note) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 className="font-display text-sm font-semibold tracking-widest text-white uppercase">
              {Icon ? (
                <span className="flex items-center gap-2">
                  <Icon className={`h-5 w-5 ${iconClassName}`} aria-hidden /> {title}
                </span>
              ) : (
                title
              )}
            </h2>
          )}
          {note && <span className="text-xs text-slate-500">{note}</span>}
        </div>
      )}
      {children}
    </section>
  )
}
