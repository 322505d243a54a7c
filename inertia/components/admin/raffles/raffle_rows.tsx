import { Ban, Dices, Lock, Pencil, Users } from 'lucide-react'
import { formatWhole } from '@shared/format'
import type { RafflePayoutStatus, RaffleStatus } from '@shared/raffles'
import {
  ActionsCell,
  Cell,
  RowButton,
  RowButtons,
  type RowAction,
} from '~/components/admin/data_table'
import { RaffleEntries } from '~/components/admin/raffles/raffle_entries'
import { RaffleWinners } from '~/components/admin/raffles/raffle_winners'
import { RAFFLE_STATUS_LABEL } from '~/components/raffles/raffle_card'
import { Badge } from '~/components/ui/badge'

/** A raffle as /admin/raffles lists it */
export type AdminRaffle = {
  id: number
  title: string
  prize: string
  prize_points: number | null
  winners: number
  ticket_cost: number
  max_tickets: number
  keyword: string | null
  ends_at: string | null
  min_account_days: number | null
  kick_link_required: boolean
  subscribers_only: boolean
  status: RaffleStatus
  tickets: number
  entrants: number
  winner_list: {
    position: number
    username: string
    ticket: number
    payout_status: RafflePayoutStatus
    payout_reference: string | null
  }[]
}

/** What a row's buttons ask the page to confirm */
export type RaffleAction = 'close' | 'draw' | 'cancel'

/** The buttons that change a raffle's status, each shown while the raffle is in a `when` status */
const STATUS_ACTIONS: (RowAction & { action: RaffleAction; when: RaffleStatus[] })[] = [
  { action: 'close', label: 'Close', icon: Lock, variant: 'vapourOrange', when: ['open'] },
  { action: 'draw', label: 'Draw', icon: Dices, when: ['closed'] },
  { action: 'cancel', label: 'Cancel', icon: Ban, variant: 'vapourPink', when: ['open'] },
]

/** A raffle's row on /admin/raffles with its buttons, and under it its winners and entries */
export function RaffleRows({
  raffle,
  busy,
  entriesOpen,
  onToggleEntries,
  onEdit,
  onAction,
  onSaved,
}: {
  raffle: AdminRaffle
  busy: boolean
  entriesOpen: boolean
  onToggleEntries: () => void
  onEdit: () => void
  onAction: (action: RaffleAction) => void
  onSaved: () => void
}) {
  const tone = { open: 'mint', closed: 'orange', drawn: 'cyan', cancelled: 'gray' } as const
  return (
    <>
      <tr data-admin-raffle={raffle.id}>
        <Cell label="Raffle">
          <a
            href={`/raffles/${raffle.id}`}
            className="font-semibold text-white hover:text-neon-pink"
          >
            {raffle.title}
          </a>
          <span className="block text-xs text-slate-400">{raffle.prize}</span>
        </Cell>
        <Cell label="Status">
          <Badge tone={tone[raffle.status]}>{RAFFLE_STATUS_LABEL[raffle.status]}</Badge>
        </Cell>
        <Cell label="Entries">
          {formatWhole(raffle.entrants)} ({formatWhole(raffle.tickets)} tickets)
        </Cell>
        <Cell label="Ticket">
          {raffle.ticket_cost === 0 ? 'Free' : `${formatWhole(raffle.ticket_cost)} pts`}
        </Cell>
        <Cell label="Winners">{raffle.winners}</Cell>
        <ActionsCell>
          <RowButton icon={Users} variant="vapourBlue" onClick={onToggleEntries}>
            Entries
          </RowButton>
          {raffle.status === 'open' && raffle.tickets === 0 && (
            <RowButton icon={Pencil} variant="vapourGray" disabled={busy} onClick={onEdit}>
              Edit
            </RowButton>
          )}
          <RowButtons
            actions={STATUS_ACTIONS.filter((action) => action.when.includes(raffle.status))}
            disabled={busy}
            onClick={(action) => onAction(action.action)}
          />
        </ActionsCell>
      </tr>
      {(entriesOpen || raffle.winner_list.length > 0) && (
        <tr>
          <td colSpan={6} className="space-y-4 px-4 pb-5 max-md:block">
            {raffle.winner_list.length > 0 && (
              <RaffleWinners
                raffleId={raffle.id}
                winners={raffle.winner_list}
                pointsPrize={raffle.prize_points !== null}
                onSaved={onSaved}
              />
            )}
            {entriesOpen && <RaffleEntries raffleId={raffle.id} />}
          </td>
        </tr>
      )}
    </>
  )
}
