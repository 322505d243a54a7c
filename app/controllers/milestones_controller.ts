import type { HttpContext } from '@adonisjs/core/http'
import Milestone from '#models/milestone'
import MilestoneTransformer from '#transformers/milestone_transformer'
import { openMilestoneClaims } from '#services/milestones/claims'

export default class MilestonesController {
  /** The 11 milestones, and the visitor's own open claims (for the card badges) */
  async show({ inertia, auth }: HttpContext) {
    const milestones = await Milestone.query().orderBy('wager_required', 'asc')
    return inertia.render('milestones', {
      milestones: MilestoneTransformer.transform(milestones),
      claims: auth.user ? await openMilestoneClaims(auth.user.id) : [],
    })
  }
}
