import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { useT } from '~/lib/i18n'

/**
 * A panel of the hunt page under the bonuses (guessing, slot requests): its title with an
 * icon, an optional gold points label, and whether it is open
 */
export function HuntPanel({
  id,
  title,
  icon: Icon,
  iconClassName,
  points,
  open,
  children,
}: {
  id: string
  title: string
  icon: LucideIcon
  iconClassName: string
  points: string | null
  open: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <section aria-labelledby={id} className="neon-panel mt-8 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 font-display text-lg font-bold text-white">
          <Icon aria-hidden className={`h-5 w-5 ${iconClassName}`} />
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {points !== null && (
            <span className="rounded-full bg-gold/10 px-3 py-1 font-display text-[0.7rem] font-bold tracking-widest text-gold ring-1 ring-gold/40">
              {points}
            </span>
          )}
          <span
            className={`rounded-full px-3 py-1 font-display text-[0.7rem] font-bold tracking-widest ring-1 ${
              open
                ? 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40'
                : 'bg-white/5 text-slate-300 ring-white/15'
            }`}
          >
            {open ? t('hunt.panel_open') : t('hunt.panel_closed')}
          </span>
        </div>
      </div>
      {children}
    </section>
  )
}
