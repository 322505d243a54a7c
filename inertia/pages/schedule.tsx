import { CalendarPlus } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { StreamOccurrence } from '@shared/schedule'
import { PageHeader } from '~/components/ui/page_header'
import { ScheduleList } from '~/components/schedule/schedule_list'
import { neonButtonClass } from '~/components/ui/neon_button'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { useViewerTimeZone } from '~/hooks/use_viewer_time_zone'
import { useT } from '~/lib/i18n'

type Props = { now: string; schedule: { timeZone: string; streams: StreamOccurrence[] } }

/** /schedule: the next 14 days of streams in the viewer's zone, and the calendar feed */
export default function SchedulePage({ now, schedule }: InertiaProps<Props>) {
  useLiveProps('schedule', ['schedule'])
  const t = useT()
  const timeZone = useViewerTimeZone(schedule.timeZone)
  const current = useNow(now, 60_000)
  return (
    <>
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')}>
        <p className="mt-3 text-sm text-slate-400" data-testid="schedule-zone">
          {t('schedule.times_in', { zone: timeZone })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16">
        <ScheduleList streams={schedule.streams} now={current} timeZone={timeZone} />
        <div className="neon-panel flex flex-wrap items-center justify-between gap-4 px-5 py-4">
          <p className="text-sm text-slate-300">{t('schedule.subscribe_text')}</p>
          <a href="/schedule.ics" className={neonButtonClass('vapourBlue', 'sm', 'shrink-0')}>
            <CalendarPlus className="h-4 w-4" aria-hidden />
            {t('schedule.subscribe')}
          </a>
        </div>
      </div>
    </>
  )
}
