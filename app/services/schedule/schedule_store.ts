import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { cachedPublic, publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import type { scheduleValidator } from '#validators/schedule'
import { ERROR_CODES } from '#shared/errors'
import {
  DEFAULT_TIME_ZONE,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES as M,
  type Schedule,
} from '#shared/schedule'
import { canonicalTimeZone } from '#services/schedule/occurrences'

const TABLE = 'stream_schedules'
/** The one row */
const ROW_ID = 1

/** The schedule as saved, with what the feed needs: its revision and last change */
export type StoredSchedule = Schedule & { revision: number; updatedAt: string | null }

const EMPTY: StoredSchedule = {
  timeZone: DEFAULT_TIME_ZONE,
  weekly: [],
  exceptions: [],
  revision: 0,
  updatedAt: null,
}

type Row = {
  time_zone: string
  weekly: string
  exceptions: string
  revision: number
  created_at: string | Date
  updated_at: string | Date | null
}

function fromRow(row: Row | null | undefined): StoredSchedule {
  if (!row) return EMPTY
  return {
    timeZone: row.time_zone,
    weekly: JSON.parse(row.weekly),
    exceptions: JSON.parse(row.exceptions),
    revision: Number(row.revision),
    updatedAt: readDbTimestamp(row.updated_at ?? row.created_at).toISO(),
  }
}

/** The saved schedule (cached until the next save) */
export function publicSchedule(): Promise<StoredSchedule> {
  return cachedPublic('schedule', 'schedule', async () =>
    fromRow(await db.from(TABLE).where('id', ROW_ID).first())
  )
}

export type ScheduleInput = Infer<typeof scheduleValidator>

/** The input with every default filled in, in a stable order (weekly by day and start) */
function normalized(i18n: I18n, input: ScheduleInput): Schedule {
  const weekly = (input.weekly ?? []).map((stream) => ({
    day: stream.day,
    start: stream.start,
    duration: stream.duration ?? SCHEDULE_LIMITS.defaultDuration,
    title: stream.title ?? '',
  }))
  const exceptions = (input.exceptions ?? [])
    .map((exception) => ({
      date: exception.date,
      cancelled: exception.cancelled ?? false,
      start: exception.start ?? null,
      title: exception.title || null,
      duration: exception.duration ?? null,
    }))
    .sort((a, b) => a.date.localeCompare(b.date))
  const dates = exceptions.map((exception) => exception.date)
  const repeated = dates.find((date, index) => dates.indexOf(date) !== index)
  if (repeated) {
    throw new ActionRefusedException(
      ERROR_CODES.unusableInput,
      i18n.t(M.duplicateDate, { date: repeated })
    )
  }
  for (const exception of exceptions) {
    if (exception.cancelled || exception.start) continue
    const weekday = DateTime.fromISO(exception.date).toFormat('cccc').toLowerCase()
    if (!weekly.some((stream) => stream.day === weekday)) {
      throw new ActionRefusedException(
        ERROR_CODES.unusableInput,
        i18n.t(M.noStart, { date: exception.date })
      )
    }
  }
  const order = (day: string) => DateTime.fromFormat(day, 'cccc', { locale: 'en' }).weekday
  weekly.sort((a, b) => order(a.day) - order(b.day) || a.start.localeCompare(b.start))
  return { timeZone: canonicalTimeZone(input.time_zone)!, weekly, exceptions }
}

/** What the audit log keeps of a schedule */
const snapshot = ({ timeZone, weekly, exceptions }: Schedule) => ({ timeZone, weekly, exceptions })

/**
 * Replaces the schedule (PUT /api/admin/schedule), audited, and tells the pages: the guest
 * pages' data generation of `schedule` moves, open pages get the new schedule live
 */
export async function saveSchedule(i18n: I18n, actorId: number, input: ScheduleInput) {
  const next = normalized(i18n, input)
  await publicTransaction(['schedule'], async (trx) => {
    const now = dbTimestamp(trx)
    await trx.rawQuery(
      `INSERT INTO ${TABLE} (id, time_zone, weekly, exceptions, revision, created_at) ` +
        `VALUES (?, ?, '[]', '[]', 0, ?) ON CONFLICT (id) DO NOTHING`,
      [ROW_ID, EMPTY.timeZone, now]
    )
    const before = fromRow(await trx.from(TABLE).where('id', ROW_ID).forUpdate().first())
    await trx
      .from(TABLE)
      .where('id', ROW_ID)
      .update({
        time_zone: next.timeZone,
        weekly: JSON.stringify(next.weekly),
        exceptions: JSON.stringify(next.exceptions),
        revision: before.revision + 1,
        updated_by: actorId,
        updated_at: now,
      })
    await recordAudit(trx, {
      actorId,
      action: 'schedule.save',
      subjectType: 'schedule',
      subjectId: ROW_ID,
      before: snapshot(before),
      after: snapshot(next),
    })
  })
  return { message: i18n.t(M.saved), schedule: next }
}
