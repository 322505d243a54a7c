import { HuntSlotSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import CatalogSlot from '#models/catalog_slot'

/** A bonus of a hunt; catalogSlot is the catalog slot it was resolved or linked to (or null) */
export default class HuntSlot extends HuntSlotSchema {
  @belongsTo(() => CatalogSlot)
  declare catalogSlot: BelongsTo<typeof CatalogSlot>
}
