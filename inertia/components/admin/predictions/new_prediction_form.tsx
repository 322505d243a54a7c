import { useState } from 'react'
import { router } from '@inertiajs/react'
import { PREDICTION_LIMITS as L } from '@shared/predictions'
import { WholeNumberField } from '~/components/admin/field'
import { choiceLines, QuestionWithChoices } from '~/components/admin/question_with_choices'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/** Opens a prediction: the question, one outcome a line, minutes until the lock, the limits */
export function NewPredictionForm() {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [question, setQuestion] = useState('')
  const [outcomes, setOutcomes] = useState('')
  const [minutes, setMinutes] = useState(5)
  const [min, setMin] = useState<number>(L.defaultStake.min)
  const [max, setMax] = useState<number>(L.defaultStake.max)
  const open = async () => {
    const body = {
      question,
      outcomes: choiceLines(outcomes),
      locks_at: new Date(Date.now() + minutes * 60_000).toISOString(),
      min_stake: min,
      max_stake: max,
    }
    const done = await run(() => call('admin_api.predictions.create', { body }), {
      failure: t('admin_predictions.failed'),
    })
    if (done) {
      setQuestion('')
      setOutcomes('')
      router.reload({ only: ['predictions'] })
    }
  }
  return (
    <form
      className="neon-panel space-y-4 p-5"
      onSubmit={(event) => {
        event.preventDefault()
        void open()
      }}
    >
      <h2 className="font-display text-lg font-bold text-white">{t('admin_predictions.new')}</h2>
      <QuestionWithChoices
        id="prediction"
        question={question}
        onQuestion={setQuestion}
        questionMax={L.questionLength}
        choices={outcomes}
        onChoices={setOutcomes}
        labels={{
          name: 'outcomes',
          question: t('admin_predictions.question'),
          choices: t('admin_predictions.outcomes'),
          hint: t('admin_predictions.outcomes_hint', { min: L.outcomes.min, max: L.outcomes.max }),
        }}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <WholeNumberField
          id="prediction-minutes"
          label={t('admin_predictions.lock_minutes')}
          min={1}
          max={L.lockMaxMinutes}
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        />
        <WholeNumberField
          id="prediction-min"
          label={t('admin_predictions.min_stake')}
          min={L.stake.min}
          value={min}
          onChange={(event) => setMin(Number(event.target.value))}
        />
        <WholeNumberField
          id="prediction-max"
          label={t('admin_predictions.max_stake')}
          min={L.stake.min}
          value={max}
          onChange={(event) => setMax(Number(event.target.value))}
        />
      </div>
      <NeonButton type="submit" disabled={busy}>
        {t('admin_predictions.open')}
      </NeonButton>
    </form>
  )
}
