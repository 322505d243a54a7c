import type LeaderboardSetting from '#models/leaderboard_setting'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class LeaderboardSettingTransformer extends BaseTransformer<LeaderboardSetting> {
  toObject() {
    const s = this.resource
    return {
      ...this.pick(s, ['provider', 'enabled', 'prize', 'image']),
      start_date: s.startDate.toUTC().toISO()!,
      end_date: s.endDate.toUTC().toISO()!,
      auto_restart: s.autoRestart,
      last_synced_at: s.lastSyncedAt?.toUTC().toISO() ?? null,
      last_sync_rows: s.lastSyncRows,
      last_sync_error: s.lastSyncError,
      last_sync_error_at: s.lastSyncErrorAt?.toUTC().toISO() ?? null,
    }
  }
}
