import { useEffect, useState, type FormEvent } from 'react'
import type { Data } from '@generated/data'
import { boardName, fromMinuteInput, toMinuteInput } from '@shared/leaderboards'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { Field, WholeNumberField } from '~/components/admin/field'
import { FormButtons } from '~/components/ui/form_buttons'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { useT } from '~/lib/i18n'

export type SettingsForm = {
  prize: string
  start_date: string
  end_date: string
  auto_restart: boolean
}

const DATE_FIELDS = [
  ['start_date', 'admin_leaderboards.start_date'],
  ['end_date', 'admin_leaderboards.end_date'],
] as const

/**
 * '{provider} Leaderboard Settings': prize, start and end (minute-precision date-time
 * pickers, in UTC like the periods) and auto restart. Backdrop click closes it.
 */
export function SettingsDialog({
  setting,
  busy,
  onClose,
  onSave,
}: {
  setting: Data.LeaderboardSetting | null
  busy: boolean
  onClose: () => void
  onSave: (changes: Record<string, unknown>) => void
}) {
  const t = useT()
  const [form, setForm] = useState<SettingsForm>({
    prize: '',
    start_date: '',
    end_date: '',
    auto_restart: true,
  })

  useEffect(() => {
    if (!setting) return
    setForm({
      prize: String(setting.prize),
      start_date: toMinuteInput(setting.start_date),
      end_date: toMinuteInput(setting.end_date),
      auto_restart: setting.auto_restart ?? true,
    })
  }, [setting])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({
      prize: form.prize,
      // an incomplete picker goes as typed, so the server names the problem
      start_date: fromMinuteInput(form.start_date) ?? form.start_date,
      end_date: fromMinuteInput(form.end_date) ?? form.end_date,
      auto_restart: form.auto_restart,
    })
  }

  const label = setting ? boardName(setting.provider, t) : ''
  return (
    <NeonDialog
      open={setting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin_leaderboards.settings_title', { label })}
    >
      <form onSubmit={submit} className="mt-4 space-y-4">
        <WholeNumberField
          id="lb-prize"
          label={t('admin_leaderboards.prize_pool')}
          value={form.prize}
          onChange={(e) => setForm({ ...form, prize: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {DATE_FIELDS.map(([key, label]) => (
            <Field
              key={key}
              id={`lb-${key}`}
              label={t(label)}
              type="datetime-local"
              step={60}
              className="[color-scheme:dark]"
              hint="UTC"
              value={form[key]}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
          ))}
        </div>
        <div className="flex items-start justify-between gap-4 rounded-xl bg-night-950/60 px-4 py-3 ring-1 ring-white/10">
          <div>
            <label htmlFor="lb-auto-restart" className="text-sm font-semibold text-white">
              {t('admin_leaderboards.auto_restart')}
            </label>
            <p className="mt-0.5 text-xs text-slate-400">
              {form.auto_restart
                ? t('admin_leaderboards.auto_restart_on')
                : t('admin_leaderboards.auto_restart_off')}
            </p>
          </div>
          <NeonSwitch
            id="lb-auto-restart"
            checked={form.auto_restart}
            onCheckedChange={(checked) => setForm({ ...form, auto_restart: checked })}
          />
        </div>
        <FormButtons
          className="pt-2"
          submitLabel={t('admin_leaderboards.save_changes')}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </NeonDialog>
  )
}
