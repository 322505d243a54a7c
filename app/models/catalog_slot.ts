import { CatalogSlotSchema } from '#database/schema'
import type { Volatility } from '#shared/slot_catalog'

/** A slot of the catalog (#services/slots/catalog): one identity for every bonus of it */
export default class CatalogSlot extends CatalogSlotSchema {
  declare volatility: Volatility | null
}
