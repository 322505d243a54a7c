import { Link } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { Provider } from '@shared/leaderboards'
import { splitBoard } from '@shared/leaderboards'
import { Amount } from '~/components/ui/amount'
import { Countdown } from '~/components/ui/countdown'
import { neonButtonClass } from '~/components/ui/neon_button'
import { PartnerLogo } from '~/components/ui/partner_logo'
import { SectionHeading } from '~/components/ui/section_heading'
import { Podium } from '~/components/leaderboard/podium'
import { useT } from '~/lib/i18n'

/** The celsius board in short: monthly prize, top 3, countdown, and the way to the full board */
export function LeaderboardTeaser({ board, serverNow }: { board: Data.Board; serverNow: string }) {
  const provider = board.provider as Provider
  const { podium } = splitBoard(board.leaderboard)
  const t = useT()
  return (
    <section aria-labelledby="teaser-title">
      <SectionHeading
        id="teaser-title"
        eyebrow={t('home.teaser_eyebrow')}
        title={t('home.teaser_title')}
      />
      <div className="neon-panel mx-auto max-w-4xl p-5 sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <PartnerLogo provider={provider} className="h-9 w-auto" loading="lazy" />
          <Amount
            site={provider}
            value={board.prize}
            className="mt-2 font-display text-4xl font-extrabold text-white drop-shadow-[0_0_18px_rgb(255_43_214/0.5)] sm:text-5xl"
          />
          <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
            {t('leaderboard.prize_pool')}
          </p>
        </div>
        <div className="mt-8">
          <Countdown
            end={board.end_date}
            serverNow={serverNow}
            label={t('leaderboard.ends_in')}
            endedLabel={t('leaderboard.ended')}
            size="sm"
          />
        </div>
        <div className="mt-6">
          <Podium entries={podium} site={provider} imageLoading="lazy" />
        </div>
        <div className="mt-8 text-center">
          <Link href="/leaderboard" className={neonButtonClass('main', 'lg')}>
            {t('home.teaser_view')}
          </Link>
        </div>
      </div>
    </section>
  )
}
