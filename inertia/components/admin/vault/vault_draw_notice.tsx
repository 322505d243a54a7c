import { Hourglass } from 'lucide-react'
import { LocalDate } from '~/components/admin/local_date'

export type WaitingVaultDraw = { closedAt: string; round: number | null; prize: number }

/**
 * A vault draw closed and waiting for its beacon round (however long it takes: it never falls
 * back to another message), on the admin landing so whoever runs the stream sees it
 */
export function VaultDrawNotice({ draw }: { draw: WaitingVaultDraw }) {
  return (
    <section
      aria-label="Vault draw"
      data-vault-draw-waiting
      className="neon-panel mb-4 flex items-start gap-3 p-4 text-sm text-gold"
    >
      <Hourglass aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        Vault:{' '}
        {draw.round === null
          ? 'waiting for the beacon'
          : `waiting for beacon round ${draw.round.toLocaleString('en-US')}`}{' '}
        since <LocalDate value={draw.closedAt} withTime />. The prize is frozen at $
        {draw.prize.toLocaleString('en-US')}.
      </p>
    </section>
  )
}
