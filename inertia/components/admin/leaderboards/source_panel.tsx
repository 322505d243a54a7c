import { useEffect, useRef, useState, type FormEvent } from 'react'
import { PlugZap } from 'lucide-react'
import {
  CONNECTOR_MESSAGES,
  CONNECTOR_MODES,
  CONNECTOR_PRESETS,
  type ConnectorInput,
  type ConnectorMode,
  type ConnectorTestRow,
  type PublicConnector,
} from '@shared/leaderboard_connectors'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { Field, Labelled } from '~/components/admin/field'
import { providerLabel } from '~/components/admin/leaderboards/settings_card'
import { call } from '~/lib/api_client'
import { useAdminAction } from '~/hooks/use_admin_action'

type Form = {
  mode: ConnectorMode
  url: string
  /** one `Name: value` per line */
  headers: string
  /** empty: keep the saved secret */
  secret: string
  list_path: string
  username_field: string
  wager_field: string
  wager_scale: string
  avatar_field: string
  bucket: string
}

function toForm(input: Omit<ConnectorInput, 'secret'> | null): Form {
  return {
    mode: input?.mode ?? 'range',
    url: input?.url ?? '',
    headers: Object.entries(input?.headers ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    secret: '',
    list_path: input?.list_path ?? '',
    username_field: input?.username_field ?? 'username',
    wager_field: input?.wager_field ?? 'wagered',
    wager_scale: String(input?.wager_scale ?? 1),
    avatar_field: input?.avatar_field ?? '',
    bucket: input?.bucket ?? '',
  }
}

/** The body of the two source routes; a secret left empty is not sent (the saved one stays) */
function toBody(form: Form) {
  const headers = Object.fromEntries(
    form.headers
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':')
        return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]
      })
  )
  return {
    mode: form.mode,
    url: form.url,
    headers,
    ...(form.secret !== '' && { secret: form.secret }),
    list_path: form.list_path,
    username_field: form.username_field,
    wager_field: form.wager_field,
    wager_scale: Number(form.wager_scale),
    avatar_field: form.avatar_field || null,
    bucket: form.mode === 'buckets' ? form.bucket : null,
  }
}

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

type TestAnswer =
  | { ok: true; rows: ConnectorTestRow[]; total: number; secretDropped: boolean }
  | { ok: false; message: string }

/**
 * A board's partner source: a summary in its card, and a dialog to set it with presets for
 * the known API shapes, a Test fetch showing the parsed rows, and Save. The secret is never
 * shown: only whether one is saved.
 */
export function SourcePanel({
  provider,
  source,
  onSaved,
}: {
  provider: string
  source: PublicConnector | null
  onSaved: () => void
}) {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<Form>(() => toForm(source))
  const [answer, setAnswer] = useState<TestAnswer | null>(null)
  const [testing, setTesting] = useState(false)
  const { busy, run } = useAdminAction()
  const label = providerLabel(provider)
  const result = useRef<HTMLDivElement | null>(null)

  // the dialog scrolls: bring a new test answer into view
  useEffect(() => {
    if (answer) result.current?.scrollIntoView({ block: 'nearest' })
  }, [answer])

  useEffect(() => {
    if (open) {
      setForm(toForm(source))
      setAnswer(null)
    }
  }, [open, source])

  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }))

  const test = async () => {
    setTesting(true)
    try {
      const result = await call('admin_api.leaderboards.source.test', {
        params: { provider },
        body: { source: toBody(form) },
      })
      const data = result.data
      setAnswer(
        result.ok && data.ok
          ? {
              ok: true,
              rows: data.rows ?? [],
              total: data.total ?? 0,
              secretDropped: data.secret_dropped === true,
            }
          : { ok: false, message: data?.message || 'The test failed' }
      )
    } catch {
      setAnswer({ ok: false, message: 'The test failed' })
    } finally {
      setTesting(false)
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const data = await run(
      () =>
        call('admin_api.leaderboards.source.update', { params: { provider }, body: toBody(form) }),
      { failure: 'Failed to save the source', accept: (answer) => 'source' in answer }
    )
    if (data) {
      setOpen(false)
      onSaved()
    }
  }

  const id = (name: string) => `src-${provider}-${name}`
  return (
    <section aria-label={`${label} source`} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="neon-label !mb-0 flex items-center gap-1.5">
          <PlugZap className="h-3.5 w-3.5" aria-hidden /> Source
        </p>
        {source ? (
          <>
            <Badge tone="cyan">{source.mode}</Badge>
            {source.origin === 'env' && <Badge tone="gray">from env</Badge>}
            <Badge
              tone={source.secret === 'set' ? 'mint' : 'gray'}
            >{`secret ${source.secret}`}</Badge>
          </>
        ) : (
          <Badge tone="orange">not connected</Badge>
        )}
      </div>
      {source && (
        <p className="truncate text-xs text-slate-400" title={source.url}>
          {source.url}
        </p>
      )}
      <NeonButton variant="vapourGray" size="sm" onClick={() => setOpen(true)}>
        Configure source
      </NeonButton>

      <NeonDialog open={open} onOpenChange={setOpen} title={`${label} Source`}>
        <form onSubmit={save} className="mt-4 space-y-4">
          <Labelled id={id('preset')} label="Preset">
            <select
              id={id('preset')}
              className="neon-input"
              value=""
              onChange={(event) => {
                const preset = CONNECTOR_PRESETS.find((p) => p.id === event.target.value)
                if (preset) setForm({ ...toForm(preset.input), secret: form.secret })
              }}
            >
              <option value="">Start from a known API shape…</option>
              {CONNECTOR_PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.label}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={id('mode')} label="Mode" hint={MODE_HINTS[form.mode]}>
            <select
              id={id('mode')}
              className="neon-input"
              value={form.mode}
              onChange={(event) => set({ mode: event.target.value as ConnectorMode })}
            >
              {CONNECTOR_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </select>
          </Labelled>
          <Field
            id={id('url')}
            label="URL"
            value={form.url}
            onChange={(e) => set({ url: e.target.value })}
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
            value={form.secret}
            placeholder={source?.secret === 'set' ? 'set: leave empty to keep it' : 'not set'}
            onChange={(e) => set({ secret: e.target.value })}
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
                  value={form[field.key]}
                  onChange={(e) => set({ [field.key]: e.target.value })}
                />
              )
            )}
          </div>

          {answer && (
            <div ref={result} aria-live="polite" data-testid={`source-test-${provider}`}>
              {answer.ok ? (
                <div className="rounded-lg bg-night-950/60 p-3 ring-1 ring-white/10">
                  <p className="text-xs text-neon-mint">
                    {answer.total === 1 ? '1 row read' : `${answer.total} rows read`}
                    {answer.total > answer.rows.length && ', the first ones:'}
                  </p>
                  {answer.secretDropped && (
                    <p className="mt-1 text-xs text-orange-300">
                      {CONNECTOR_MESSAGES.secretDroppedOnTest}
                    </p>
                  )}
                  <table className="mt-2 w-full text-sm">
                    <tbody>
                      {answer.rows.map((row) => (
                        <tr key={row.username} className="border-t border-white/5">
                          <td className="truncate py-1 pr-2 text-slate-200">{row.username}</td>
                          <td className="py-1 text-right text-gold">
                            {row.wagered.toLocaleString('en-US', { maximumFractionDigits: 2 })}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="rounded-lg bg-red-500/10 px-3 py-2 text-xs text-red-300 ring-1 ring-red-500/30">
                  {answer.message}
                </p>
              )}
            </div>
          )}

          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <NeonButton variant="vapourGray" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </NeonButton>
            <NeonButton variant="vapourBlue" size="sm" disabled={testing} onClick={test}>
              {testing ? 'Testing…' : 'Test'}
            </NeonButton>
            <NeonButton type="submit" size="sm" disabled={busy}>
              Save
            </NeonButton>
          </div>
        </form>
      </NeonDialog>
    </section>
  )
}
