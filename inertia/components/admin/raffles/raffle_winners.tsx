import { useState } from 'react'
import type { RafflePayoutStatus } from '@shared/raffles'
import { call } from '~/lib/api_client'
import { useAdminAction } from '~/hooks/use_admin_action'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { Cell, DataTable } from '~/components/admin/data_table'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

export type AdminWinner = {
  position: number
  username: string
  ticket: number
  payout_status: RafflePayoutStatus
  payout_reference: string | null
}

/** The payout statuses an admin sets on a winner, a button each */
const PAYOUT_BUTTONS: { status: RafflePayoutStatus; label: MessageKey; variant: ButtonVariant }[] =
  [
    { status: 'paid', label: 'admin_raffles.payout_paid', variant: 'vapourMint' },
    { status: 'pending', label: 'admin_raffles.payout_pending', variant: 'vapourGray' },
    { status: 'void', label: 'admin_raffles.payout_void', variant: 'vapourPink' },
  ]

/** A winner's payout status as the row shows it (in capitals, by its class) */
const PAYOUT_STATUS: Record<RafflePayoutStatus, MessageKey> = {
  paid: 'admin_raffles.payout_status_paid',
  pending: 'admin_raffles.payout_status_pending',
  void: 'admin_raffles.payout_status_void',
}

/** A drawn raffle's winners with their payout status (a points prize was paid by the draw) */
export function RaffleWinners({
  raffleId,
  winners,
  pointsPrize,
  onSaved,
}: {
  raffleId: number
  winners: AdminWinner[]
  pointsPrize: boolean
  onSaved: () => void
}) {
  const t = useT()
  const { busy, run } = useAdminAction()
  const [references, setReferences] = useState<Record<number, string>>({})
  const save = async (position: number, status: RafflePayoutStatus) => {
    const reference = references[position]?.trim()
    const done = await run(
      () =>
        call('admin_api.raffles.payout', {
          params: { id: raffleId, position },
          body: status === 'paid' ? { status, reference } : { status },
        }),
      { failure: t('admin_raffles.payout_failed') }
    )
    if (done) onSaved()
  }
  return (
    <DataTable
      columns={[
        '#',
        t('admin_raffles.col_winner'),
        t('admin_raffles.col_ticket'),
        t('admin_raffles.col_payout'),
      ]}
      minWidth={560}
    >
      {winners.map((winner) => (
        <tr key={winner.position} data-raffle-winner-row={winner.position}>
          <Cell label="#">{winner.position + 1}</Cell>
          <Cell label={t('admin_raffles.col_winner')}>{winner.username}</Cell>
          <Cell label={t('admin_raffles.col_ticket')}>{winner.ticket}</Cell>
          <Cell label={t('admin_raffles.col_payout')}>
            {pointsPrize ? (
              <span className="text-neon-mint">
                {t('admin_raffles.paid_reference', {
                  reference: winner.payout_reference ?? '',
                })}
              </span>
            ) : (
              <div className="flex flex-wrap items-center justify-end gap-2 md:justify-start">
                <span className="text-xs tracking-widest text-muted uppercase">
                  {t(PAYOUT_STATUS[winner.payout_status])}
                  {winner.payout_reference ? ` · ${winner.payout_reference}` : ''}
                </span>
                <input
                  aria-label={t('admin_raffles.reference_label', { username: winner.username })}
                  placeholder={t('admin_raffles.reference_placeholder')}
                  className="neon-input w-32 py-1 text-xs"
                  value={references[winner.position] ?? ''}
                  onChange={(event) =>
                    setReferences((r) => ({ ...r, [winner.position]: event.target.value }))
                  }
                />
                {PAYOUT_BUTTONS.map(({ status, label, variant }) => (
                  <NeonButton
                    key={status}
                    size="sm"
                    variant={variant}
                    disabled={busy}
                    onClick={() => void save(winner.position, status)}
                  >
                    {t(label)}
                  </NeonButton>
                ))}
              </div>
            )}
          </Cell>
        </tr>
      ))}
    </DataTable>
  )
}
