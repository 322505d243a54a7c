/**
 * The days of the schedule in a time zone, with Intl only (the pages carry no date library):
 * the server renders /schedule in the streamer's zone, the browser then in the viewer's.
 */
import type { StreamOccurrence } from './schedule.js'

/** An instant's date in a zone, "YYYY-MM-DD" */
export function dateIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** `count` dates from `first` on ("YYYY-MM-DD", calendar arithmetic: no clock change moves them) */
export function datesFrom(first: string, count: number) {
  const [year, month, day] = first.split('-').map(Number)
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10)
  )
}

export type ScheduleDay = { date: string; streams: StreamOccurrence[] }

/**
 * The `count` days from the date of `now` in `timeZone`, each with the streams that start on
 * it there (a stream under way now is on today's card)
 */
export function scheduleDays(
  streams: readonly StreamOccurrence[],
  now: number,
  timeZone: string,
  count: number
): ScheduleDay[] {
  const dates = datesFrom(dateIn(now, timeZone), count)
  return dates.map((date, index) => ({
    date,
    streams: streams.filter((stream) => {
      const day = dateIn(Date.parse(stream.startsAt), timeZone)
      return day === date || (index === 0 && day < date && Date.parse(stream.endsAt) > now)
    }),
  }))
}

/** The browser's zone, when it names a usable one */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}
