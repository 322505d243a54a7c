import type { PublicBoard } from '#services/leaderboards/public_board'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A provider's public board as a page sends it (already shaped by the leaderboard service) */
export default class BoardTransformer extends BaseTransformer<PublicBoard> {
  toObject() {
    const b = this.resource
    return {
      provider: b.provider,
      enabled: b.enabled,
      prize: b.prize,
      start_date: b.start_date,
      end_date: b.end_date,
      image: b.image,
      total: b.total,
      leaderboard: b.leaderboard,
      history: b.history,
    }
  }
}
