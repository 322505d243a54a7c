import type { HttpContext } from '@adonisjs/core/http'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardSettingTransformer from '#transformers/leaderboard_setting_transformer'
import { loadLeaderboardStats } from '#services/leaderboards/stats'
import LeaderboardStatsTransformer from '#transformers/leaderboard_stats_transformer'
import { recentPayouts } from '#services/leaderboards/board_record'
import { publicConnectors } from '#services/leaderboards/connectors'
import { boardsHealth } from '#services/leaderboards/ingestion_health'
import { PROVIDERS } from '#shared/leaderboards'

export default class LeaderboardsController {
  async show({ inertia }: HttpContext) {
    const settings = await LeaderboardSetting.query().orderBy('id', 'asc')
    const sources = await publicConnectors(PROVIDERS)
    return inertia.render('admin/leaderboard', {
      settings: LeaderboardSettingTransformer.transform(settings),
      stats: LeaderboardStatsTransformer.transform(await loadLeaderboardStats(settings)),
      now: new Date().toISOString(),
      /** recent periods' winners and their payout status (pending, paid, void) */
      payouts: await recentPayouts(),
      // each board's partner connector; its secret only as "set" or "not set"
      sources,
      /** per board: failing (last sync failed) and delayed (no good sync for 3 intervals) */
      health: boardsHealth(settings, sources),
    })
  }
}
