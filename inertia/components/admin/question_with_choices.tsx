import { Field } from '~/components/admin/field'

/** The choices typed one a line, as the API takes them: trimmed, empty lines left out */
export function choiceLines(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/**
 * The question and its choices (one a line) of a new poll or prediction: the two forms differ
 * in what follows (a duration; a lock time and stake limits), not in these
 */
export function QuestionWithChoices({
  id,
  question,
  onQuestion,
  questionMax,
  choices,
  onChoices,
  labels,
}: {
  /** the fields' ids: `${id}-question`, `${id}-${labels.name}` */
  id: string
  question: string
  onQuestion: (text: string) => void
  questionMax: number
  choices: string
  onChoices: (text: string) => void
  labels: { name: string; question: string; choices: string; hint: string }
}) {
  const choicesId = `${id}-${labels.name}`
  return (
    <>
      <Field
        id={`${id}-question`}
        label={labels.question}
        value={question}
        maxLength={questionMax}
        required
        onChange={(event) => onQuestion(event.target.value)}
      />
      <div>
        <label htmlFor={choicesId} className="neon-label">
          {labels.choices}
        </label>
        <textarea
          id={choicesId}
          className="neon-input min-h-28"
          value={choices}
          required
          onChange={(event) => onChoices(event.target.value)}
        />
        <p className="mt-1 text-xs text-slate-500">{labels.hint}</p>
      </div>
    </>
  )
}
