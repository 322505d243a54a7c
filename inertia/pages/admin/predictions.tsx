import type { InertiaProps } from '~/types'
import type { PublicPrediction } from '@shared/predictions'
import { formatWhole } from '@shared/format'
import { AdminPage } from '~/components/admin/admin_page'
import { NewPredictionForm } from '~/components/admin/predictions/new_prediction_form'
import { PredictionControls } from '~/components/admin/predictions/prediction_controls'
import { OutcomeBars } from '~/components/predictions/outcome_bars'
import { useLiveProps } from '~/hooks/use_live_props'
import { useLocale, useT } from '~/lib/i18n'

/** /admin/predictions: open one; lock, resolve or cancel the open ones (docs/product.md#predictions) */
export default function AdminPredictions({
  predictions,
}: InertiaProps<{ predictions: PublicPrediction[] }>) {
  useLiveProps('predictions', ['predictions'])
  const t = useT()
  const locale = useLocale()
  return (
    <AdminPage
      title={t('admin_predictions.title')}
      subtitle={t('admin_predictions.subtitle')}
      width="narrow"
      actions={
        <a href="/predictions" className="text-sm font-semibold text-neon-cyan hover:underline">
          {t('admin_predictions.public_link')}
        </a>
      }
    >
      <NewPredictionForm />
      {predictions.map((prediction) => (
        <section
          key={prediction.id}
          className="neon-panel space-y-3 p-5"
          data-admin-prediction={prediction.id}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="min-w-0 font-display text-base font-bold break-words text-white">
              {prediction.question}
            </h2>
            <span className="text-xs tracking-widest text-slate-400 uppercase">
              {t(`predictions.status_${prediction.status}`)} ·{' '}
              {t('predictions.pool', { points: formatWhole(prediction.pool, locale) })}
            </span>
          </div>
          <OutcomeBars prediction={prediction} />
          <PredictionControls prediction={prediction} />
        </section>
      ))}
    </AdminPage>
  )
}
