import { Link } from '@inertiajs/react'
import { Ticket, Trophy, Users } from 'lucide-react'
import { formatWhole } from '@shared/format'
import { Countdown } from '~/components/ui/countdown'
import { RaffleImage } from '~/components/raffles/raffle_image'
import { Badge } from '~/components/ui/badge'
import { EnterRaffleForm } from '~/components/raffles/enter_raffle_form'
import { urlFor } from '~/lib/api_client'

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

export const RAFFLE_STATUS_LABEL = {
  open: 'Open',
  closed: 'Drawing soon',
  drawn: 'Drawn',
  cancelled: 'Cancelled',
} as const

const STATUS_TONE = { open: 'mint', closed: 'orange', drawn: 'cyan', cancelled: 'gray' } as const

/** A raffle in the /raffles list: prize, cost, entries so far, countdown and the Enter button */
export function RaffleCard({ raffle, now }: { raffle: RaffleSummary; now: string }) {
  const href = urlFor('raffles.show', { id: raffle.id })
  return (
    <article
      data-raffle={raffle.id}
      className="neon-panel flex flex-col overflow-hidden transition hover:ring-1 hover:ring-neon-pink/40"
    >
      <Link href={href} className="relative block aspect-[16/9] bg-night-950/60">
        <RaffleImage src={raffle.image} />
        <span className="absolute top-3 left-3">
          <Badge tone={STATUS_TONE[raffle.status]}>{RAFFLE_STATUS_LABEL[raffle.status]}</Badge>
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
              <span className="text-slate-400">× {raffle.winners} winners</span>
            )}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-white/5 px-3 py-2">
            <dt className="text-[11px] tracking-widest text-muted uppercase">Ticket</dt>
            <dd className="font-display font-bold text-neon-cyan">
              {raffle.ticket_cost === 0 ? 'Free' : `${formatWhole(raffle.ticket_cost)} pts`}
            </dd>
          </div>
          <div className="rounded-lg bg-white/5 px-3 py-2">
            <dt className="text-[11px] tracking-widest text-muted uppercase">Entries</dt>
            <dd
              className="flex items-center gap-1.5 font-display font-bold text-white"
              data-raffle-entries
            >
              <Users aria-hidden className="h-4 w-4 text-neon-violet" />
              {formatWhole(raffle.entrants)}
              <span className="text-xs font-normal text-slate-400">
                ({formatWhole(raffle.tickets)}{' '}
                <Ticket aria-label="tickets" className="inline h-3 w-3" />)
              </span>
            </dd>
          </div>
        </dl>
        {raffle.status === 'open' && raffle.ends_at && (
          <Countdown end={raffle.ends_at} serverNow={now} size="sm" endedLabel="Closing" />
        )}
        {raffle.status === 'open' && raffle.keyword && (
          <p className="text-center text-xs text-slate-400">
            Or type <span className="font-mono text-neon-mint">{raffle.keyword}</span> in Kick chat
            for a free ticket
          </p>
        )}
        {raffle.winner_names && raffle.winner_names.length > 0 && (
          <p className="text-sm text-slate-300">
            <span className="text-xs tracking-widest text-muted uppercase">Winners </span>
            <span className="font-semibold text-neon-mint">{raffle.winner_names.join(', ')}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-center gap-2">
          <EnterRaffleForm raffle={raffle} compact />
          <Link
            href={href}
            className="text-xs tracking-widest text-neon-cyan uppercase hover:underline"
          >
            {raffle.status === 'drawn' ? 'Check this draw' : 'Details'}
          </Link>
        </div>
      </div>
    </article>
  )
}
