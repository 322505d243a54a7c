import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { jsonValidator } from '#validators/json_validator'
import { LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboards'

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

/** Messages of the payout status control (admin leaderboard page) */
export const PAYOUT_INPUT_MESSAGES = {
  status: 'The payout status must be pending, paid or void',
  reference: 'Enter the payment reference (for example the transfer id) to mark a prize paid',
  referenceLength: 'The payment reference can be at most 200 characters',
} as const

/**
 * PUT /api/leaderboards/history/{id}/payouts/{rank}: pending, void, or paid with a reference
 * (1-200 characters; required only for paid)
 */
export const payoutStatusValidator = jsonValidator(
  vine.object({
    status: vine.enum(['pending', 'paid', 'void'] as const),
    reference: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(200)
      .optional()
      .requiredWhen('status', '=', 'paid'),
  }),
  {
    'status.required': PAYOUT_INPUT_MESSAGES.status,
    'status.enum': PAYOUT_INPUT_MESSAGES.status,
    'reference.required': PAYOUT_INPUT_MESSAGES.reference,
    'reference.requiredWhen': PAYOUT_INPUT_MESSAGES.reference,
    'reference.string': PAYOUT_INPUT_MESSAGES.reference,
    'reference.minLength': PAYOUT_INPUT_MESSAGES.reference,
    'reference.maxLength': PAYOUT_INPUT_MESSAGES.referenceLength,
  }
)
