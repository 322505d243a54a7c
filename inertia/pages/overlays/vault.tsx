import type { InertiaProps } from '~/types'
import { shownName } from '@shared/deleted_user'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import { formatUsd, formatWhole } from '@shared/format'
import { useRichT } from '~/components/content/rich_message'
import { useLocale, useT } from '~/lib/i18n'
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
  const t = useT()
  const richT = useRichT()
  const locale = useLocale()
  const { vault, winners } = state
  return (
    <OverlayFrame title={t('overlays.vault')} options={options}>
      <OverlayHeading kicker={t('overlays.vault_kicker')} title={t('overlays.vault_heading')} />
      <p
        data-vault-value
        className="font-display text-7xl font-extrabold text-[var(--accent)] tabular-nums [text-shadow:0_0_24px_var(--accent),0_2px_6px_rgb(0_0_0/0.9)]"
      >
        {formatUsd(vault.value, locale)}
      </p>
      <p className="mt-2 text-2xl text-slate-200">
        {richT('overlays.vault_active', {
          streams: (
            <strong className="text-white">{formatWhole(vault.streams_active, locale)}</strong>
          ),
          count: vault.streams_active,
        })}
      </p>
      {!options.compact && winners.length > 0 && (
        <div className="mt-6">
          <h2 className="mb-2 text-lg font-semibold tracking-widest text-slate-300 uppercase">
            {t('overlays.last_winners')}
          </h2>
          <ol className="space-y-1.5 text-2xl">
            {winners.slice(0, options.rows).map((winner) => (
              <li
                key={winner.id}
                className="flex items-center justify-between rounded-xl bg-black/35 px-4 py-2"
              >
                <span className="truncate font-semibold">{shownName(winner.username, t)}</span>
                <span className="font-bold text-[var(--accent)] tabular-nums">
                  {formatUsd(winner.amount, locale)}
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
