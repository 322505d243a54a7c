import { VaultCycleSchema } from '#database/schema'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import VaultContribution from '#models/vault_contribution'

/** A pot from opening to its roll. The seed stays secret until the roll reveals it. */
export default class VaultCycle extends VaultCycleSchema {
  @column({ serializeAs: null })
  declare seed: string

  @hasMany(() => VaultContribution, { foreignKey: 'cycleId' })
  declare contributions: HasMany<typeof VaultContribution>
}
