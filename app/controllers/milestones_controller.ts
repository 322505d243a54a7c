import type { HttpContext } from '@adonisjs/core/http'
import { openMilestoneClaims } from '#services/milestones/claims'
import { publicMilestones } from '#services/milestones/public_milestones'
import { publicPage } from '#http_cache/public_pages'

export const milestonesPage = publicPage(['milestones'])

export default class MilestonesController {
  /** The 11 milestones, and the visitor's own open claims (for the card badges) */
  async show({ inertia, auth }: HttpContext) {
    return inertia.render('milestones', {
      milestones: await publicMilestones(),
      claims: auth.user ? await openMilestoneClaims(auth.user.id) : [],
    })
  }
}
