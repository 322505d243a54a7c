import { MilestoneClaimSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Milestone from '#models/milestone'

export default class MilestoneClaim extends MilestoneClaimSchema {
  declare status: 'pending' | 'approved' | 'rejected'

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Milestone)
  declare milestone: BelongsTo<typeof Milestone>
}
