import { Link } from '@inertiajs/react'
import { Lock, Radio, ScrollText, ShieldCheck, Trophy } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { formatWhole } from '@shared/format'
import { padVaultWinners } from '@shared/vault'
import { PageHeader } from '~/components/ui/page_header'
import { NeonButton } from '~/components/ui/neon_button'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { useServerValue } from '~/hooks/use_server_value'
import { urlFor } from '~/lib/api_client'
import { useLiveProps } from '~/hooks/use_live_props'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { useDialogState } from '~/hooks/use_dialog_state'

const AddToVaultDialog = lazyDialog(() =>
  import('~/components/vault/add_to_vault_dialog').then((m) => m.AddToVaultDialog)
)
const VaultRulesDialog = lazyDialog(() =>
  import('~/components/vault/vault_rules_dialog').then((m) => m.VaultRulesDialog)
)

type Props = {
  vault: Data.Vault
  winners: Data.VaultWinner[]
  seedHash: string | null
  pointsPerDollar: number
  /** false with VAULT_BEACON_URL=off: draws use the cycle id alone */
  beaconVerified: boolean
}

function winnerDate(date: string | null) {
  if (!date) return '-'
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime())
    ? '-'
    : parsed.toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
}

const PLACE_TINT = ['text-gold', 'text-silver', 'text-bronze']

export default function Vault({
  vault,
  winners,
  seedHash,
  pointsPerDollar,
  beaconVerified,
}: InertiaProps<Props>) {
  useLiveProps('vault', ['vault', 'winners', 'seedHash', 'pointsPerDollar'])
  const [value, setValue] = useServerValue(vault.value)
  const [addDialog, showAdd] = useDialogState()
  const [rulesDialog, showRules] = useDialogState()

  return (
    <>
      <PageHeader
        title="Vault"
        subtitle="Every stream the vault grows. One spin of the roulette and it is somebody’s."
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4">
        <section
          aria-label="Current vault"
          className="neon-panel relative overflow-hidden px-6 py-10 text-center sm:py-14"
        >
          <div
            aria-hidden
            className="absolute top-1/2 left-1/2 h-80 w-80 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gold/10 blur-3xl"
          />
          <div className="relative">
            <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl border border-gold/40 bg-gold/10 text-gold shadow-[0_0_32px_-6px_rgb(255_213_74/0.6)]">
              <Lock aria-hidden className="h-8 w-8" />
            </span>
            <p className="mt-6 font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
              Current Vault
            </p>
            <p
              data-vault-value
              className="mt-2 font-display text-6xl font-extrabold text-gold drop-shadow-[0_0_28px_rgb(255_213_74/0.55)] sm:text-8xl"
            >
              ${formatWhole(value)}
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-night-950/70 px-4 py-1.5 text-sm text-slate-200">
              <Radio aria-hidden className="h-4 w-4 text-neon-pink" />
              <span>
                Active for <strong className="text-white">{vault.streams_active}</strong>{' '}
                {vault.streams_active === 1 ? 'stream' : 'streams'}
              </span>
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <NeonButton size="lg" onClick={showAdd}>
                Add to Vault
              </NeonButton>
              <NeonButton size="lg" variant="vapourGray" icon={ScrollText} onClick={showRules}>
                Vault Rules
              </NeonButton>
            </div>
          </div>
        </section>

        <section aria-labelledby="vault-winners">
          <h2 id="vault-winners" className="neon-title mb-5 text-center text-xl sm:text-2xl">
            Previous Winners
          </h2>
          <ol className="grid gap-3 sm:grid-cols-3">
            {padVaultWinners(winners).map((w, i) => (
              <li
                key={`${i}-${w.username}`}
                data-vault-winner
                className="neon-panel flex items-center gap-4 p-4"
              >
                <span
                  className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-night-950/70 ${PLACE_TINT[i] ?? 'text-slate-300'}`}
                >
                  <Trophy aria-hidden className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{w.username}</p>
                  <p className="font-display text-lg font-bold text-gold">
                    ${formatWhole(w.amount)}
                  </p>
                  <p className="text-xs text-slate-400">{winnerDate(w.date)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="vault-fair" className="neon-panel p-5 sm:p-6">
          <h2
            id="vault-fair"
            className="flex items-center gap-2 font-display text-sm font-bold tracking-widest text-neon-mint uppercase"
          >
            <ShieldCheck aria-hidden className="h-5 w-5" />
            Provably fair draw
          </h2>
          <p className="mt-2 text-sm text-slate-300">
            Before anyone adds a dollar, we publish the SHA-256 hash of this round’s secret seed.
            After the draw the seed is revealed: hash it yourself and re-run the draw over the list
            of contributions to check the winner.
          </p>
          {beaconVerified ? (
            <p className="mt-2 text-sm text-slate-300">
              The roll closes the vault first; the winner comes from the first public drand beacon
              round after that, which nobody (us included) can know in advance.
            </p>
          ) : (
            <BeaconOffNotice>
              the draw uses the cycle number instead of a public beacon round.
            </BeaconOffNotice>
          )}
          <p className="mt-3 text-xs tracking-widest text-muted uppercase">Seed hash (SHA-256)</p>
          <code
            data-seed-hash
            className="mt-1 block rounded-lg border border-white/10 bg-night-950/80 px-3 py-2 font-mono text-xs break-all text-slate-100 sm:text-sm"
          >
            {seedHash ?? 'Published when the next round opens'}
          </code>
          <Link
            href={urlFor('vault.verify')}
            data-verify-link
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-neon-cyan hover:underline"
          >
            Verify a past draw
          </Link>
        </section>
      </div>
      <AddToVaultDialog
        {...addDialog}
        pointsPerDollar={pointsPerDollar}
        onAdded={(next) => Number.isFinite(next) && setValue(next)}
      />
      <VaultRulesDialog {...rulesDialog} pointsPerDollar={pointsPerDollar} />
    </>
  )
}
