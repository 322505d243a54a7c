import { Link } from '@inertiajs/react'
import { Ticket, Trophy, Users } from 'lucide-react'
import { formatWhole } from '@shared/format'
import { Countdown } from '~/components/ui/countdown'
import { RaffleImage } from '~/components/raffles/raffle_image'
import { Badge } from '~/components/ui/badge'
import { EnterRaffleForm } from '~/components/raffles/enter_raffle_form'
import { urlFor } from '~/lib/api_client'
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'
import type { MessageKey } from '@shared/messages'

export type RaffleSummary = {
  id: number
  title: string
  prize: string
  image: string | null
  winners: number
  ticket_cost: number
  max_tickets: number
  keyword: string | null
  ends_at: string | null
  status: 'open' | 'closed' | 'drawn' | 'cancelled'
  tickets: number
  entrants: number
  winner_names?: string[]
}

/** A raffle's status as the pages say it */
export const RAFFLE_STATUS_KEY = {
  open: 'raffles.status_open',
  closed: 'raffles.status_closed',
  drawn: 'raffles.status_drawn',
  cancelled: 'raffles.status_cancelled',
} as const satisfies Record<RaffleSummary['status'], MessageKey>

const STATUS_TONE = { open: 'mint', closed: 'orange', drawn: 'cyan', cancelled: 'gray' } as const

/** A raffle in the /raffles list: prize, cost, entries so far, countdown and the Enter button */
export function RaffleCard({ raffle, now }: { raffle: RaffleSummary; now: string }) {
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const href = urlFor('raffles.show', { id: raffle.id })
  return (
    <article
      data-raffle={raffle.id}
      className="neon-panel flex flex-col overflow-hidden transition hover:ring-1 hover:ring-neon-pink/40"
    >
      <Link href={href} className="relative block aspect-[16/9] bg-night-950/60">
        <RaffleImage src={raffle.image} />
        <span className="absolute top-3 left-3">
          <Badge tone={STATUS_TONE[raffle.status]}>{t(RAFFLE_STATUS_KEY[raffle.status])}</Badge>
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h2 className="font-display text-lg font-bold text-white">
            <Link href={href} className="hover:text-neon-pink">
              {raffle.title}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-gold">
            <Trophy aria-hidden className="h-4 w-4 shrink-0" />
            {raffle.prize}
            {raffle.winners > 1 && (
              <span className="text-slate-400">
                {t('raffles.times_winners', { count: formatWhole(raffle.winners, locale) })}
              </span>
            )}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-white/5 px-3 py-2">
            <dt className="text-[11px] tracking-widest text-muted uppercase">
              {t('raffles.ticket')}
            </dt>
            <dd className="font-display font-bold text-neon-cyan">
              {raffle.ticket_cost === 0
                ? t('raffles.free')
                : t('raffles.points_short', { points: formatWhole(raffle.ticket_cost, locale) })}
            </dd>
          </div>
          <div className="rounded-lg bg-white/5 px-3 py-2">
            <dt className="text-[11px] tracking-widest text-muted uppercase">
              {t('raffles.entries')}
            </dt>
            <dd
              className="flex items-center gap-1.5 font-display font-bold text-white"
              data-raffle-entries
            >
              <Users aria-hidden className="h-4 w-4 text-neon-violet" />
              {formatWhole(raffle.entrants, locale)}
              <span className="text-xs font-normal text-slate-400">
                ({formatWhole(raffle.tickets, locale)}{' '}
                <Ticket aria-label={t('raffles.tickets_icon')} className="inline h-3 w-3" />)
              </span>
            </dd>
          </div>
        </dl>
        {raffle.status === 'open' && raffle.ends_at && (
          <Countdown
            end={raffle.ends_at}
            serverNow={now}
            size="sm"
            endedLabel={t('raffles.closing')}
          />
        )}
        {raffle.status === 'open' && raffle.keyword && (
          <p className="text-center text-xs text-slate-400">
            {richT('raffles.keyword_card', {
              keyword: <span className="font-mono text-neon-mint">{raffle.keyword}</span>,
            })}
          </p>
        )}
        {raffle.winner_names && raffle.winner_names.length > 0 && (
          <p className="text-sm text-slate-300">
            <span className="text-xs tracking-widest text-muted uppercase">
              {t('raffles.winners_label')}{' '}
            </span>
            <span className="font-semibold text-neon-mint">{raffle.winner_names.join(', ')}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-center gap-2">
          <EnterRaffleForm raffle={raffle} compact />
          <Link
            href={href}
            className="text-xs tracking-widest text-neon-cyan uppercase hover:underline"
          >
            {raffle.status === 'drawn' ? t('raffles.check_this_draw') : t('raffles.details')}
          </Link>
        </div>
      </div>
    </article>
  )
}
