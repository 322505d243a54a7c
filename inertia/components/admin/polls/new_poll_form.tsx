import { useState } from 'react'
import { router } from '@inertiajs/react'
import { POLL_LIMITS as L } from '@shared/polls'
import { WholeNumberField } from '~/components/admin/field'
import { choiceLines, QuestionWithChoices } from '~/components/admin/question_with_choices'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/** Opens a poll: the question, one option a line, the duration in seconds */
export function NewPollForm() {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [question, setQuestion] = useState('')
  const [options, setOptions] = useState('')
  const [duration, setDuration] = useState<number>(L.defaultDuration)
  const open = async () => {
    const body = {
      question,
      options: choiceLines(options),
      duration,
    }
    const done = await run(() => call('admin_api.polls.create', { body }), {
      failure: t('admin_polls.failed'),
    })
    if (done) {
      setQuestion('')
      setOptions('')
      router.reload({ only: ['polls'] })
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
      <h2 className="font-display text-lg font-bold text-white">{t('admin_polls.new')}</h2>
      <QuestionWithChoices
        id="poll"
        question={question}
        onQuestion={setQuestion}
        questionMax={L.questionLength}
        choices={options}
        onChoices={setOptions}
        labels={{
          name: 'options',
          question: t('admin_polls.question'),
          choices: t('admin_polls.options'),
          hint: t('admin_polls.options_hint', { min: L.options.min, max: L.options.max }),
        }}
      />
      <WholeNumberField
        id="poll-duration"
        label={t('admin_polls.duration')}
        min={L.duration.min}
        max={L.duration.max}
        value={duration}
        onChange={(event) => setDuration(Number(event.target.value))}
      />
      <NeonButton type="submit" disabled={busy}>
        {t('admin_polls.open')}
      </NeonButton>
    </form>
  )
}
