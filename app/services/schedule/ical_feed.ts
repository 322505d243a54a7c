import { DateTime } from 'luxon'
import { occurrencesBetween } from '#services/schedule/occurrences'
import type { StoredSchedule } from '#services/schedule/schedule_store'
import { FEED_DAYS } from '#shared/schedule'

/**
 * The schedule as an iCalendar feed (RFC 5545) that calendar apps subscribe to: each stream
 * one VEVENT in UTC times (no VTIMEZONE needed), its UID stable across edits of the same day's
 * stream (the date and its rank that day), SEQUENCE the schedule's revision, a cancelled
 * stream kept with STATUS:CANCELLED so a subscribed calendar drops it.
 */

/** A TEXT value escaped (RFC 5545 3.3.11) */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): a CRLF and one space before each further
 * part, never inside a UTF-8 character
 */
export function foldLine(line: string) {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // the first line holds 75 octets; a continuation's leading space counts as one of its 75
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'")

export type FeedTexts = { calendarName: string; untitled: string; link: string }

export function icalFeed(
  schedule: StoredSchedule,
  host: string,
  texts: FeedTexts,
  now = DateTime.utc()
) {
  const streams = occurrencesBetween(
    schedule,
    now.minus({ days: FEED_DAYS.past }),
    now.plus({ days: FEED_DAYS.ahead }),
    true
  )
  const stamp = utc(
    (schedule.updatedAt ? DateTime.fromISO(schedule.updatedAt) : now).toUTC().toISO()!
  )
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Stream schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(texts.calendarName)}`,
    `X-WR-TIMEZONE:${schedule.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]
  for (const stream of streams) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:stream-${stream.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `SEQUENCE:${schedule.revision}`,
      `DTSTART:${utc(stream.startsAt)}`,
      `DTEND:${utc(stream.endsAt)}`,
      `SUMMARY:${escapeText(stream.title || texts.untitled)}`,
      `URL:${texts.link}`,
      `STATUS:${stream.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT'
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
