import { publicTransaction } from '#infra/live/public_cache'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LeaderboardSetting from '#models/leaderboard_setting'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { auditedUpdate } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { archivePeriod } from '#services/leaderboards/archive'
import { DEFAULT_PRIZE_POOLS, PROVIDERS, isBoard } from '#shared/leaderboards'
import type { Board, Provider } from '#shared/leaderboards'
import { LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboards'

/** A field left out is kept (the validator refuses a field sent empty) */
export type LeaderboardSettingsChanges = {
  enabled?: boolean
  prize?: number
  start_date?: DateTime
  end_date?: DateTime
  auto_restart?: boolean
}

function refuseNoChange(changes: LeaderboardSettingsChanges) {
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.nothingToChange)
  }
}

/** What the audit log keeps of a setting, before and after a change */
export function settingSnapshot(setting: LeaderboardSetting) {
  return {
    provider: setting.provider,
    enabled: setting.enabled,
    prize: setting.prize,
    start_date: setting.startDate?.toUTC().toISO() ?? null,
    end_date: setting.endDate?.toUTC().toISO() ?? null,
    auto_restart: setting.autoRestart,
    image: setting.image ?? null,
  }
}

/** A setting row in the audit log; one not saved yet has no `before` */
export const SETTING: AuditSubject<LeaderboardSetting> = {
  type: 'leaderboard_setting',
  snapshot: (setting) => (setting.$isPersisted ? settingSnapshot(setting) : null),
}

/** A known provider, or a 404 answer */
export function knownProvider(provider: string): Provider {
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new ActionRefusedException(ERROR_CODES.notFound, M.unknownProvider)
  }
  return provider as Provider
}

/** A known board (a partner board or the points race), or a 404 answer */
export function knownBoard(board: string): Board {
  if (!isBoard(board)) throw new ActionRefusedException(ERROR_CODES.notFound, M.unknownProvider)
  return board
}

/**
 * The board's settings row; a known board without one (a database that was never seeded)
 * gets the defaults: this month in UTC and the default prize pool.
 */
export async function settingFor(trx: TransactionClientContract, provider: Board) {
  const existing = await LeaderboardSetting.query({ client: trx })
    .where('provider', provider)
    .first()
  if (existing) return existing
  const start = DateTime.utc().startOf('month')
  const setting = new LeaderboardSetting()
  setting.useTransaction(trx)
  setting.merge({
    provider,
    enabled: true,
    prize: DEFAULT_PRIZE_POOLS[provider],
    startDate: start,
    endDate: start.plus({ months: 1 }),
    autoRestart: true,
    maskUsernames: false,
  })
  return setting
}

/**
 * Standings are stored per period start. Moving the start of a running period is a
 * correction, so its standings move along (unless the new start already has standings).
 */
async function moveStandings(
  trx: TransactionClientContract,
  provider: Board,
  from: DateTime,
  to: DateTime
) {
  const target = dbTimestamp(trx, to)
  const taken = await trx
    .from('leaderboard_entries')
    .where('provider', provider)
    .where('period_start', target)
    .first()
  if (taken) return
  await trx
    .from('leaderboard_entries')
    .where('provider', provider)
    .where('period_start', dbTimestamp(trx, from))
    .update({ period_start: target })
}

const sameInstant = (a: DateTime, b: DateTime) => a.toMillis() === b.toMillis()

/**
 * Changes any of a board's five settings, checked on the server: prize 0 or more, the end
 * after the start (of the dates after the change), a known board (the points race included).
 * Audited in the same transaction.
 */
export async function updateLeaderboardSettings(
  actorId: number,
  providerParam: string,
  changes: LeaderboardSettingsChanges,
  now: DateTime = DateTime.utc()
) {
  const provider = knownBoard(providerParam)
  refuseNoChange(changes)

  return publicTransaction(['boards'], async (trx) => {
    const setting = await settingFor(trx, provider)
    await auditedUpdate(trx, actorId, 'leaderboard.settings.update', SETTING, setting, async () => {
      const previous = { start: setting.startDate, end: setting.endDate }

      const startDate = changes.start_date ?? setting.startDate
      const endDate = changes.end_date ?? setting.endDate
      if (endDate <= startDate)
        throw new ActionRefusedException(ERROR_CODES.unusableInput, M.endAfterStart)

      // A new start after the period ended begins a new period: the ended one is archived
      // first (once, with its own prize). A running period's start moved is a correction:
      // its standings move along. Only a new end date continues the same period.
      if (setting.$isPersisted && !sameInstant(previous.start, startDate)) {
        if (previous.end <= now) await archivePeriod(trx, setting)
        else await moveStandings(trx, provider, previous.start, startDate)
      }

      setting.merge({
        startDate,
        endDate,
        ...(typeof changes.enabled === 'boolean' && { enabled: changes.enabled }),
        ...(typeof changes.prize === 'number' && { prize: changes.prize }),
        ...(typeof changes.auto_restart === 'boolean' && { autoRestart: changes.auto_restart }),
      })
      await setting.save()
    })
    return setting
  })
}
