import { LocalDate } from '~/components/admin/local_date'
import type { VaultCycleSummary } from '~/hooks/use_vault_admin'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'

/**
 * Where the draw stands: closed and waiting for its beacon round (however long it takes; the
 * prize is frozen), and how the next roll draws when the beacon is off or not pinned
 */
export function DrawStatus({ cycle }: { cycle: VaultCycleSummary }) {
  const { pending } = cycle
  if (pending) {
    return (
      <div data-draw-pending className="rounded-lg bg-gold/10 p-3 text-gold ring-1 ring-gold/30">
        <p className="font-semibold">
          {pending.round === null
            ? 'Cycle closed: waiting for the beacon'
            : `Cycle closed: waiting for beacon round ${pending.round.toLocaleString('en-US')}`}{' '}
          since <LocalDate value={pending.closedAt} withTime />.
        </p>
        <p className="mt-1 text-xs text-gold/80">
          The prize is frozen at {dollars(pending.prize)}; edits and adds wait for the draw. The
          draw never uses anything but this round
          {pending.round === null ? ' (the first one after the close)' : ''}.
        </p>
      </div>
    )
  }
  if (cycle.beacon === 'off') {
    return (
      <p
        data-beacon-off
        className="rounded-lg bg-neon-orange/10 p-2 text-neon-orange ring-1 ring-neon-orange/30"
      >
        Beacon switched off (VAULT_BEACON_URL=off): draws use the cycle id alone.{' '}
        {BEACON_OFF_NOTICE}.
      </p>
    )
  }
  if (cycle.beacon === 'unpinned') {
    return (
      <p className="rounded-lg bg-red-500/10 p-2 text-red-300 ring-1 ring-red-400/30">
        The beacon is not pinned: set VAULT_BEACON_CHAIN_HASH and VAULT_BEACON_PUBLIC_KEY before
        rolling.
      </p>
    )
  }
  return null
}
