import { publicDataChanged } from '#infra/live/public_cache'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import LeaderboardSetting from '#models/leaderboard_setting'
import { dbTimestamp } from '#infra/db/time'
import { auditedUpdate } from '#services/audit/record_audit'
import { archivePeriod } from '#services/leaderboards/archive'
import { boardClosed } from '#services/discord/announcement_events'
import { SETTING, settingSnapshot } from '#services/leaderboards/settings'
import { affectedRows } from '#infra/db/writes'
import { POINTS_BOARD } from '#shared/leaderboards'
import {
  carryCumulativeBaselines,
  readBeforeRollover,
} from '#services/leaderboards/connector_rollover'
import { queueFullRoleSync } from '#services/discord/role_sync_queue'

/**
 * Period end (docs/product.md#leaderboard-rules): the final standings of a finished period go into
 * leaderboard_histories; with auto_restart a new period starts at the old end date and lasts
 * one calendar month, without it the board is disabled.
 */

/**
 * The period after one that ended at `end`: it starts at the old end date and lasts one
 * calendar month. Whole months missed (the job did not run) are skipped, counted from the
 * old end so month lengths do not drift (Jan 31 -> Feb 28 -> Mar 31).
 */
export function nextPeriod(end: DateTime, now: DateTime) {
  let months = 1
  while (end.plus({ months }) <= now) months++
  return { start: end.plus({ months: months - 1 }), end: end.plus({ months }) }
}

export type RolloverResult = {
  provider: string
  archived: number
  restarted: { start: DateTime; end: DateTime } | null
}

/** Thrown to undo a rollover another run already did (the guarded UPDATE matched no row) */
class AlreadyRolledOver extends Error {}

async function rolloverOne(settingId: number, now: DateTime): Promise<RolloverResult | null> {
  return db
    .transaction(async (trx) => {
      /**
       * On PostgreSQL two runs are real concurrent transactions: the row lock makes the second
       * wait until the first commits, then read the rolled-over row and stop here (instead of
       * archiving the same period again and hitting the history's unique index). SQLite has a
       * single writer connection, so runs already take turns; knex omits FOR UPDATE there.
       */
      const setting = await LeaderboardSetting.query({ client: trx })
        .where('id', settingId)
        .forUpdate()
        .first()
      if (!setting || !setting.enabled || setting.endDate > now) return null

      const rolled = await auditedUpdate(
        trx,
        null,
        'leaderboard.rollover',
        SETTING,
        setting,
        async () => {
          const history = await archivePeriod(trx, setting)
          if (history) await boardClosed(trx, setting, history)
          const oldEnd = dbTimestamp(trx, setting.endDate)
          const guarded = trx
            .from('leaderboard_settings')
            .where('id', setting.id)
            .where('enabled', true)
            .where('end_date', oldEnd)

          let restarted: RolloverResult['restarted'] = null
          let affected: unknown
          if (setting.autoRestart) {
            restarted = nextPeriod(setting.endDate, now)
            affected = await guarded.update({
              start_date: dbTimestamp(trx, restarted.start),
              end_date: dbTimestamp(trx, restarted.end),
              updated_at: dbTimestamp(trx, now),
            })
          } else {
            affected = await guarded.update({ enabled: false, updated_at: dbTimestamp(trx, now) })
          }
          // Another run rolled this board over in the meantime: undo ours, keep its work
          if (affectedRows(affected) !== 1) {
            throw new AlreadyRolledOver()
          }

          if (restarted) setting.merge({ startDate: restarted.start, endDate: restarted.end })
          else setting.enabled = false
          return { history, restarted }
        },
        (row, done) => ({ ...settingSnapshot(row), archived_history_id: done.history?.id ?? null })
      )
      return {
        provider: setting.provider,
        archived: rolled.history?.entries.length ?? 0,
        restarted: rolled.restarted,
      }
    })
    .catch((error) => {
      if (error instanceof AlreadyRolledOver) return null
      throw error
    })
}

/** Rolls over every enabled board whose end date has passed; running it twice does nothing */
export async function rolloverLeaderboards(now: DateTime = DateTime.utc()) {
  const due = await LeaderboardSetting.query()
    .where('enabled', true)
    .where('end_date', '<=', dbTimestamp(db.connection(), now))
    .orderBy('id', 'asc')
  const results: RolloverResult[] = []
  try {
    for (const setting of due) {
      // the points race is read from the ledger: no partner source to read or carry over
      const partner = setting.provider === POINTS_BOARD ? null : setting.provider
      if (partner) await readBeforeRollover(partner, now)
      const result = await rolloverOne(setting.id, now)
      if (partner && result?.restarted) {
        await carryCumulativeBaselines(partner, setting.startDate, result.restarted.start)
      }
      if (result) results.push(result)
    }
  } finally {
    // each board's rollover commits on its own: invalidate for those done even if one failed
    if (results.length > 0) {
      await publicDataChanged('boards')
      // the top-N Discord roles follow the new periods
      await queueFullRoleSync()
    }
  }
  return results
}
