import type { HttpContext } from '@adonisjs/core/http'
import Purchase from '#models/purchase'
import MilestoneClaim from '#models/milestone_claim'
import RedemptionTransformer from '#transformers/redemption_transformer'
import MilestoneClaimTransformer from '#transformers/milestone_claim_transformer'
import { decideMilestoneClaim, markPurchaseSent, refundPurchase } from '#services/shop/redemptions'
import { REDEMPTION_QUEUE_LIMIT } from '#shared/admin'

/**
 * The redemption queue: purchases 'In Review' and pending milestone claims, oldest first (the
 * claims only for a role that may decide them: moderators see none)
 */
export default class RedemptionsController {
  async show({ inertia, bouncer }: HttpContext) {
    const pending = await Purchase.query()
      .where('status', '')
      .preload('user')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(REDEMPTION_QUEUE_LIMIT)
    const recent = await Purchase.query()
      .whereNot('status', '')
      .preload('user')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
    const claims = !(await bouncer.allows('manageMilestoneClaims'))
      ? []
      : await MilestoneClaim.query()
          .where('status', 'pending')
          .preload('user')
          .preload('milestone')
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(REDEMPTION_QUEUE_LIMIT)
    const waiting = await Purchase.query().where('status', '').count('* as total').firstOrFail()
    return inertia.render('admin/redemptions', {
      pending: RedemptionTransformer.transform(pending),
      pendingTotal: Number(waiting.$extras.total),
      recent: RedemptionTransformer.transform(recent),
      claims: MilestoneClaimTransformer.transform(claims),
    })
  }

  async markSent({ auth, params }: HttpContext) {
    await markPurchaseSent(auth.getUserOrFail().id, Number(params.id))
    return { message: 'success', status: 'Sent' }
  }

  async refund({ auth, params }: HttpContext) {
    await refundPurchase(auth.getUserOrFail().id, Number(params.id))
    return { message: 'success', status: 'Refunded' }
  }

  async approveClaim({ auth, params }: HttpContext) {
    await decideMilestoneClaim(auth.getUserOrFail().id, Number(params.id), 'approved')
    return { message: 'success', status: 'approved' }
  }

  async rejectClaim({ auth, params }: HttpContext) {
    await decideMilestoneClaim(auth.getUserOrFail().id, Number(params.id), 'rejected')
    return { message: 'success', status: 'rejected' }
  }
}
