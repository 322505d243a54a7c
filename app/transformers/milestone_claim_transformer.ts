import type MilestoneClaim from '#models/milestone_claim'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A milestone claim under review: the claimant, the milestone and the Celsius name given */
export default class MilestoneClaimTransformer extends BaseTransformer<MilestoneClaim> {
  toObject() {
    const c = this.resource
    return {
      ...this.pick(c, ['id', 'status']),
      created_at: c.createdAt.toUTC().toISO()!,
      celsius_username: c.celsiusUsername ?? c.user.celsiusUsername,
      user: { id: c.user.id, username: c.user.username },
      milestone: { prize: c.milestone.prize, wagerRequired: c.milestone.wagerRequired },
    }
  }
}
