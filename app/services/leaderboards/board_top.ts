import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import LeaderboardSetting from '#models/leaderboard_setting'
import { partnerRows } from '#services/leaderboards/public_board'
import { pointsStandings } from '#services/leaderboards/points_race'
import { POINTS_BOARD } from '#shared/leaderboards'

/**
 * The site users in the first `n` ranks of a board's current period (the Discord role rule
 * "top N of a board"), matched as the site matches users to boards: the points race ranks
 * users themselves; the Celsius board's entries are Celsius usernames, matched (ignoring
 * case) to the Celsius username a user set on their profile. A disabled board has no top.
 */
export async function boardTopUserIds(board: 'points' | 'celsius', n: number) {
  const setting = await LeaderboardSetting.findBy('provider', board)
  const points = board === POINTS_BOARD
  if (setting ? !setting.enabled : !points) return []
  const start = setting?.startDate ?? DateTime.utc().startOf('month')
  if (points) {
    const end = setting?.endDate ?? start.plus({ months: 1 })
    const standings = await pointsStandings(db.connection(), start, end)
    return standings.slice(0, n).map((row) => row.userId)
  }
  const rows = await partnerRows(board, start)
  const names = rows.slice(0, n).map((row) => row.username.toLowerCase())
  if (names.length === 0) return []
  const users = await db
    .from('users')
    .whereRaw(`lower(celsius_username) in (${names.map(() => '?').join(', ')})`, names)
    .select('id')
  return users.map((user) => Number(user.id))
}
