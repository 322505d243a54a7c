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
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

const MODE_HINTS: Record<ConnectorMode, MessageKey> = {
  range: 'admin_leaderboards.mode_range',
  buckets: 'admin_leaderboards.mode_buckets',
  cumulative: 'admin_leaderboards.mode_cumulative',
}

/** How the answer is read: a text field per setting, in the form's order */
const READING_FIELDS: {
  key: 'list_path' | 'username_field' | 'wager_field' | 'wager_scale' | 'avatar_field' | 'bucket'
  name: string
  label: MessageKey
  /** a message, or a literal example (`this_month`) */
  placeholder?: MessageKey | { literal: string }
  hint?: MessageKey
  inputMode?: 'decimal'
  /** shown only in this mode */
  mode?: ConnectorMode
}[] = [
  {
    key: 'list_path',
    name: 'list',
    label: 'admin_leaderboards.field_list_path',
    placeholder: 'admin_leaderboards.field_list_path_placeholder',
  },
  { key: 'username_field', name: 'username', label: 'admin_leaderboards.field_username' },
  { key: 'wager_field', name: 'wager', label: 'admin_leaderboards.field_wager' },
  {
    key: 'wager_scale',
    name: 'scale',
    label: 'admin_leaderboards.field_wager_scale',
    inputMode: 'decimal',
    hint: 'admin_leaderboards.field_wager_scale_hint',
  },
  { key: 'avatar_field', name: 'avatar', label: 'admin_leaderboards.field_avatar' },
  {
    key: 'bucket',
    name: 'bucket',
    label: 'admin_leaderboards.field_bucket',
    placeholder: { literal: 'this_month' },
    mode: 'buckets',
  },
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
  const t = useT()
  /** The preset select's known API shapes (after a prompt that never stays chosen) */
  const presets = CONNECTOR_PRESETS.map((preset) => ({ value: preset.id, label: t(preset.label) }))

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
      {
        failure: t('admin_leaderboards.source_save_failed'),
        accept: (answer) => 'source' in answer,
      }
    )
    if (data) {
      onOpenChange(false)
      onSaved()
    }
  }

  const id = (name: string) => `src-${provider}-${name}`
  return (
    <NeonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin_leaderboards.source_title', { label })}
    >
      <form onSubmit={save} className="mt-4 space-y-4">
        <SelectField
          id={id('preset')}
          label={t('admin_leaderboards.preset')}
          value=""
          options={[{ value: '', label: t('admin_leaderboards.preset_prompt') }, ...presets]}
          onChange={(presetId) => {
            const preset = CONNECTOR_PRESETS.find((p) => p.id === presetId)
            if (preset) setForm({ ...toForm(preset.input), secret: form.secret })
          }}
        />
        <SelectField
          id={id('mode')}
          label={t('admin_leaderboards.mode')}
          hint={t(MODE_HINTS[form.mode])}
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
        <Labelled id={id('headers')} label={t('admin_leaderboards.headers')}>
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
          label={t('admin_leaderboards.secret')}
          type="password"
          autoComplete="off"
          placeholder={
            source?.secret === 'set'
              ? t('admin_leaderboards.secret_keep')
              : t('admin_leaderboards.secret_not_set')
          }
          {...text('secret')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {READING_FIELDS.filter((field) => !field.mode || field.mode === form.mode).map(
            (field) => (
              <Field
                key={field.key}
                id={id(field.name)}
                label={t(field.label)}
                placeholder={
                  typeof field.placeholder === 'object'
                    ? field.placeholder.literal
                    : field.placeholder && t(field.placeholder)
                }
                hint={field.hint && t(field.hint)}
                inputMode={field.inputMode}
                {...text(field.key)}
              />
            )
          )}
        </div>

        {answer && <SourceTestAnswer answer={answer} provider={provider} />}

        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <NeonButton variant="vapourGray" size="sm" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </NeonButton>
          <NeonButton variant="vapourBlue" size="sm" disabled={testing} onClick={() => test(form)}>
            {testing ? t('admin_leaderboards.testing') : t('admin_leaderboards.test')}
          </NeonButton>
          <NeonButton type="submit" size="sm" disabled={busy}>
            {t('common.save')}
          </NeonButton>
        </div>
      </form>
    </NeonDialog>
  )
}
