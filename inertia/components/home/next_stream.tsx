import { CalendarClock } from 'lucide-react'
import type { StreamOccurrence } from '@shared/schedule'
import { dateIn } from '@shared/schedule_days'
import { StreamTime, dayLabel } from '~/components/schedule/stream_time'
import { useViewerTimeZone } from '~/hooks/use_viewer_time_zone'
import { useLocale, useT } from '~/lib/i18n'

/** The home page's next stream (or the one under way), in the viewer's zone, and the schedule */
export function NextStream({
  next,
  now,
}: {
  next: { timeZone: string; stream: StreamOccurrence }
  now: string
}) {
  const t = useT()
  const locale = useLocale()
  const timeZone = useViewerTimeZone(next.timeZone)
  const { stream } = next
  const live = Date.parse(stream.startsAt) <= Date.parse(now)
  const day = dateIn(Date.parse(stream.startsAt), timeZone)
  return (
    <section
      aria-labelledby="next-stream-title"
      className="neon-panel flex flex-wrap items-center justify-between gap-4 px-5 py-4"
    >
      <div className="flex min-w-0 items-center gap-4">
        <CalendarClock className="h-8 w-8 shrink-0 text-neon-pink" aria-hidden />
        <div className="min-w-0">
          <h2
            id="next-stream-title"
            className="font-display text-xs font-bold tracking-widest text-slate-400 uppercase"
          >
            {live ? t('schedule.under_way') : t('schedule.next_stream')}
          </h2>
          <p className="font-semibold break-words text-white">
            {stream.title || t('schedule.untitled')}
          </p>
          <p className="text-sm text-slate-300">
            {dayLabel(day, locale)} · <StreamTime stream={stream} timeZone={timeZone} />
          </p>
        </div>
      </div>
      <a href="/schedule" className="text-sm font-semibold text-neon-cyan hover:underline">
        {t('schedule.see_all')}
      </a>
    </section>
  )
}
