import { usePage } from '@inertiajs/react'
import { ExternalLink, ScrollText } from 'lucide-react'
import type { Data } from '@generated/data'
import { LEADERBOARD, POINTS_BOARD, PROVIDER_LABELS, PROVIDERS } from '@shared/leaderboards'
import { isBoard, type Board } from '@shared/leaderboards'
import { coinIcon, splitBoard } from '@shared/leaderboards'
import { formatUsd, formatWhole } from '@shared/format'
import type { MessageKey } from '@shared/messages'
import { useCountUp } from '~/hooks/use_count_up'
import { Amount } from '~/components/ui/amount'
import { Countdown } from '~/components/ui/countdown'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { Podium } from '~/components/leaderboard/podium'
import { BoardTable } from '~/components/leaderboard/board_table'
import { HistoryStrip } from '~/components/leaderboard/history_strip'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { useDialogState } from '~/hooks/use_dialog_state'
import { useLocale, useT } from '~/lib/i18n'

const RulesDialog = lazyDialog(() =>
  import('~/components/leaderboard/rules_dialog').then((m) => m.RulesDialog)
)

/** Prize pool counted up from 0 over 1.5 s; the final figure is what assistive tech reads */
function PrizePool({ site, prize }: { site: string; prize: number }) {
  const shown = useCountUp(prize, LEADERBOARD.countUpMs)
  const t = useT()
  const locale = useLocale()
  return (
    <div className="text-center">
      <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
        {t('leaderboard.prize_pool')}
      </p>
      <p className="mt-2 font-display text-5xl font-extrabold text-white drop-shadow-[0_0_24px_rgb(255_43_214/0.55)] sm:text-7xl">
        <span aria-hidden data-prize-shown>
          <Amount site={site} value={shown} iconClassName="h-[0.8em] w-[0.8em]" />
        </span>
        <span className="sr-only">
          {coinIcon(site)
            ? t('leaderboard.prize_coins', { amount: formatWhole(prize, locale) })
            : formatUsd(prize, locale)}
        </span>
      </p>
    </div>
  )
}

/** A board's title and tagline: the partner boards rank wagers, the points race earned points */
const HEADINGS: Record<'wager' | 'points', [MessageKey, MessageKey]> = {
  wager: ['leaderboard.wager_title', 'leaderboard.wager_tagline'],
  points: ['leaderboard.points_title', 'leaderboard.points_tagline'],
}

/**
 * One board: prize, title, rules, join link (partner boards), countdown, podium, table, history
 */
export function BoardView({ board, serverNow }: { board: Data.Board; serverNow: string }) {
  const { site } = usePage().props
  const t = useT()
  const [rulesDialog, showRules] = useDialogState()
  const provider: Board = isBoard(board.provider) ? board.provider : PROVIDERS[0]
  const partner = provider === POINTS_BOARD ? null : provider
  const [title, tagline] = HEADINGS[partner ? 'wager' : 'points']
  const { podium, table } = splitBoard(board.leaderboard)
  return (
    <div className="space-y-10">
      <PrizePool site={provider} prize={board.prize} />

      <div className="text-center">
        <h1 className="neon-title text-3xl sm:text-4xl">{t(title)}</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">{t(tagline)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <NeonButton variant="vapourGray" onClick={showRules}>
            <ScrollText aria-hidden className="h-4 w-4" />
            {t('leaderboard.rules_button')}
          </NeonButton>
          {partner && site.referralLinks[partner] && (
            <a
              href={site.referralLinks[partner]}
              target="_blank"
              rel="noopener noreferrer"
              className={neonButtonClass('main')}
            >
              {t('leaderboard.play_on', { site: PROVIDER_LABELS[partner].toUpperCase() })}
              <ExternalLink aria-hidden className="h-4 w-4" />
            </a>
          )}
        </div>
      </div>

      <Countdown
        end={board.end_date}
        serverNow={serverNow}
        label={t('leaderboard.ends_in')}
        endedLabel={t('leaderboard.ended')}
      />

      <Podium entries={podium} site={provider} />
      <BoardTable
        provider={provider}
        rows={table}
        sent={board.leaderboard.length}
        total={board.total}
      />
      <HistoryStrip provider={provider} history={board.history} />

      <RulesDialog provider={provider} prize={board.prize} {...rulesDialog} />
    </div>
  )
}
