import { VaultSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import VaultCycle from '#models/vault_cycle'

export default class Vault extends VaultSchema {
  @belongsTo(() => VaultCycle, { foreignKey: 'cycleId' })
  declare cycle: BelongsTo<typeof VaultCycle>
}
