import { Radio } from 'lucide-react'
import type { StreamOccurrence } from '@shared/schedule'
import { SCHEDULE_DAYS } from '@shared/schedule'
import { scheduleDays } from '@shared/schedule_days'
import { StreamTime, dayLabel } from '~/components/schedule/stream_time'
import { useLocale, useT } from '~/lib/i18n'

/** The coming days in a zone, each with its streams (or a quiet "no stream") */
export function ScheduleList({
  streams,
  now,
  timeZone,
}: {
  streams: readonly StreamOccurrence[]
  now: number
  timeZone: string
}) {
  const t = useT()
  const locale = useLocale()
  const days = scheduleDays(streams, now, timeZone, SCHEDULE_DAYS)
  return (
    <ol className="grid gap-3 sm:grid-cols-2" data-testid="schedule-days">
      {days.map((day, index) => (
        <li
          key={day.date}
          data-date={day.date}
          className={`neon-panel px-4 py-3 ${day.streams.length === 0 ? 'opacity-60' : ''}`}
        >
          <p className="font-display text-xs font-bold tracking-widest text-slate-400 uppercase">
            {index === 0 ? t('schedule.today') : dayLabel(day.date, locale)}
            {index === 0 && <span className="ml-2 normal-case">{dayLabel(day.date, locale)}</span>}
          </p>
          {day.streams.length === 0 ? (
            <p className="mt-1 text-sm text-slate-400">{t('schedule.no_stream')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {day.streams.map((stream) => (
                <li key={stream.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Radio className="h-4 w-4 shrink-0 text-neon-pink" aria-hidden />
                  <StreamTime stream={stream} timeZone={timeZone} />
                  <span className="min-w-0 font-semibold break-words text-white">
                    {stream.title || t('schedule.untitled')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
