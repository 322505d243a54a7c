import type { InertiaProps } from '~/types'
import type { OverlayOptions } from '@shared/overlays'
import type { PublicPrediction } from '@shared/predictions'
import { formatWhole } from '@shared/format'
import { OverlayFrame, OverlayHeading, noLayout } from '~/components/overlays/overlay_frame'
import { OutcomeBars } from '~/components/predictions/outcome_bars'
import { statusAt, timeLeft } from '~/components/predictions/prediction_card'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { useLocale, useT } from '~/lib/i18n'

type Props = { options: OverlayOptions; now: string; predictions: PublicPrediction[] }

/**
 * The prediction for the stream: the newest open one (else the last settled), its outcomes
 * with their share of the pool, the time left to stake, the winner once resolved; live
 */
export default function PredictionOverlay({ options, now, predictions }: InertiaProps<Props>) {
  useLiveProps('predictions', ['predictions'])
  const t = useT()
  const locale = useLocale()
  const current = useNow(now)
  const prediction = predictions[0]
  if (!prediction) {
    return (
      <OverlayFrame title={t('predictions.title')} options={options}>
        <OverlayHeading kicker={t('predictions.title')} title={t('predictions.none_title')} />
      </OverlayFrame>
    )
  }
  const status = statusAt(prediction, current)
  return (
    <OverlayFrame title={t('predictions.title')} options={options}>
      <OverlayHeading kicker={t(`predictions.status_${status}`)} title={prediction.question} />
      <OutcomeBars prediction={prediction} large={!options.compact} />
      <p className="mt-4 flex flex-wrap justify-between gap-3 text-2xl text-slate-200">
        <span>{t('predictions.pool', { points: formatWhole(prediction.pool, locale) })}</span>
        {status === 'open' && (
          <span className="tabular-nums">
            {t('predictions.locks_in', { time: timeLeft(prediction.locks_at, current) })}
          </span>
        )}
      </p>
    </OverlayFrame>
  )
}

PredictionOverlay.layout = noLayout
