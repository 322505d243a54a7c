import type { HttpContext } from '@adonisjs/core/http'
import {
  CLAIM_MESSAGES,
  MilestoneClaimRejected,
  fileMilestoneClaim,
} from '#services/milestones/claims'

export default class MilestoneClaimsController {
  /** POST /api/milestones/:id/claim: files a claim for review (201), or says why not */
  async store({ auth, params, response }: HttpContext) {
    try {
      const claim = await fileMilestoneClaim(auth.getUserOrFail(), Number(params.id))
      response.status(201)
      return {
        message: CLAIM_MESSAGES.filed,
        claim: { id: claim.id, milestone_id: claim.milestoneId, status: claim.status },
      }
    } catch (error) {
      if (!(error instanceof MilestoneClaimRejected)) throw error
      return response.status(error.status).send({ message: error.message, error: error.message })
    }
  }
}
