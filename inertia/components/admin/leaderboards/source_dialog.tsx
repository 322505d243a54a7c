import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CONNECTOR_MODES,
  CONNECTOR_PRESETS,
  type ConnectorMode,
  type PublicConnector,
} from '@shared/leaderboard_connectors'
import { NeonButton } from '~/components/ui/neon_button'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { Field, Labelled, SelectField } from '~/components/admin/field'
import {
  toBody,
  toForm,
  type SourceForm as Form,
} from '~/components/admin/leaderboards/source_form'
import { SourceTestAnswer } from '~/components/admin/leaderboards/source_test_answer'
import { call } from '~/lib/api_client'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useSourceTest } from '~/hooks/use_source_test'
import { bindInput } from '~/lib/bind_input'

/** The preset select: a prompt (it never stays chosen), then each known API shape */
const PRESET_OPTIONS = [
  { value: '', label: 'Start from a known API shape…' },
  ...CONNECTOR_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })),
]

const MODE_HINTS: Record<ConnectorMode, string> = {
  range: 'The partner totals a date range we ask for: the current period',
  buckets: 'The partner keeps rolling totals (today, this_month...); we read one bucket',
  cumulative: 'The partner reports lifetime totals; the board shows the growth this period',
}

/** How the answer is read: a text field per setting, in the form's order */
const READING_FIELDS: {
  key: 'list_path' | 'username_field' | 'wager_field' | 'wager_scale' | 'avatar_field' | 'bucket'
  name: string
  label: string
  placeholder?: string
  hint?: string
  inputMode?: 'decimal'
  /** shown only in this mode */
  mode?: ConnectorMode
}[] = [
  { key: 'list_path', name: 'list', label: 'List path', placeholder: '(the body is the list)' },
  { key: 'username_field', name: 'username', label: 'Username field' },
  { key: 'wager_field', name: 'wager', label: 'Wager field' },
  {
    key: 'wager_scale',
    name: 'scale',
    label: 'Wager scale',
    inputMode: 'decimal',
    hint: '0.01 when amounts are in cents',
  },
  { key: 'avatar_field', name: 'avatar', label: 'Avatar field (optional)' },
  { key: 'bucket', name: 'bucket', label: 'Bucket', placeholder: 'this_month', mode: 'buckets' },
]

/**
 * The dialog setting a board's partner source: presets for the known API shapes, a Test fetch
 * showing the parsed rows, and Save. The secret is never shown: only whether one is saved.
 */
export function SourceDialog({
  provider,
  label,
  source,
  open,
  onOpenChange,
  onSaved,
}: DialogState & {
  provider: string
  label: string
  source: PublicConnector | null
  onSaved: () => void
}) {
  const [form, setForm] = useState<Form>(() => toForm(source))
  const { answer, testing, test, clear } = useSourceTest(provider)
  const { busy, run } = useAdminAction()

  // the form starts from the saved source each time the dialog opens; a reload of the page's
  // props while it is open (the save's own reload landing late) keeps what the admin typed
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) {
      setForm(toForm(source))
      clear()
    }
    wasOpen.current = open
  }, [open, source, clear])

  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }))
  /** The binding of one of the form's texts */
  const text = (key: Exclude<keyof Form, 'mode'>) =>
    bindInput(form[key], (value) => set({ [key]: value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const data = await run(
      () =>
        call('admin_api.leaderboards.source.update', { params: { provider }, body: toBody(form) }),
      { failure: 'Failed to save the source', accept: (answer) => 'source' in answer }
    )
    if (data) {
      onOpenChange(false)
      onSaved()
    }
  }

  const id = (name: string) => `src-${provider}-${name}`
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title={`${label} Source`}>
      <form onSubmit={save} className="mt-4 space-y-4">
        <SelectField
          id={id('preset')}
          label="Preset"
          value=""
          options={PRESET_OPTIONS}
          onChange={(presetId) => {
            const preset = CONNECTOR_PRESETS.find((p) => p.id === presetId)
            if (preset) setForm({ ...toForm(preset.input), secret: form.secret })
          }}
        />
        <SelectField
          id={id('mode')}
          label="Mode"
          hint={MODE_HINTS[form.mode]}
          value={form.mode}
          options={CONNECTOR_MODES.map((mode) => ({ value: mode, label: mode }))}
          onChange={(mode) => set({ mode })}
        />
        <Field
          id={id('url')}
          label="URL"
          {...text('url')}
          hint="{start} {end} (ISO, UTC), {start_ms} {end_ms}, {start_date} {end_date}, {secret}"
        />
        <Labelled id={id('headers')} label="Headers">
          <textarea
            id={id('headers')}
            className="neon-input min-h-16 font-mono text-xs"
            value={form.headers}
            placeholder="Authorization: Bearer {secret}"
            onChange={(e) => set({ headers: e.target.value })}
          />
        </Labelled>
        <Field
          id={id('secret')}
          label="Secret (API key)"
          type="password"
          autoComplete="off"
          placeholder={source?.secret === 'set' ? 'set: leave empty to keep it' : 'not set'}
          {...text('secret')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {READING_FIELDS.filter((field) => !field.mode || field.mode === form.mode).map(
            (field) => (
              <Field
                key={field.key}
                id={id(field.name)}
                label={field.label}
                placeholder={field.placeholder}
                hint={field.hint}
                inputMode={field.inputMode}
                {...text(field.key)}
              />
            )
          )}
        </div>

        {answer && <SourceTestAnswer answer={answer} provider={provider} />}

        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <NeonButton variant="vapourGray" size="sm" onClick={() => onOpenChange(false)}>
            Cancel
          </NeonButton>
          <NeonButton variant="vapourBlue" size="sm" disabled={testing} onClick={() => test(form)}>
            {testing ? 'Testing…' : 'Test'}
          </NeonButton>
          <NeonButton type="submit" size="sm" disabled={busy}>
            Save
          </NeonButton>
        </div>
      </form>
    </NeonDialog>
  )
}
