import type { InertiaProps } from '~/types'
import type { OwnStake, PublicPrediction } from '@shared/predictions'
import { PageHeader } from '~/components/ui/page_header'
import { PredictionCard } from '~/components/predictions/prediction_card'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { useT } from '~/lib/i18n'

type Props = { now: string; predictions: PublicPrediction[]; mine: OwnStake[] }

/** /predictions: the open predictions to stake on, live, and the last settled ones */
export default function PredictionsPage({ now, predictions, mine }: InertiaProps<Props>) {
  useLiveProps('predictions', ['predictions'], { privateProps: ['mine'] })
  const t = useT()
  const current = useNow(now)
  return (
    <>
      <PageHeader title={t('predictions.title')} subtitle={t('predictions.subtitle')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
        {predictions.length === 0 ? (
          <div className="neon-panel px-6 py-16 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('predictions.none_title')}
            </p>
            <p className="mt-2 text-slate-300">{t('predictions.none_text')}</p>
          </div>
        ) : (
          predictions.map((prediction) => (
            <PredictionCard
              key={prediction.id}
              prediction={prediction}
              mine={mine.find((stake) => stake.prediction_id === prediction.id) ?? null}
              now={current}
            />
          ))
        )}
      </div>
    </>
  )
}
