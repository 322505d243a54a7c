import { HuntGuessSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** A user's guess of a hunt's final balance (one per user per hunt; a new guess replaces it) */
export default class HuntGuess extends HuntGuessSchema {
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
