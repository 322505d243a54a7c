import { Plus, Trash2 } from 'lucide-react'
import { SCHEDULE_LIMITS, WEEKDAYS, WEEKDAY_LABELS, type WeeklyStream } from '@shared/schedule'
import { NeonButton } from '~/components/ui/neon_button'
import { IconButton } from '~/components/ui/icon_button'
import { useT } from '~/lib/i18n'

/** The weekly streams: a row each (day, start, minutes, title), added and removed in place */
export function WeeklyRows({
  rows,
  onChange,
}: {
  rows: WeeklyStream[]
  onChange: (rows: WeeklyStream[]) => void
}) {
  const t = useT()
  const set = (index: number, patch: Partial<WeeklyStream>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <section className="neon-panel space-y-4 p-5" aria-labelledby="weekly-title">
      <h2 id="weekly-title" className="font-display text-lg font-bold text-white">
        {t('admin_schedule.weekly_title')}
      </h2>
      {rows.length === 0 && (
        <p className="text-sm text-slate-400">{t('admin_schedule.weekly_none')}</p>
      )}
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_8rem_7rem_2fr_auto]"
        >
          <label className="text-xs text-slate-400">
            {t('admin_schedule.day')}
            <select
              className="neon-input"
              value={row.day}
              onChange={(event) => set(index, { day: event.target.value as WeeklyStream['day'] })}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(WEEKDAY_LABELS[day])}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs text-slate-400">
            {t('admin_schedule.start')}
            <input
              type="time"
              className="neon-input"
              value={row.start}
              required
              onChange={(event) => set(index, { start: event.target.value })}
            />
          </label>
          <label className="text-xs text-slate-400">
            {t('admin_schedule.duration')}
            <input
              type="number"
              className="neon-input"
              min={SCHEDULE_LIMITS.duration.min}
              max={SCHEDULE_LIMITS.duration.max}
              value={row.duration}
              onChange={(event) => set(index, { duration: Number(event.target.value) })}
            />
          </label>
          <label className="text-xs text-slate-400">
            {t('admin_schedule.stream_title')}
            <input
              className="neon-input"
              maxLength={SCHEDULE_LIMITS.titleLength}
              value={row.title}
              onChange={(event) => set(index, { title: event.target.value })}
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
        disabled={rows.length >= SCHEDULE_LIMITS.weekly}
        onClick={() =>
          onChange([
            ...rows,
            { day: 'monday', start: '20:00', duration: SCHEDULE_LIMITS.defaultDuration, title: '' },
          ])
        }
      >
        {t('admin_schedule.add_weekly')}
      </NeonButton>
    </section>
  )
}
