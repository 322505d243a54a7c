import db from '@adonisjs/lucid/services/db'
import type LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import { dbTimestamp } from '#infra/db/time'
import { pointsStandings } from '#services/leaderboards/points_race'
import { POINTS_BOARD } from '#shared/leaderboards'

export type ProviderStats = {
  provider: string
  current: { prize: number; end_date: string; participants: number } | null
  history: { date: string; entries_count: number; prize: number }[]
}

/** How many are ranked in a board's current period (the points race counts earners) */
async function participants(setting: LeaderboardSetting) {
  const client = db.connection()
  if (setting.provider === POINTS_BOARD) {
    const earners = await pointsStandings(client, setting.startDate, setting.endDate)
    return earners.length
  }
  const count = await client
    .from('leaderboard_entries')
    .where('provider', setting.provider)
    .where('period_start', dbTimestamp(client, setting.startDate))
    .count('* as total')
    .first()
  return Number(count?.total ?? 0)
}

/** Admin statistics per board: the current competition and its last 3 archived periods */
export async function loadLeaderboardStats(
  settings: LeaderboardSetting[]
): Promise<ProviderStats[]> {
  return Promise.all(
    settings.map(async (setting) => {
      const histories = await LeaderboardHistory.query()
        .where('provider', setting.provider)
        .orderBy('end_date', 'desc')
        .limit(3)
      return {
        provider: setting.provider,
        current: setting.enabled
          ? {
              prize: setting.prize,
              end_date: setting.endDate.toUTC().toISO()!,
              participants: await participants(setting),
            }
          : null,
        history: histories.map((h) => ({
          date: h.endDate.toUTC().toISO()!,
          entries_count: h.entries.length,
          prize: h.prize,
        })),
      }
    })
  )
}
