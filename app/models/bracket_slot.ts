import { BracketSlotSchema } from '#database/schema'
import { booleanColumn } from '#models/columns'

export default class BracketSlot extends BracketSlotSchema {
  @booleanColumn()
  declare winner: boolean | null
}
