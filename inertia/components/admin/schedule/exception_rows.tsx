import { Plus, Trash2 } from 'lucide-react'
import { SCHEDULE_LIMITS, type ScheduleException } from '@shared/schedule'
import { NeonButton } from '~/components/ui/neon_button'
import { IconButton } from '~/components/ui/icon_button'
import { useT } from '~/lib/i18n'

/** The exceptions: a date cancelled, or its one stream moved or renamed */
export function ExceptionRows({
  rows,
  onChange,
  today,
}: {
  rows: ScheduleException[]
  onChange: (rows: ScheduleException[]) => void
  today: string
}) {
  const t = useT()
  const set = (index: number, patch: Partial<ScheduleException>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <section className="neon-panel space-y-4 p-5" aria-labelledby="exceptions-title">
      <div>
        <h2 id="exceptions-title" className="font-display text-lg font-bold text-white">
          {t('admin_schedule.exceptions_title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('admin_schedule.exceptions_hint')}</p>
      </div>
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[10rem_auto_8rem_2fr_auto]"
        >
          <label className="text-xs text-slate-400">
            {t('admin_schedule.date')}
            <input
              type="date"
              className="neon-input"
              value={row.date}
              required
              onChange={(event) => set(index, { date: event.target.value })}
            />
          </label>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={row.cancelled}
              onChange={(event) => set(index, { cancelled: event.target.checked })}
            />
            {t('admin_schedule.cancelled')}
          </label>
          <label className="text-xs text-slate-400">
            {t('admin_schedule.start')}
            <input
              type="time"
              className="neon-input"
              value={row.start ?? ''}
              disabled={row.cancelled}
              onChange={(event) => set(index, { start: event.target.value || null })}
            />
          </label>
          <label className="text-xs text-slate-400">
            {t('admin_schedule.stream_title')}
            <input
              className="neon-input"
              maxLength={SCHEDULE_LIMITS.titleLength}
              value={row.title ?? ''}
              disabled={row.cancelled}
              onChange={(event) => set(index, { title: event.target.value || null })}
            />
          </label>
          <IconButton
            icon={Trash2}
            tone="red"
            label={t('admin_schedule.remove')}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <NeonButton
        variant="vapourBlue"
        size="sm"
        icon={Plus}
        disabled={rows.length >= SCHEDULE_LIMITS.exceptions}
        onClick={() =>
          onChange([
            ...rows,
            { date: today, cancelled: true, start: null, title: null, duration: null },
          ])
        }
      >
        {t('admin_schedule.add_exception')}
      </NeonButton>
    </section>
  )
}
