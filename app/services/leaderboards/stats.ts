import db from '@adonisjs/lucid/services/db'
import type LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import { dbTimestamp } from '#services/db/time'

export type ProviderStats = {
  provider: string
  current: { prize: number; end_date: string; participants: number } | null
  history: { date: string; entries_count: number; prize: number }[]
}

/** Admin statistics per provider: the current competition and its last 3 archived periods */
export async function loadLeaderboardStats(
  settings: LeaderboardSetting[]
): Promise<ProviderStats[]> {
  return Promise.all(
    settings.map(async (setting) => {
      const count = await db
        .from('leaderboard_entries')
        .where('provider', setting.provider)
        .where('period_start', dbTimestamp(db.connection(), setting.startDate))
        .count('* as total')
        .first()
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
              participants: Number(count?.total ?? 0),
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
