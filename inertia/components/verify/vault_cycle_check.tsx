import { ShieldCheck } from 'lucide-react'
import { BEACON_OFF_NOTICE, type DrawCheck, type DrawRecord } from '@shared/vault_draw'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import { RecordValue as Value } from '~/components/verify/record_parts'
import { DrawCheckSteps, DrawProcedure } from '~/components/verify/draw_check_steps'
import { pinnedChainText, type PinnedChain } from '@shared/draw_procedure'
import type { CheckStep } from '@shared/beacon_check'
import { VaultTicketList } from '~/components/verify/vault_ticket_list'

/** A vault cycle's public record, as GET /api/vault/cycles/:id answers it */
export type CycleRecord = DrawRecord & {
  closed_at: string | null
  drawn_at: string | null
  total: number
  beacon_round: number | null
  beacon: { round: number; randomness: string; signature: string } | null
  message_source: 'beacon' | 'cycle_id' | null
  chain_hash: string | null
  prize: number | null
}

/** A draw's time as the verify page shows it: '1 Mar 2026, 12:00:00 UTC' */
export function drawTime(iso: string | null) {
  if (!iso) return '-'
  const at = new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })
  return `${at} UTC`
}

/** The check of one vault cycle: the steps, the record's values and its tickets */
export function VaultCycleCheck({
  record,
  check,
  steps,
  beaconUrl,
  pinnedChain,
}: {
  record: CycleRecord
  check: DrawCheck | null
  steps: CheckStep[] | null
  beaconUrl: string | null
  pinnedChain: PinnedChain | null
}) {
  const beacon = record.beacon
  return (
    <section aria-label="Draw check" data-draw-check className="neon-panel space-y-5 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase">
        <ShieldCheck aria-hidden className="h-5 w-5" />
        Cycle #{record.id}
      </h2>
      {steps === null ? (
        <p className="text-sm text-slate-300">
          This cycle has not been drawn yet: its seed stays secret until the draw.
          {record.closed_at !== null &&
            (record.beacon_round !== null
              ? ` The vault closed and the draw waits for beacon round ${record.beacon_round}.`
              : ' The vault closed and the draw waits for the first beacon round after the close.')}
        </p>
      ) : (
        <DrawCheckSteps steps={steps} />
      )}
      <dl className="grid gap-4">
        <Value label="Seed hash (SHA-256)" value={record.seed_hash} />
        <Value label="Seed" value={record.seed ?? 'Revealed after the draw'} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Value label="Closed" value={drawTime(record.closed_at)} mono={false} />
          <Value label="Drawn" value={drawTime(record.drawn_at)} mono={false} />
        </div>
        <Value
          label="Beacon"
          mono={false}
          value={
            beacon
              ? `drand round ${beacon.round}`
              : record.message_source === 'cycle_id'
                ? `${BEACON_OFF_NOTICE}: drawn from the cycle id alone`
                : '-'
          }
        />
        <Value
          label="Beacon chain (hash)"
          value={record.chain_hash ?? (record.closed_at ? 'None' : '-')}
        />
        {beacon && (
          <>
            <Value label="Beacon randomness" value={beacon.randomness} />
            <Value label="Beacon signature" value={beacon.signature} />
          </>
        )}
        <Value
          label="Pinned beacon chain (this site's configuration)"
          value={pinnedChainText(pinnedChain)}
        />
        <Value label="Message" value={record.message ?? '-'} />
      </dl>
      <DrawProcedure kind="vault" />
      {beacon && beaconUrl && (
        <NewTabLink href={`${beaconUrl}/public/${beacon.round}`}>
          This round on the drand chain
        </NewTabLink>
      )}
      <VaultTicketList record={record} check={check} />
      <NewTabLink href={urlFor('vault.cycles.show', { id: record.id })}>
        The public record (JSON)
      </NewTabLink>
    </section>
  )
}
