import { useState } from 'react'
import { RAFFLE_LIMITS } from '@shared/raffles'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { Field, Labelled, WholeNumberField } from '~/components/admin/field'
import { DialogButtons } from '~/components/admin/dialog_buttons'

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
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initial: RaffleFormValues
  editing: boolean
  busy: boolean
  onSubmit: (values: RaffleFormValues) => void
}) {
  const [values, setValues] = useState(initial)
  const set = <K extends keyof RaffleFormValues>(key: K, value: RaffleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const text = (key: keyof RaffleFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  })
  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={editing ? 'Edit raffle' : 'New raffle'}
    >
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(values)
        }}
      >
        <div className="sm:col-span-2">
          <Field
            label="Title"
            id="raffle-title"
            required
            maxLength={RAFFLE_LIMITS.titleLength}
            {...text('title')}
          />
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Prize"
            id="raffle-prize"
            required
            maxLength={RAFFLE_LIMITS.prizeLength}
            {...text('prize')}
          />
        </div>
        <WholeNumberField
          label="Winners"
          id="raffle-winners"
          min={1}
          max={100}
          required
          {...text('winners')}
        />
        <WholeNumberField
          label="Points prize (each winner, optional)"
          id="raffle-prize-points"
          min={1}
          hint="Paid through the ledger at the draw; leave empty for a prize paid by hand"
          {...text('prize_points')}
        />
        <WholeNumberField
          label="Ticket cost (points, 0 = free)"
          id="raffle-cost"
          required
          {...text('ticket_cost')}
        />
        <WholeNumberField
          label="Max tickets per user"
          id="raffle-max"
          min={1}
          max={1000}
          required
          {...text('max_tickets')}
        />
        <Field
          label="Chat keyword (optional)"
          id="raffle-keyword"
          placeholder="!join"
          {...text('keyword')}
        />
        <Field
          label="Ends at (optional)"
          id="raffle-ends"
          type="datetime-local"
          {...text('ends_at')}
        />
        <WholeNumberField
          label="Min account age (days)"
          id="raffle-days"
          {...text('min_account_days')}
        />
        <Labelled label="Kick link required" id="raffle-kick">
          <NeonSwitch
            id="raffle-kick"
            checked={values.kick_link_required}
            onCheckedChange={(checked) => set('kick_link_required', checked)}
            label="Kick link required"
          />
        </Labelled>
        <Labelled label="Subscribers only" id="raffle-subs">
          <NeonSwitch
            id="raffle-subs"
            checked={values.subscribers_only}
            onCheckedChange={(checked) => set('subscribers_only', checked)}
            label="Subscribers only"
          />
        </Labelled>
        <div className="sm:col-span-2">
          <Labelled label="Prize image (optional)" id="raffle-image">
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
          submitLabel={busy ? 'Saving…' : editing ? 'Save' : 'Create raffle'}
          className="sm:col-span-2"
        />
      </form>
    </NeonDialog>
  )
}
