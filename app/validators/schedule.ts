import vine from '@vinejs/vine'
import { CatalogMessages, fieldMessages } from '#infra/i18n/catalog_messages'
import { canonicalTimeZone } from '#services/schedule/occurrences'
import { SAFE_NAME } from '#shared/names'
import {
  DATE_PATTERN,
  SCHEDULE_LIMITS as L,
  SCHEDULE_MESSAGES as M,
  START_PATTERN,
  WEEKDAYS,
} from '#shared/schedule'

/** An IANA time zone name (luxon and Intl know it) */
const timeZoneName = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || !canonicalTimeZone(value)) {
    field.report(M.timeZone, 'timeZone', field)
  }
})

/** A date that exists ("2026-02-30" does not) */
const calendarDate = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    field.report(M.date, 'calendarDate', field)
  }
})

const start = () => vine.string().trim().regex(START_PATTERN)
const duration = () =>
  vine.number({ strict: true }).withoutDecimals().range([L.duration.min, L.duration.max])
const title = () => vine.string().trim().maxLength(L.titleLength).regex(SAFE_NAME)

/**
 * PUT /api/admin/schedule: the whole schedule. Only time_zone is required; weekly and
 * exceptions default to none, a stream's title to none and its duration to two hours, an
 * exception's cancelled to false (the service checks the dates are distinct and that an
 * exception on a day without a weekly stream has a start)
 */
export const scheduleValidator = vine.create({
  time_zone: vine.string().trim().maxLength(64).use(timeZoneName()),
  weekly: vine
    .array(
      vine.object({
        day: vine.enum(WEEKDAYS),
        start: start(),
        duration: duration().optional(),
        title: title().optional(),
      })
    )
    .maxLength(L.weekly)
    .optional(),
  exceptions: vine
    .array(
      vine.object({
        date: vine.string().trim().regex(DATE_PATTERN).use(calendarDate()),
        cancelled: vine.boolean({ strict: true }).optional(),
        start: start().nullable().optional(),
        title: title().nullable().optional(),
        duration: duration().nullable().optional(),
      })
    )
    .maxLength(L.exceptions)
    .optional(),
})

const rules = [
  'required',
  'string',
  'regex',
  'enum',
  'number',
  'range',
  'withoutDecimals',
  'maxLength',
]

scheduleValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages(rules, { time_zone: M.timeZone }),
  'time_zone.timeZone': M.timeZone,
  ...fieldMessages(rules, { 'weekly.*.day': M.day }),
  ...fieldMessages(rules, { 'weekly.*.start': M.start }),
  ...fieldMessages(rules, { 'weekly.*.duration': M.duration }),
  ...fieldMessages(rules, { 'weekly.*.title': M.title }),
  ...fieldMessages(rules, { 'exceptions.*.date': M.date }),
  'exceptions.*.date.calendarDate': M.date,
  ...fieldMessages(rules, { 'exceptions.*.start': M.start }),
  ...fieldMessages(rules, { 'exceptions.*.duration': M.duration }),
  ...fieldMessages(rules, { 'exceptions.*.title': M.title }),
})
