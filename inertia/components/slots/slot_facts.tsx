import type { PublicSlot } from '@shared/slot_catalog'
import { formatIsoDay } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** A catalog slot's RTP, volatility, max win and release date (a dash for what is not known) */
export function SlotFacts({ slot }: { slot: PublicSlot }) {
  const t = useT()
  const locale = useLocale()
  const facts = [
    {
      label: t('slots.rtp'),
      value: slot.rtp === null ? null : t('slots.rtp_value', { rtp: slot.rtp.toFixed(2) }),
    },
    {
      label: t('slots.volatility'),
      value: slot.volatility && t(`slots.volatility_${slot.volatility}`),
    },
    {
      label: t('slots.max_win'),
      value:
        slot.max_win === null
          ? null
          : t('slots.max_win_value', { times: slot.max_win.toLocaleString(locale) }),
    },
    {
      label: t('slots.released'),
      value: slot.released_on && formatIsoDay(slot.released_on, locale),
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="rounded-xl border border-white/10 bg-night-950/60 px-3 py-2"
        >
          <dt className="text-[0.65rem] font-semibold tracking-widest text-muted uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 font-display text-sm font-bold text-white">
            {fact.value ?? t('slots.unknown')}
          </dd>
        </div>
      ))}
    </dl>
  )
}
