import type { InertiaProps } from '~/types'
import type { OverlayOptions } from '@shared/overlays'
import type { RaffleRecord } from '@shared/raffles'
import { formatWhole } from '@shared/format'
import { OverlayFrame, OverlayHeading, noLayout } from '~/components/overlays/overlay_frame'
import { Countdown } from '~/components/ui/countdown'
import { useRaffleLive } from '~/hooks/use_raffle_live'
import { useReducedMotion } from '~/hooks/use_reduced_motion'
import { useWinnerReel } from '~/hooks/use_winner_reel'
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'

type Record = RaffleRecord & {
  raffle: RaffleRecord['raffle'] & {
    ends_at: string | null
    entrants: number
    tickets: number
    keyword: string | null
    ticket_cost: number
  }
  entries: { username: string; tickets: number }[]
}

type Props = { options: OverlayOptions; now: string; record: Record | null }

/**
 * The current raffle for the stream: title, prize, entries and countdown, live; at the draw a
 * reel that lands on each winner's name
 */
export default function RaffleOverlay({ options, now, record }: InertiaProps<Props>) {
  useRaffleLive('overlay')
  const still = useReducedMotion()
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const reel = useWinnerReel(
    record?.raffle.id ?? null,
    record?.entries.map((e) => e.username) ?? [],
    record?.winners.map((w) => w.username) ?? [],
    still
  )
  if (!record) {
    return (
      <OverlayFrame title={t('overlays.raffle')} options={options}>
        <OverlayHeading kicker={t('overlays.raffle')} title={t('overlays.no_raffle')} />
      </OverlayFrame>
    )
  }
  const { raffle } = record
  const drawing = raffle.status === 'drawn'
  return (
    <OverlayFrame title={t('overlays.raffle')} options={options}>
      <OverlayHeading
        kicker={drawing ? t('overlays.raffle_winners') : t('overlays.raffle')}
        title={raffle.title}
      />
      <p className="text-3xl font-bold text-[var(--accent)]">{raffle.prize}</p>
      {!drawing && (
        <>
          <p className="mt-3 text-2xl text-slate-200">
            {richT('overlays.raffle_entries', {
              entries: (
                <strong data-raffle-entries className="text-white tabular-nums">
                  {formatWhole(raffle.entrants, locale)}
                </strong>
              ),
              count: raffle.entrants,
              tickets: <span className="tabular-nums">{formatWhole(raffle.tickets, locale)}</span>,
            })}
          </p>
          {raffle.status === 'open' && raffle.keyword && (
            <p className="mt-2 text-xl text-slate-300">
              {richT('overlays.raffle_keyword', {
                keyword: (
                  <span className="font-mono font-bold text-[var(--accent)]">{raffle.keyword}</span>
                ),
              })}
            </p>
          )}
          {raffle.status === 'open' && raffle.ends_at && (
            <div className="mt-4">
              <Countdown
                end={raffle.ends_at}
                serverNow={now}
                endedLabel={t('overlays.raffle_closing')}
              />
            </div>
          )}
          {raffle.status === 'closed' && (
            <p className="mt-4 text-2xl font-semibold tracking-widest text-slate-200 uppercase">
              {t('overlays.raffle_closed')}
            </p>
          )}
        </>
      )}
      {drawing && (
        <div className="mt-5 space-y-4">
          <div
            data-raffle-reel
            data-spinning={reel.spinning || undefined}
            className="rounded-2xl border-2 border-[var(--accent)] bg-black/50 px-6 py-5 text-center font-display text-5xl font-extrabold tracking-wide shadow-[0_0_32px_-6px_var(--accent)]"
          >
            {reel.name ?? '…'}
          </div>
          {!options.compact && reel.landed.length > 0 && (
            <ol className="space-y-1.5 text-2xl" data-raffle-landed>
              {reel.landed.map((name, index) => (
                <li key={name} className="flex items-center gap-3 rounded-xl bg-black/35 px-4 py-2">
                  <span className="font-bold text-[var(--accent)]">#{index + 1}</span>
                  <span className="truncate font-semibold">{name}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </OverlayFrame>
  )
}

RaffleOverlay.layout = noLayout
