/**
 * The stream schedule (docs/product.md#schedule): a weekly plan in the streamer's time zone
 * and exceptions for single dates. Shared by the server (the occurrences, the iCalendar feed)
 * and the pages (the admin form, /schedule, the home page's next stream).
 */
import type { MessageKey } from './messages.js'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Each weekday's name on the pages (catalog keys) */
export const WEEKDAY_LABELS: Record<Weekday, MessageKey> = {
  monday: 'schedule.day_monday',
  tuesday: 'schedule.day_tuesday',
  wednesday: 'schedule.day_wednesday',
  thursday: 'schedule.day_thursday',
  friday: 'schedule.day_friday',
  saturday: 'schedule.day_saturday',
  sunday: 'schedule.day_sunday',
}

export const SCHEDULE_LIMITS = {
  /** weekly streams at most (several a day are allowed) */
  weekly: 28,
  exceptions: 100,
  titleLength: 100,
  /** minutes */
  duration: { min: 1, max: 24 * 60 },
  /** the duration of a weekly stream or of an extra date's stream when none is sent */
  defaultDuration: 120,
} as const

/** How many days /schedule shows (in the viewer's time zone) */
export const SCHEDULE_DAYS = 14
/** How far the iCalendar feed reaches: the past week and the next eight */
export const FEED_DAYS = { past: 7, ahead: 56 } as const

/** "HH:MM", 00:00 to 23:59 */
export const START_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
/** "YYYY-MM-DD" (the calendar date itself is checked by the service) */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The zone of a site that never saved a schedule */
export const DEFAULT_TIME_ZONE = 'UTC'

export type WeeklyStream = { day: Weekday; start: string; duration: number; title: string }
/**
 * A date (in the schedule's zone) that differs from the week: cancelled (no stream that day),
 * or the day's one stream at `start` (defaults: the weekly stream's start, title, duration)
 */
export type ScheduleException = {
  date: string
  cancelled: boolean
  start: string | null
  title: string | null
  duration: number | null
}

export type Schedule = {
  timeZone: string
  weekly: WeeklyStream[]
  exceptions: ScheduleException[]
}

/** One planned stream, as the pages show it */
export type StreamOccurrence = {
  /** stable across edits of the same day's stream: the feed's UID and the pages' key */
  id: string
  /** ISO instants (UTC) */
  startsAt: string
  endsAt: string
  title: string
  /** the date in the schedule's zone */
  date: string
  cancelled: boolean
}

export const SCHEDULE_MESSAGES = {
  timeZone: 'schedule_rules.time_zone',
  start: 'schedule_rules.start',
  date: 'schedule_rules.date',
  day: 'schedule_rules.day',
  duration: 'schedule_rules.duration',
  title: 'schedule_rules.title',
  duplicateDate: 'schedule_rules.duplicate_date',
  noStart: 'schedule_rules.no_start',
  saved: 'schedule_rules.saved',
} as const satisfies Record<string, MessageKey>
