import { PointTransactionSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export type PointReason =
  | 'accrual'
  | 'purchase'
  | 'vault'
  | 'admin'
  | 'refund'
  | 'raffle'
  | 'slot_request'
  | 'kick_reward'
  | 'import'
  | 'hunt'
  | 'tournament'
  | 'prediction'

export default class PointTransaction extends PointTransactionSchema {
  declare reason: PointReason

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
