import { router } from '@inertiajs/react'
import type { PublicPrediction } from '@shared/predictions'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/**
 * Lock now, resolve on an outcome, cancel. The last two move points: the browser asks first,
 * and the server wants a fresh confirmation that it is the moderator (the confirmation dialog
 * opens when it is older than the allowed minutes, and the call is sent again)
 */
export function PredictionControls({ prediction }: { prediction: PublicPrediction }) {
  const t = useT()
  const { run, busy } = useAdminAction()
  if (prediction.status !== 'open' && prediction.status !== 'locked') return null
  const params = { id: prediction.id }
  const failure = t('admin_predictions.failed')
  const after = (answer: unknown) => {
    if (answer) router.reload({ only: ['predictions'] })
  }
  const lock = async () =>
    after(await run(() => call('admin_api.predictions.lock', { params }), { failure }))
  const resolve = async (index: number, label: string) => {
    if (!window.confirm(t('admin_predictions.resolve_confirm', { outcome: label }))) return
    const body = { outcome: index }
    after(await run(() => call('admin_api.predictions.resolve', { params, body }), { failure }))
  }
  const cancel = async () => {
    if (!window.confirm(t('admin_predictions.cancel_confirm'))) return
    after(await run(() => call('admin_api.predictions.cancel', { params }), { failure }))
  }
  return (
    <div className="flex flex-wrap gap-2">
      {prediction.status === 'open' && (
        <NeonButton variant="vapourOrange" size="sm" disabled={busy} onClick={lock}>
          {t('admin_predictions.lock')}
        </NeonButton>
      )}
      {prediction.outcomes.map((outcome, index) => (
        <NeonButton
          key={index}
          variant="vapourGreen"
          size="sm"
          disabled={busy}
          onClick={() => resolve(index, outcome.label)}
        >
          {t('admin_predictions.resolve', { outcome: outcome.label })}
        </NeonButton>
      ))}
      <NeonButton variant="vapourPink" size="sm" disabled={busy} onClick={cancel}>
        {t('admin_predictions.cancel')}
      </NeonButton>
    </div>
  )
}
