import type { InertiaProps } from '~/types'
import type { OverlayOptions } from '@shared/overlays'
import type { PublicSlot, SlotStats } from '@shared/slot_catalog'
import { multiText } from '@shared/hunt_stats'
import { slotMulti } from '@shared/hunt'
import { formatUsdCents, formatWhole } from '@shared/format'
import {
  OverlayEmpty,
  OverlayFigure,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { SafeImage } from '~/components/ui/safe_image'
import { useLiveProps } from '~/hooks/use_live_props'
import { useLocale, useT } from '~/lib/i18n'

type Opening = {
  bonus: {
    slot_name: string
    bet_size: number
    amount: number | null
    position: number
    total: number
  }
  slot: (PublicSlot & { stats: SlotStats }) | null
} | null

/** The bonus being opened for the stream: its catalog image, bet and payout, and its record */
export default function SlotOverlay({
  options,
  opening,
}: InertiaProps<{ options: OverlayOptions; opening: Opening }>) {
  useLiveProps('hunt', ['opening'])
  const t = useT()
  const locale = useLocale()
  if (!opening)
    return (
      <OverlayFrame title={t('hunt_history.overlay_slot_title')} options={options}>
        <OverlayEmpty>{t('hunt_history.overlay_none')}</OverlayEmpty>
      </OverlayFrame>
    )
  const { bonus, slot } = opening
  const stats = slot?.stats
  return (
    <OverlayFrame title={t('hunt_history.overlay_slot_title')} options={options}>
      <div className="flex gap-6" data-overlay-slot>
        {slot?.image_url && !options.compact && (
          <SafeImage
            src={slot.image_url}
            fallback={null}
            alt={t('slots.image_alt', { name: slot.name })}
            width={200}
            height={200}
            className="h-48 w-48 shrink-0 rounded-2xl object-cover ring-2 ring-[var(--accent)]/60"
          />
        )}
        <div className="min-w-0 flex-1">
          <OverlayHeading
            kicker={t('hunt_history.overlay_slot_kicker', {
              position: bonus.position,
              total: bonus.total,
            })}
            title={slot?.name ?? bonus.slot_name}
          />
          {slot?.provider && <p className="-mt-4 mb-4 text-xl text-slate-300">{slot.provider}</p>}
          <dl className="grid grid-cols-2 gap-3">
            <OverlayFigure
              label={t('hunt_history.overlay_slot_bet')}
              value={formatUsdCents(bonus.bet_size, locale)}
            />
            <OverlayFigure
              label={t('hunt_history.overlay_slot_payout')}
              value={
                bonus.amount === null
                  ? '-'
                  : `${formatUsdCents(bonus.amount, locale)} · ${slotMulti(bonus.amount, bonus.bet_size)}`
              }
            />
          </dl>
        </div>
      </div>
      {stats && stats.opened > 0 ? (
        <div className="mt-4">
          <p className="mb-2 text-sm font-semibold tracking-widest text-[var(--accent)] uppercase">
            {t('hunt_history.overlay_slot_record')}
          </p>
          <dl className={`grid gap-3 ${options.compact ? 'grid-cols-2' : 'grid-cols-4'}`}>
            <OverlayFigure
              label={t('slots.stat_opened')}
              value={formatWhole(stats.opened, locale)}
            />
            <OverlayFigure label={t('slots.stat_best')} value={multiText(stats.best_multi)} />
            {!options.compact && (
              <OverlayFigure label={t('slots.stat_avg')} value={multiText(stats.avg_multi)} />
            )}
            {!options.compact && (
              <OverlayFigure
                label={t('slots.stat_won')}
                value={formatUsdCents(stats.total_won, locale)}
              />
            )}
          </dl>
        </div>
      ) : (
        <p className="mt-4 text-xl font-semibold text-slate-200">
          {t('hunt_history.overlay_slot_new')}
        </p>
      )}
    </OverlayFrame>
  )
}

SlotOverlay.layout = noLayout
