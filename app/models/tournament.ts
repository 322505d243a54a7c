import { TournamentSchema } from '#database/schema'
import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import BracketSlot from '#models/bracket_slot'

export default class Tournament extends TournamentSchema {
  @hasMany(() => BracketSlot)
  declare slots: HasMany<typeof BracketSlot>
}
