import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import type { OverlayOptions } from '@shared/overlays'
import type { HuntBonusRef, HuntStats } from '@shared/hunt_stats'
import { multiText } from '@shared/hunt_stats'
import { formatUsdCents } from '@shared/format'
import {
  OverlayEmpty,
  OverlayFigure,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'
import { useLocale, useT } from '~/lib/i18n'

type Props = { options: OverlayOptions; hunt: Data.BonusHunt | null; stats: HuntStats | null }

/** The hunt's statistics for the stream: profit, average and break-even multi, best and worst */
export default function HuntStatsOverlay({ options, hunt, stats }: InertiaProps<Props>) {
  useLiveProps('hunt', ['hunt', 'stats'])
  const t = useT()
  const locale = useLocale()
  const bonus = (ref: HuntBonusRef | null) =>
    ref ? `${ref.slot_name} ${multiText(ref.multi)}` : t('hunt_history.stat_none')
  return (
    <OverlayFrame title={t('hunt_history.overlay_stats_title')} options={options}>
      {hunt && stats ? (
        <>
          <OverlayHeading kicker={t('hunt_history.overlay_stats_title')} title={hunt.title} />
          <dl
            data-overlay-stats
            className={`grid gap-3 ${options.compact ? 'grid-cols-2' : 'grid-cols-3'}`}
          >
            <OverlayFigure
              label={t('hunt_history.stat_profit')}
              value={`${stats.profit > 0 ? '+' : ''}${formatUsdCents(stats.profit, locale)}`}
            />
            <OverlayFigure
              label={t('hunt_history.stat_avg_multi')}
              value={multiText(stats.avg_multi)}
            />
            {!options.compact && (
              <OverlayFigure
                label={t('hunt_history.stat_break_even')}
                value={multiText(stats.break_even_multi)}
              />
            )}
          </dl>
          <dl className="mt-3 grid gap-3">
            <OverlayFigure label={t('hunt_history.stat_best')} value={bonus(stats.best)} />
            {!options.compact && (
              <OverlayFigure label={t('hunt_history.stat_worst')} value={bonus(stats.worst)} />
            )}
          </dl>
        </>
      ) : (
        <OverlayEmpty>{t('hunt_history.overlay_none')}</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

HuntStatsOverlay.layout = noLayout
