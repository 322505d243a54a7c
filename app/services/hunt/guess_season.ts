import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { cachedPublic } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { publicUsername } from '#shared/deleted_user'
import { SEASON_BOARD_SIZE } from '#shared/guessing'

/** A month as the board's query parameter takes it: YYYY-MM (UTC) */
export const SEASON_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month's start (UTC) of `month`, the current month when absent or malformed */
export function seasonStart(month?: string, now = DateTime.utc()) {
  const match = month ? SEASON_MONTH.exec(month) : null
  return match
    ? DateTime.utc(Number(match[1]), Number(match[2]), 1)
    : now.startOf('month').setZone('utc')
}

/**
 * The guessing season board of a month (points race style): each guess on a hunt that finished
 * in the month earns closeness points (#shared/guessing SEASON_POINTS_RULE), summed per
 * guesser; ties go to the best single guess, then the earlier first guess. Computed in SQL on
 * both databases (no rows read into JavaScript to add up).
 */
export function guessSeasonBoard(start: DateTime) {
  const key = start.toFormat('yyyy-MM')
  return cachedPublic('hunt', `season:${key}`, async () => {
    const client = db.connection()
    const closeness = `CASE
      WHEN h.final_balance <= 0 THEN CASE WHEN g.amount = 0 THEN 100 ELSE 0 END
      WHEN ABS(g.amount - h.final_balance) >= h.final_balance THEN 0
      ELSE ROUND(100 - 100 * ABS(g.amount - h.final_balance) / h.final_balance)
    END`
    const rows = await client
      .from('hunt_guesses as g')
      .join('bonus_hunts as h', 'h.id', 'g.bonus_hunt_id')
      .join('users as u', 'u.id', 'g.user_id')
      .where('h.status', 'finished')
      .whereNotNull('h.final_balance')
      .where('h.finished_at', '>=', dbTimestamp(client, start))
      .where('h.finished_at', '<', dbTimestamp(client, start.plus({ months: 1 })))
      .groupBy('g.user_id', 'u.username')
      .select('u.username')
      .select(client.raw(`SUM(${closeness}) as points`))
      .select(client.raw(`MAX(${closeness}) as best`))
      .select(client.raw('COUNT(*) as hunts'))
      .select(client.raw('MIN(g.guessed_at) as first_guess'))
      .orderBy('points', 'desc')
      .orderBy('best', 'desc')
      .orderBy('first_guess', 'asc')
      .limit(SEASON_BOARD_SIZE)
    return {
      month: key,
      rows: rows.map((r, i) => ({
        rank: i + 1,
        username: publicUsername(String(r.username)),
        points: Math.round(Number(r.points)),
        best: Math.round(Number(r.best)),
        hunts: Number(r.hunts),
      })),
    }
  })
}
