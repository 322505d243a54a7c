import { BonusHuntSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import HuntSlot from '#models/hunt_slot'
import HuntGuess from '#models/hunt_guess'

export default class BonusHunt extends BonusHuntSchema {
  declare status: 'live' | 'finished'

  /** the frozen record's digest (#services/hunt/hunt_record): the column is record_sha256 */
  @column({ columnName: 'record_sha256' })
  declare recordSha256: string | null

  @hasMany(() => HuntSlot)
  declare slots: HasMany<typeof HuntSlot>

  @hasMany(() => HuntGuess)
  declare guesses: HasMany<typeof HuntGuess>

  @belongsTo(() => HuntGuess, { foreignKey: 'winnerGuessId' })
  declare winnerGuess: BelongsTo<typeof HuntGuess>
}
