import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { jsonValidator } from '#validators/json_validator'
import { LEADERBOARD, LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboards'

/**
 * A full ISO 8601 date (2026-11-30) or date-time (2026-11-30T18:00, seconds, fraction and
 * offset optional); without an offset it is read as UTC. Luxon alone also takes looser forms
 * such as a bare year ("3914") or a week date, which an admin never means as an end date.
 */
const FULL_ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const isoDateTime = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (
    typeof value !== 'string' ||
    !FULL_ISO_DATE.test(value) ||
    !DateTime.fromISO(value, { zone: 'utc' }).isValid
  ) {
    field.report(M.invalidDate, 'isoDateTime', field)
  }
})

const dateTimeField = () =>
  vine
    .string()
    .trim()
    .use(isoDateTime())
    // (vine also calls this with null when the field is sent empty)
    .transform((value) => (value ? DateTime.fromISO(value, { zone: 'utc' }).toUTC() : null))

/**
 * PUT /api/leaderboards/settings/{provider}: any of the five settings. A field sent empty
 * arrives as null (the body parser's rule) and is refused by the service, not skipped.
 */
export const updateLeaderboardSettingsValidator = jsonValidator(
  vine.object({
    enabled: vine.boolean().nullable().optional(),
    prize: vine.number().min(0).withoutDecimals().nullable().optional(),
    start_date: dateTimeField().nullable().optional(),
    end_date: dateTimeField().nullable().optional(),
    auto_restart: vine.boolean().nullable().optional(),
  }),
  {
    'enabled.boolean': M.notBoolean,
    'auto_restart.boolean': M.notBoolean,
    'prize.number': M.prizeWhole,
    'prize.min': M.prizeMin,
    'prize.withoutDecimals': M.prizeWhole,
    'start_date.string': M.invalidDate,
    'end_date.string': M.invalidDate,
  }
)

/** POST /api/leaderboards/celsius/winner-image: the optional end date of the competition */
export const winnerImageValidator = jsonValidator(
  vine.object({
    date: vine
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  { 'date.string': M.winnerDateFormat, 'date.regex': M.winnerDateFormat }
)

/** Show More's page of a public board: rows from `offset`, at most one page */
export const boardEntriesValidator = jsonValidator(
  vine.object({
    offset: vine.number().withoutDecimals().min(0).max(1_000_000),
    limit: vine.number().withoutDecimals().min(1).max(LEADERBOARD.pageSize),
  }),
  {
    'offset.*': 'offset must be a whole number of 0 or more',
    'limit.*': `limit must be a whole number from 1 to ${LEADERBOARD.pageSize}`,
  }
)
