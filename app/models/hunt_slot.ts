import { HuntSlotSchema } from '#database/schema'
import { numberColumn } from '#models/columns'

export default class HuntSlot extends HuntSlotSchema {
  @numberColumn()
  declare betSize: number

  /** the payout; null while unopened */
  @numberColumn()
  declare amount: number | null
}
