import type { PublicBoard } from '#services/leaderboards/public_board'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A provider's public board as a page sends it (already shaped by the leaderboard service) */
export default class BoardTransformer extends BaseTransformer<PublicBoard> {
  toObject() {
    return this.pick(this.resource, [
      'provider',
      'enabled',
      'prize',
      'start_date',
      'end_date',
      'image',
      'total',
      'leaderboard',
      'history',
    ])
  }
}
