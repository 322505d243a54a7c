import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { formatWhole } from '@shared/format'
import { OverlayFrame, OverlayHeading, noLayout } from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'

type Props = {
  options: OverlayOptions
  state: { vault: Data.Vault; winners: Data.VaultWinner[] }
}

/** The vault for the stream: its value, the streams it has grown for, the last winners */
export default function VaultOverlay({ options, state }: InertiaProps<Props>) {
  useLiveProps('vault', ['state'], {
    pick: ({ vault, winners }) => ({ state: { vault, winners } }),
  })
  const { vault, winners } = state
  return (
    <OverlayFrame title="Vault" options={options}>
      <OverlayHeading kicker="The vault" title="Up for grabs" />
      <p
        data-vault-value
        className="font-display text-7xl font-extrabold text-[var(--accent)] tabular-nums [text-shadow:0_0_24px_var(--accent),0_2px_6px_rgb(0_0_0/0.9)]"
      >
        ${formatWhole(vault.value)}
      </p>
      <p className="mt-2 text-2xl text-slate-200">
        Active for <strong className="text-white">{vault.streams_active}</strong>{' '}
        {vault.streams_active === 1 ? 'stream' : 'streams'}
      </p>
      {!options.compact && winners.length > 0 && (
        <div className="mt-6">
          <h2 className="mb-2 text-lg font-semibold tracking-widest text-slate-300 uppercase">
            Last winners
          </h2>
          <ol className="space-y-1.5 text-2xl">
            {winners.slice(0, options.rows).map((winner) => (
              <li
                key={winner.id}
                className="flex items-center justify-between rounded-xl bg-black/35 px-4 py-2"
              >
                <span className="truncate font-semibold">{winner.username}</span>
                <span className="font-bold text-[var(--accent)] tabular-nums">
                  ${formatWhole(winner.amount)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </OverlayFrame>
  )
}

VaultOverlay.layout = noLayout
