/**
 * The steps of a draw's check as the panels show them: each step's name and what it found are
 * catalog texts (the draw_check area). Apart from the checks themselves (#shared/beacon_check,
 * #shared/draw_verification, loaded only when a visitor runs one), so a page that shows the
 * steps does not carry the BLS code.
 */
import type { MessageKey, Translate } from './messages.js'

export type CheckStepId = 'signature' | 'round' | 'seed' | 'entries' | 'winners'

/**
 * A text of the check: a catalog key (the draw_check area) and its values, some of them texts
 * themselves (a list of texts is joined with commas); `wordCheck(t, text)` words it
 */
export type CheckText = { key: MessageKey; values?: Record<string, CheckValue> }
type CheckValue = string | number | CheckText | CheckText[]

/** A check text in the reader's language */
export function wordCheck(t: Translate, { key, values }: CheckText): string {
  if (!values) return t(key)
  const word = (value: CheckValue): string | number =>
    Array.isArray(value)
      ? value.map((each) => wordCheck(t, each)).join(', ')
      : typeof value === 'object'
        ? wordCheck(t, value)
        : value
  return t(key, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, word(v)])))
}

/** One step of a check, in the order the panels show them; its name and what it found as keys */
export type CheckStep = { id: CheckStepId; ok: boolean; label: MessageKey; detail: CheckText }

export const CHECK_STEP_LABELS: Record<CheckStepId, MessageKey> = {
  signature: 'draw_check.step_signature',
  round: 'draw_check.step_round',
  seed: 'draw_check.step_seed',
  entries: 'draw_check.step_entries',
  winners: 'draw_check.step_winners',
}

/** A check text: `text('draw_check.no_close')`, `text('draw_check.no_chain', { round })` */
export const text = (key: MessageKey, values?: Record<string, CheckValue>): CheckText =>
  values ? { key, values } : { key }

export const step = (id: CheckStepId, ok: boolean, detail: CheckText): CheckStep => ({
  id,
  ok,
  label: CHECK_STEP_LABELS[id],
  detail,
})
