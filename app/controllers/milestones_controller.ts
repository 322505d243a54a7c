import type { HttpContext } from '@adonisjs/core/http'
import Milestone from '#models/milestone'
import MilestoneTransformer from '#transformers/milestone_transformer'

export default class MilestonesController {
  async show({ inertia }: HttpContext) {
    const milestones = await Milestone.query().orderBy('wager_required', 'asc')
    return inertia.render('milestones', { milestones: MilestoneTransformer.transform(milestones) })
  }
}
