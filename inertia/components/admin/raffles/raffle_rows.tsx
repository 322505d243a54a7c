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
import { RAFFLE_STATUS_KEY } from '~/components/raffles/raffle_card'
import { Badge } from '~/components/ui/badge'
import { useLocale, useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

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
const STATUS_ACTIONS: (Omit<RowAction, 'label'> & {
  action: RaffleAction
  label: MessageKey
  when: RaffleStatus[]
})[] = [
  {
    action: 'close',
    label: 'admin_raffles.action_close',
    icon: Lock,
    variant: 'vapourOrange',
    when: ['open'],
  },
  { action: 'draw', label: 'admin_raffles.action_draw', icon: Dices, when: ['closed'] },
  {
    action: 'cancel',
    label: 'admin_raffles.action_cancel',
    icon: Ban,
    variant: 'vapourPink',
    when: ['open'],
  },
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
  const t = useT()
  const locale = useLocale()
  const tone = { open: 'mint', closed: 'orange', drawn: 'cyan', cancelled: 'gray' } as const
  return (
    <>
      <tr data-admin-raffle={raffle.id}>
        <Cell label={t('admin_raffles.col_raffle')}>
          <a
            href={`/raffles/${raffle.id}`}
            className="font-semibold text-white hover:text-neon-pink"
          >
            {raffle.title}
          </a>
          <span className="block text-xs text-slate-400">{raffle.prize}</span>
        </Cell>
        <Cell label={t('admin_raffles.col_status')}>
          <Badge tone={tone[raffle.status]}>{t(RAFFLE_STATUS_KEY[raffle.status])}</Badge>
        </Cell>
        <Cell label={t('admin_raffles.col_entries')}>
          {t('admin_raffles.entries_count', {
            entrants: formatWhole(raffle.entrants, locale),
            tickets: formatWhole(raffle.tickets, locale),
          })}
        </Cell>
        <Cell label={t('admin_raffles.col_ticket')}>
          {raffle.ticket_cost === 0
            ? t('admin_raffles.ticket_free')
            : t('admin_raffles.ticket_points', { points: formatWhole(raffle.ticket_cost, locale) })}
        </Cell>
        <Cell label={t('admin_raffles.col_winners')}>{raffle.winners}</Cell>
        <ActionsCell>
          <RowButton icon={Users} variant="vapourBlue" onClick={onToggleEntries}>
            {t('admin_raffles.entries_button')}
          </RowButton>
          {raffle.status === 'open' && raffle.tickets === 0 && (
            <RowButton icon={Pencil} variant="vapourGray" disabled={busy} onClick={onEdit}>
              {t('admin_raffles.edit')}
            </RowButton>
          )}
          <RowButtons
            actions={STATUS_ACTIONS.filter((action) => action.when.includes(raffle.status)).map(
              (action) => ({ ...action, label: t(action.label) })
            )}
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
