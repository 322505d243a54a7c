import { useState, type ComponentProps } from 'react'
import { RAFFLE_LIMITS } from '@shared/raffles'
import { ROLE_MESSAGES } from '@shared/roles'
import { useCan } from '~/hooks/use_can'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { Field, Labelled } from '~/components/admin/field'
import { DialogButtons } from '~/components/admin/dialog_buttons'
import { WHOLE_NUMBER_INPUT } from '~/lib/number_inputs'
import { bindInput } from '~/lib/bind_input'
import type { DialogState } from '~/components/ui/neon_dialog'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

export type RaffleFormValues = {
  title: string
  prize: string
  winners: string
  ticket_cost: string
  max_tickets: string
  keyword: string
  ends_at: string
  min_account_days: string
  prize_points: string
  kick_link_required: boolean
  subscribers_only: boolean
  image: File | null
}

export const EMPTY_RAFFLE: RaffleFormValues = {
  title: '',
  prize: '',
  winners: '1',
  ticket_cost: '0',
  max_tickets: '1',
  keyword: '',
  ends_at: '',
  min_account_days: '',
  prize_points: '',
  kick_link_required: false,
  subscribers_only: false,
  image: null,
}

type TextKey = Exclude<keyof RaffleFormValues, 'kick_link_required' | 'subscribers_only' | 'image'>

/** The form's text and number inputs in its order; a `wide` one spans both columns */
const INPUTS: (Omit<ComponentProps<typeof Field>, 'label' | 'hint'> & {
  key: TextKey
  label: MessageKey
  hint?: MessageKey
  wide?: boolean
})[] = [
  {
    key: 'title',
    id: 'raffle-title',
    label: 'admin_raffles.field_title',
    required: true,
    maxLength: RAFFLE_LIMITS.titleLength,
    wide: true,
  },
  {
    key: 'prize',
    id: 'raffle-prize',
    label: 'admin_raffles.field_prize',
    required: true,
    maxLength: RAFFLE_LIMITS.prizeLength,
    wide: true,
  },
  {
    key: 'winners',
    id: 'raffle-winners',
    label: 'admin_raffles.field_winners',
    ...WHOLE_NUMBER_INPUT,
    min: 1,
    max: 100,
    required: true,
  },
  {
    key: 'prize_points',
    id: 'raffle-prize-points',
    label: 'admin_raffles.field_prize_points',
    ...WHOLE_NUMBER_INPUT,
    min: 1,
    hint: 'admin_raffles.field_prize_points_hint',
  },
  {
    key: 'ticket_cost',
    id: 'raffle-cost',
    label: 'admin_raffles.field_ticket_cost',
    ...WHOLE_NUMBER_INPUT,
    required: true,
  },
  {
    key: 'max_tickets',
    id: 'raffle-max',
    label: 'admin_raffles.field_max_tickets',
    ...WHOLE_NUMBER_INPUT,
    min: 1,
    max: 1000,
    required: true,
  },
  {
    key: 'keyword',
    id: 'raffle-keyword',
    label: 'admin_raffles.field_keyword',
    placeholder: '!join',
  },
  {
    key: 'ends_at',
    id: 'raffle-ends',
    label: 'admin_raffles.field_ends_at',
    type: 'datetime-local',
  },
  {
    key: 'min_account_days',
    id: 'raffle-days',
    label: 'admin_raffles.field_min_account_days',
    ...WHOLE_NUMBER_INPUT,
  },
]

/** The on/off settings, each a switch under its label */
const SWITCHES = [
  { key: 'kick_link_required', label: 'admin_raffles.switch_kick_link', id: 'raffle-kick' },
  { key: 'subscribers_only', label: 'admin_raffles.switch_subscribers_only', id: 'raffle-subs' },
] as const satisfies readonly { key: string; label: MessageKey; id: string }[]

/** An ISO time as the value of a datetime-local input (the admin's local time) */
export function localInputValue(iso: string | null) {
  if (!iso) return ''
  const at = new Date(iso)
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** The multipart body: an optional field left empty is not sent (an edit keeps its value) */
export function toRaffleForm(values: RaffleFormValues) {
  const form = new FormData()
  for (const key of ['title', 'prize', 'winners', 'ticket_cost', 'max_tickets'] as const) {
    form.append(key, values[key].trim())
  }
  for (const key of ['keyword', 'min_account_days', 'prize_points'] as const) {
    if (values[key].trim() !== '') form.append(key, values[key].trim())
  }
  if (values.ends_at) form.append('ends_at', new Date(values.ends_at).toISOString())
  form.append('kick_link_required', values.kick_link_required ? 'true' : 'false')
  form.append('subscribers_only', values.subscribers_only ? 'true' : 'false')
  if (values.image) form.append('image', values.image)
  return form
}

/** Create or edit a raffle (editing is only offered before the first entry) */
export function RaffleFormDialog({
  open,
  onOpenChange,
  initial,
  editing,
  busy,
  onSubmit,
}: DialogState & {
  initial: RaffleFormValues
  editing: boolean
  busy: boolean
  onSubmit: (values: RaffleFormValues) => void
}) {
  const t = useT()
  const [values, setValues] = useState(initial)
  const set = <K extends keyof RaffleFormValues>(key: K, value: RaffleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const text = (key: TextKey) => bindInput(values[key], (value) => set(key, value))
  // a points prize needs grantPoints: a moderator sees it, and sends it back unchanged
  const mayGrant = useCan()('grantPoints')
  const locked = (key: TextKey) =>
    key === 'prize_points' && !mayGrant
      ? { readOnly: true, hint: t(ROLE_MESSAGES.pointsPrizeHint) }
      : {}
  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? t('admin_raffles.edit_title') : t('admin_raffles.new_raffle')}
    >
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(values)
        }}
      >
        {INPUTS.map(({ key, wide, label, hint, ...input }) => {
          const field = (
            <Field
              key={key}
              {...input}
              label={t(label)}
              hint={hint && t(hint)}
              {...text(key)}
              {...locked(key)}
            />
          )
          return wide ? (
            <div key={key} className="sm:col-span-2">
              {field}
            </div>
          ) : (
            field
          )
        })}
        {SWITCHES.map(({ key, label, id }) => (
          <Labelled key={key} label={t(label)} id={id}>
            <NeonSwitch
              id={id}
              checked={values[key]}
              onCheckedChange={(checked) => set(key, checked)}
              label={t(label)}
            />
          </Labelled>
        ))}
        <div className="sm:col-span-2">
          <Labelled label={t('admin_raffles.field_image')} id="raffle-image">
            <input
              id="raffle-image"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="neon-input"
              onChange={(event) => set('image', event.target.files?.[0] ?? null)}
            />
          </Labelled>
        </div>
        <DialogButtons
          busy={busy}
          onCancel={() => onOpenChange(false)}
          submitLabel={
            busy
              ? t('admin_raffles.saving')
              : editing
                ? t('common.save')
                : t('admin_raffles.create')
          }
          className="sm:col-span-2"
        />
      </form>
    </NeonDialog>
  )
}
