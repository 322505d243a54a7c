import { DateTime, IANAZone } from 'luxon'
import {
  SCHEDULE_LIMITS,
  WEEKDAYS,
  type Schedule,
  type ScheduleException,
  type StreamOccurrence,
  type WeeklyStream,
} from '#shared/schedule'

/** The zone's canonical IANA name ('utc' → 'UTC'), or null when it is not one */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name) || !IANAZone.isValidZone(name)) return null
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
}

/**
 * The instant of a wall-clock time on a date in a zone, as RFC 5545 reads a local time: a time
 * inside a spring-forward gap is read with the offset before the gap (02:30 becomes 03:30),
 * and a time that occurs twice when the clocks go back is the first of the two.
 */
export function wallClock(date: string, start: string, zone: string): DateTime {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = start.split(':').map(Number)
  const found = DateTime.fromObject({ year, month, day, hour, minute }, { zone })
  const offsetBefore = found.minus({ hours: 3 }).offset
  if (offsetBefore > found.offset) {
    const earlier = found.minus({ minutes: offsetBefore - found.offset })
    if (earlier.hour === hour && earlier.minute === minute && earlier.day === day) return earlier
  }
  return found
}

function occurrence(
  date: string,
  index: number,
  stream: { start: string; duration: number; title: string },
  zone: string,
  cancelled: boolean
): StreamOccurrence {
  const starts = wallClock(date, stream.start, zone)
  return {
    id: `${date.replaceAll('-', '')}-${index}`,
    startsAt: starts.toUTC().toISO()!,
    endsAt: starts.plus({ minutes: stream.duration }).toUTC().toISO()!,
    title: stream.title,
    date,
    cancelled,
  }
}

/**
 * The streams of one date in the schedule's zone. An exception replaces the date's weekly
 * streams: cancelled, they are all kept as cancelled (a calendar then drops them); else the
 * date has the exception's one stream (its start, title and duration default to the day's
 * first weekly stream) and the day's other weekly streams are cancelled.
 */
function streamsOn(
  date: string,
  weekly: WeeklyStream[],
  exception: ScheduleException | undefined,
  zone: string
): StreamOccurrence[] {
  if (!exception) return weekly.map((stream, index) => occurrence(date, index, stream, zone, false))
  if (exception.cancelled) {
    return weekly.map((stream, index) => occurrence(date, index, stream, zone, true))
  }
  const first = weekly[0]
  const start = exception.start ?? first?.start
  if (!start) return []
  const replaced = {
    start,
    title: exception.title ?? first?.title ?? '',
    duration: exception.duration ?? first?.duration ?? SCHEDULE_LIMITS.defaultDuration,
  }
  return [
    occurrence(date, 0, replaced, zone, false),
    ...weekly.slice(1).map((stream, index) => occurrence(date, index + 1, stream, zone, true)),
  ]
}

/**
 * Every planned stream that overlaps [from, to) (a stream under way at `from` included), in
 * time order; cancelled ones only when `withCancelled` (the iCalendar feed)
 */
export function occurrencesBetween(
  schedule: Schedule,
  from: DateTime,
  to: DateTime,
  withCancelled = false
): StreamOccurrence[] {
  const zone = schedule.timeZone
  const exceptions = new Map(schedule.exceptions.map((exception) => [exception.date, exception]))
  const byDay = new Map(
    WEEKDAYS.map((day) => [
      day,
      schedule.weekly
        .filter((stream) => stream.day === day)
        .sort((a, b) => a.start.localeCompare(b.start)),
    ])
  )
  const found: StreamOccurrence[] = []
  // a stream lasts at most a day: the date before `from` may still be under way
  let day = from.setZone(zone).startOf('day').minus({ days: 1 })
  const lastDay = to.setZone(zone).startOf('day')
  while (day <= lastDay) {
    const date = day.toISODate()!
    const weekly = byDay.get(WEEKDAYS[day.weekday - 1])!
    for (const stream of streamsOn(date, weekly, exceptions.get(date), zone)) {
      const overlaps =
        Date.parse(stream.endsAt) > from.toMillis() && Date.parse(stream.startsAt) < to.toMillis()
      if (overlaps && (withCancelled || !stream.cancelled)) found.push(stream)
    }
    day = day.plus({ days: 1 })
  }
  return found.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}
