import { MilestoneSchema } from '#database/schema'
import { numberColumn } from '#models/columns'

export default class Milestone extends MilestoneSchema {
  @numberColumn()
  declare wagerRequired: number
}
