import type { InertiaProps } from '~/types'
import { shownName } from '@shared/deleted_user'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { boardName } from '@shared/leaderboards'
import { formatUsd } from '@shared/format'
import { Countdown } from '~/components/ui/countdown'
import {
  OverlayEmpty,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'
import { useLocale, useT } from '~/lib/i18n'

type Props = { options: OverlayOptions; now: string; board: Data.Board }

const PLACE_TINT = ['text-gold', 'text-silver', 'text-bronze']

/** A board for the stream: the prize pool, time left and the first `rows` ranks */
export default function LeaderboardOverlay({ options, now, board }: InertiaProps<Props>) {
  useLiveProps('boards', ['board'], {
    pick: (data) => ({ board: (data.boards as Record<string, Data.Board>)[board.provider] }),
  })
  const t = useT()
  const locale = useLocale()
  const label = boardName(board.provider, t)
  const rows = board.leaderboard.slice(0, options.rows)
  const title = t('overlays.board_title', { board: label })
  return (
    <OverlayFrame title={title} options={options}>
      <OverlayHeading
        kicker={t('overlays.prize_pool', { amount: formatUsd(board.prize, locale) })}
        title={title}
      />
      {!options.compact && (
        <div className="mb-5">
          <Countdown end={board.end_date} serverNow={now} size="sm" />
        </div>
      )}
      {rows.length > 0 ? (
        <ol className={`space-y-1.5 ${options.compact ? 'text-xl' : 'text-2xl'}`}>
          {rows.map((entry, index) => (
            <li
              key={`${index}-${entry.username}`}
              className="flex items-center gap-4 rounded-xl bg-black/35 px-4 py-2"
            >
              <span
                className={`w-10 font-display font-extrabold tabular-nums ${PLACE_TINT[index] ?? 'text-[var(--accent)]'}`}
              >
                #{index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-semibold">
                {shownName(entry.username, t)}
              </span>
              <span className="text-slate-200 tabular-nums">
                {formatUsd(entry.wagered, locale)}
              </span>
              {!options.compact && (
                <span className="w-28 text-right font-bold text-[var(--accent)] tabular-nums">
                  {entry.prize > 0 ? formatUsd(entry.prize, locale) : ''}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <OverlayEmpty>{t('overlays.no_wagers')}</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

LeaderboardOverlay.layout = noLayout
