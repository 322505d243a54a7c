import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import type { MessageKey } from '#shared/messages'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { LEADERBOARD, LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboards'
import { notEmpty } from '#validators/rules'

/** A wager CSV is at most 2 MB */
const CSV_MAX_SIZE = '2mb'
const CSV_MESSAGES = {
  missing: 'leaderboard_rules.csv_missing',
  tooLarge: 'leaderboard_rules.csv_too_large',
} as const satisfies Record<string, MessageKey>

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
    .transform((value) => DateTime.fromISO(value, { zone: 'utc' }).toUTC())

/**
 * PUT /api/leaderboards/settings/{provider}: any of the five settings (the service refuses a
 * save that changes none). Fields in the order their refusals are worded first.
 */
export const updateLeaderboardSettingsValidator = vine.create({
  prize: vine.number().min(0).withoutDecimals().optional().use(notEmpty()),
  start_date: dateTimeField().optional().use(notEmpty()),
  end_date: dateTimeField().optional().use(notEmpty()),
  enabled: vine.boolean().optional().use(notEmpty()),
  auto_restart: vine.boolean().optional().use(notEmpty()),
})
updateLeaderboardSettingsValidator.messagesProvider = new CatalogMessages({
  'enabled.boolean': M.notBoolean,
  'auto_restart.boolean': M.notBoolean,
  'prize.number': M.prizeWhole,
  'prize.min': M.prizeMin,
  'prize.withoutDecimals': M.prizeWhole,
  'start_date.string': M.invalidDate,
  'start_date.isoDateTime': M.invalidDate,
  'end_date.isoDateTime': M.invalidDate,
  'end_date.string': M.invalidDate,
  'prize.notEmpty': M.prizeWhole,
  'start_date.notEmpty': M.invalidDate,
  'end_date.notEmpty': M.invalidDate,
  'enabled.notEmpty': M.notBoolean,
  'auto_restart.notEmpty': M.notBoolean,
})

/** A calendar day written YYYY-MM-DD that exists (2026-02-31 does not) */
const calendarDay = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    !DateTime.fromISO(value, { zone: 'utc' }).isValid
  ) {
    field.report(M.winnerDateFormat, 'calendarDay', field)
  }
})

/** POST /api/leaderboards/celsius/winner-image: the optional end date of the competition */
export const winnerImageValidator = vine.create({
  date: vine.string().trim().use(calendarDay()).optional(),
})
winnerImageValidator.messagesProvider = new CatalogMessages({
  'date.string': M.winnerDateFormat,
  'date.calendarDay': M.winnerDateFormat,
})

/** POST /api/leaderboards/{provider}/import (multipart): a CSV of username,wagered */
export const wagerCsvValidator = vine.create({
  file: vine.file({ size: CSV_MAX_SIZE }),
})
wagerCsvValidator.messagesProvider = new CatalogMessages({
  'file.required': CSV_MESSAGES.missing,
  'file.file': CSV_MESSAGES.missing,
  'file.file.size': CSV_MESSAGES.tooLarge,
})

/** Show More's page of a public board: rows from `offset`, at most one page */
export const boardEntriesValidator = vine.create({
  offset: vine.number().withoutDecimals().min(0).max(1_000_000),
  limit: vine.number().withoutDecimals().min(1).max(LEADERBOARD.pageSize),
})
boardEntriesValidator.messagesProvider = new CatalogMessages({
  'offset.*': 'leaderboard_rules.entries_offset',
  'limit.*': {
    key: 'leaderboard_rules.entries_limit',
    values: { max: String(LEADERBOARD.pageSize) },
  },
})

/** Messages of the payout status control (admin leaderboard page) */
export const PAYOUT_INPUT_MESSAGES = {
  status: 'leaderboard_rules.payout_status',
  reference: 'leaderboard_rules.payout_reference',
  referenceLength: 'leaderboard_rules.payout_reference_length',
} as const satisfies Record<string, MessageKey>

/**
 * PUT /api/leaderboards/history/{id}/payouts/{rank}: pending, void, or paid with a reference
 * (1-200 characters; required only for paid)
 */
export const payoutStatusValidator = vine.create({
  status: vine.enum(['pending', 'paid', 'void'] as const),
  reference: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(200)
    .optional()
    .requiredWhen('status', '=', 'paid'),
})
payoutStatusValidator.messagesProvider = new CatalogMessages({
  'status.required': PAYOUT_INPUT_MESSAGES.status,
  'status.enum': PAYOUT_INPUT_MESSAGES.status,
  'reference.required': PAYOUT_INPUT_MESSAGES.reference,
  'reference.requiredWhen': PAYOUT_INPUT_MESSAGES.reference,
  'reference.string': PAYOUT_INPUT_MESSAGES.reference,
  'reference.minLength': PAYOUT_INPUT_MESSAGES.reference,
  'reference.maxLength': PAYOUT_INPUT_MESSAGES.referenceLength,
})
