import type { ProviderStats } from '#services/leaderboards/stats'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class LeaderboardStatsTransformer extends BaseTransformer<ProviderStats> {
  toObject() {
    const s = this.resource
    return { provider: s.provider, current: s.current, history: s.history }
  }
}
