import type { HttpContext } from '@adonisjs/core/http'
import { CLAIM_MESSAGES, fileMilestoneClaim } from '#services/milestones/claims'

export default class MilestoneClaimsController {
  /** POST /api/milestones/:id/claim: files a claim for review (201), or says why not */
  async store({ auth, params, response, i18n }: HttpContext) {
    const claim = await fileMilestoneClaim(auth.getUserOrFail(), Number(params.id))
    // returned, not sent, so the typed client learns the answer's shape
    response.status(201)
    return {
      message: i18n.t(CLAIM_MESSAGES.filed),
      claim: { id: claim.id, milestone_id: claim.milestoneId, status: claim.status },
    }
  }
}
