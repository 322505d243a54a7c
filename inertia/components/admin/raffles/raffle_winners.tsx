import { useState } from 'react'
import type { RafflePayoutStatus } from '@shared/raffles'
import { call } from '~/lib/api_client'
import { useAdminAction } from '~/hooks/use_admin_action'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { Cell, DataTable } from '~/components/admin/data_table'

export type AdminWinner = {
  position: number
  username: string
  ticket: number
  payout_status: RafflePayoutStatus
  payout_reference: string | null
}

/** The payout statuses an admin sets on a winner, a button each */
const PAYOUT_BUTTONS: { status: RafflePayoutStatus; label: string; variant: ButtonVariant }[] = [
  { status: 'paid', label: 'Paid', variant: 'vapourMint' },
  { status: 'pending', label: 'Pending', variant: 'vapourGray' },
  { status: 'void', label: 'Void', variant: 'vapourPink' },
]

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
      { failure: 'Could not save the payout status' }
    )
    if (done) onSaved()
  }
  return (
    <DataTable columns={['#', 'Winner', 'Ticket', 'Payout']} minWidth={560}>
      {winners.map((winner) => (
        <tr key={winner.position} data-raffle-winner-row={winner.position}>
          <Cell label="#">{winner.position + 1}</Cell>
          <Cell label="Winner">{winner.username}</Cell>
          <Cell label="Ticket">{winner.ticket}</Cell>
          <Cell label="Payout">
            {pointsPrize ? (
              <span className="text-neon-mint">Paid ({winner.payout_reference})</span>
            ) : (
              <div className="flex flex-wrap items-center justify-end gap-2 md:justify-start">
                <span className="text-xs tracking-widest text-muted uppercase">
                  {winner.payout_status}
                  {winner.payout_reference ? ` · ${winner.payout_reference}` : ''}
                </span>
                <input
                  aria-label={`Payment reference for ${winner.username}`}
                  placeholder="Reference"
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
                    {label}
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
