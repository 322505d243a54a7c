import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import { publicPage } from '#http_cache/public_pages'
import { icalFeed } from '#services/schedule/ical_feed'
import { publicSchedule } from '#services/schedule/schedule_store'
import { upcomingSchedule } from '#services/schedule/schedule_views'

export const schedulePage = publicPage(['schedule'])

export default class ScheduleController {
  /**
   * /schedule: the coming streams. `now` lets the first render (in the streamer's zone) be the
   * same on the server and in the browser; the browser then shows the viewer's own zone.
   */
  async show({ inertia }: HttpContext) {
    return inertia.render('schedule', {
      now: DateTime.utc().toISO()!,
      schedule: await upcomingSchedule(),
    })
  }

  /** /schedule.ics: the iCalendar feed calendar apps subscribe to */
  async feed({ response, i18n }: HttpContext) {
    const url = new URL(appUrl)
    const body = icalFeed(await publicSchedule(), url.hostname, {
      calendarName: i18n.t('schedule.feed_name'),
      untitled: i18n.t('schedule.untitled'),
      link: new URL('/schedule', url).href,
    })
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Content-Disposition', 'inline; filename="schedule.ics"')
    response.header('Cache-Control', 'public, max-age=300')
    return response.send(body)
  }
}
