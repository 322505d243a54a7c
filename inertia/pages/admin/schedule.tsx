import { useMemo, useState } from 'react'
import type { InertiaProps } from '~/types'
import type { Schedule } from '@shared/schedule'
import { dateIn } from '@shared/schedule_days'
import { AdminPage } from '~/components/admin/admin_page'
import { WeeklyRows } from '~/components/admin/schedule/weekly_rows'
import { ExceptionRows } from '~/components/admin/schedule/exception_rows'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/** Every IANA zone the browser knows, for the zone field's suggestions */
function knownZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? []
}

/** Today in the zone typed so far (UTC while it is no zone yet) */
function todayIn(timeZone: string) {
  try {
    return dateIn(Date.now(), timeZone)
  } catch {
    return dateIn(Date.now(), 'UTC')
  }
}

/** /admin/schedule: the streamer's zone, the weekly streams and the exceptions, saved whole */
export default function AdminSchedule({ schedule }: InertiaProps<{ schedule: Schedule }>) {
  const t = useT()
  const [timeZone, setTimeZone] = useState(schedule.timeZone)
  const [weekly, setWeekly] = useState(schedule.weekly)
  const [exceptions, setExceptions] = useState(schedule.exceptions)
  const zones = useMemo(knownZones, [])
  const { run, pending } = useAdminAction()
  const save = () =>
    run(
      () =>
        call('admin_api.schedule.update', {
          body: { time_zone: timeZone, weekly, exceptions },
        }),
      { failure: t('admin_schedule.save_failed') }
    )
  return (
    <AdminPage
      title={t('admin_schedule.title')}
      subtitle={t('admin_schedule.subtitle')}
      width="narrow"
      actions={
        <a href="/schedule" className="text-sm font-semibold text-neon-cyan hover:underline">
          {t('admin_schedule.public_link')}
        </a>
      }
    >
      <section className="neon-panel p-5">
        <label htmlFor="schedule-zone" className="neon-label">
          {t('admin_schedule.time_zone')}
        </label>
        <input
          id="schedule-zone"
          className="neon-input"
          list="schedule-zones"
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        />
        <datalist id="schedule-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p className="mt-1 text-xs text-slate-500">{t('admin_schedule.time_zone_hint')}</p>
      </section>
      <WeeklyRows rows={weekly} onChange={setWeekly} />
      <ExceptionRows rows={exceptions} onChange={setExceptions} today={todayIn(timeZone)} />
      <NeonButton onClick={save} disabled={pending !== null}>
        {t('admin_schedule.save')}
      </NeonButton>
    </AdminPage>
  )
}
