import { DateTime } from 'luxon'
import { occurrencesBetween } from '#services/schedule/occurrences'
import { publicSchedule } from '#services/schedule/schedule_store'
import { SCHEDULE_DAYS, type StreamOccurrence } from '#shared/schedule'

/** What /schedule shows: the streamer's zone and the streams of the coming days */
export type UpcomingSchedule = { timeZone: string; streams: StreamOccurrence[] }

/**
 * The streams from now on, one day more than the page shows: the page cuts the viewer's own
 * 14 days out of them (a zone ahead of the streamer's reaches further)
 */
export async function upcomingSchedule(now = DateTime.utc()): Promise<UpcomingSchedule> {
  const schedule = await publicSchedule()
  return {
    timeZone: schedule.timeZone,
    streams: occurrencesBetween(schedule, now, now.plus({ days: SCHEDULE_DAYS + 1 })),
  }
}

/** The next stream (or the one under way), for the home page; null when none is planned */
export async function nextStream(now = DateTime.utc()): Promise<StreamOccurrence | null> {
  const { streams } = await upcomingSchedule(now)
  return streams[0] ?? null
}
