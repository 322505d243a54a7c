import { Crown } from 'lucide-react'
import { shownName } from '@shared/deleted_user'
import { isPadRow, type BoardRow } from '@shared/leaderboards'
import { Avatar } from '~/components/ui/avatar'
import { Amount, Score } from '~/components/ui/amount'
import { scoreKey } from '~/components/leaderboard/standings_table'
import { useT } from '~/lib/i18n'

/** Gold, silver-blue and bronze; the winner stands in the middle and higher */
const PLACES = [
  {
    place: 1,
    label: 'leaderboard.podium_first',
    order: 'order-2',
    text: 'text-gold',
    ring: 'ring-gold',
    card: 'border-gold/50 from-gold/20 shadow-[0_0_40px_-8px_rgb(255_213_74/0.45)] sm:-translate-y-4',
    badge: 'bg-gold text-night-950',
  },
  {
    place: 2,
    label: 'leaderboard.podium_second',
    order: 'order-1',
    text: 'text-silver',
    ring: 'ring-silver',
    card: 'border-silver/40 from-silver/15 shadow-[0_0_32px_-10px_rgb(159_198_255/0.4)]',
    badge: 'bg-silver text-night-950',
  },
  {
    place: 3,
    label: 'leaderboard.podium_third',
    order: 'order-3',
    text: 'text-bronze',
    ring: 'ring-bronze',
    card: 'border-bronze/40 from-bronze/15 shadow-[0_0_32px_-10px_rgb(217_139_74/0.4)]',
    badge: 'bg-bronze text-night-950',
  },
] as const

export function Podium({
  entries,
  site,
  imageLoading,
}: {
  entries: BoardRow[]
  site: string
  /** "lazy" where the podium sits below the first screen */
  imageLoading?: 'lazy' | 'eager'
}) {
  const t = useT()
  return (
    <ol
      aria-label={t('leaderboard.podium_label')}
      className="mx-auto grid max-w-3xl grid-cols-3 items-end gap-2 pt-6 sm:gap-5"
    >
      {PLACES.map((p, i) => {
        const entry = entries[i]
        if (!entry) return null
        return (
          <li
            key={p.place}
            data-place={p.place}
            className={`${p.order} relative flex min-w-0 flex-col items-center rounded-2xl border bg-gradient-to-b to-night-900/90 px-2 pt-9 pb-4 text-center sm:px-4 sm:pt-10 sm:pb-6 ${p.card}`}
          >
            <span
              className={`absolute -top-4 flex h-8 min-w-8 items-center justify-center rounded-full px-2 font-display text-xs font-extrabold ${p.badge}`}
            >
              <span className="sr-only">{`${t('leaderboard.podium_place')} `}</span>
              {t(p.label)}
            </span>
            {p.place === 1 && (
              <Crown aria-hidden className="mb-1 h-5 w-5 text-gold drop-shadow-[0_0_6px_#ffd54a]" />
            )}
            <Avatar
              src={entry.avatar}
              alt=""
              size={p.place === 1 ? 72 : 56}
              loading={imageLoading}
              className={`ring-2 ${p.ring}`}
            />
            <p
              className="mt-3 w-full truncate text-sm font-semibold text-white sm:text-base"
              title={
                isPadRow(entry) ? t('leaderboard.history_unknown') : shownName(entry.username, t)
              }
            >
              {isPadRow(entry) ? t('leaderboard.history_unknown') : shownName(entry.username, t)}
            </p>
            <p className="mt-2 text-[0.65rem] tracking-widest text-muted uppercase">
              {t(scoreKey(site))}
            </p>
            <Score
              site={site}
              value={entry.wagered}
              className="text-sm font-semibold text-white sm:text-base"
            />
            <Amount
              site={site}
              value={entry.prize}
              className={`mt-3 rounded-full bg-night-950/70 px-3 py-1 font-display text-sm font-bold sm:text-base ${p.text}`}
            />
          </li>
        )
      })}
    </ol>
  )
}
