import { ShieldCheck } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { NewTabLink } from '~/components/ui/new_tab_link'
import { urlFor } from '~/lib/api_client'
import type { VaultCycleSummary } from '~/hooks/use_vault_admin'
import { DrawStatus } from '~/components/admin/vault/draw_status'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'

/** Fair draw: how the winner is drawn, this cycle's contributors and seed hash, its record */
export function FairDrawPanel({
  cycle,
  seedHash,
}: {
  cycle: VaultCycleSummary
  seedHash: string | null
}) {
  return (
    <AdminPanel title="Fair draw">
      <div className="space-y-3 text-sm text-slate-300">
        <p className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-neon-mint" aria-hidden />
          <span>
            The winner is drawn among this cycle&apos;s contributors, one ticket per dollar, from a
            seed committed before the cycle opened. Each roll reveals its seed.
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="neon-label">Contributors</dt>
            <dd className="font-semibold text-white tabular-nums">{cycle.contributors}</dd>
          </div>
          <div>
            <dt className="neon-label">Contributed</dt>
            <dd className="font-semibold text-white tabular-nums">{dollars(cycle.dollars)}</dd>
          </div>
        </dl>
        <DrawStatus cycle={cycle} />
        <div>
          <p className="neon-label">Seed hash (SHA-256)</p>
          <code className="block rounded-lg bg-night-950/70 p-2 font-mono text-[11px] break-all text-slate-400 ring-1 ring-white/10">
            {seedHash ?? 'No cycle open yet'}
          </code>
        </div>
        {cycle.id && (
          <NewTabLink href={urlFor('vault.cycles.show', { id: cycle.id })}>
            Current cycle record
          </NewTabLink>
        )}
      </div>
    </AdminPanel>
  )
}
