import type User from '#models/user'
import Milestone from '#models/milestone'
import MilestoneClaim from '#models/milestone_claim'
import { isUniqueViolation } from '#infra/db/errors'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'

export const CLAIM_MESSAGES = {
  filed: 'claim_rules.filed',
  pending: 'claim_rules.pending',
  redeemed: 'claim_rules.redeemed',
  noCelsius: 'claim_rules.no_celsius',
  unknown: 'claim_rules.unknown',
} as const satisfies Record<string, MessageKey>

/**
 * Files a 'Redeem Milestone' claim for review. The Celsius username is copied onto the claim,
 * since the wagers are checked on Celsius. One claim per user and milestone may be pending
 * (a partial unique index guards against two racing requests); an approved claim is final,
 * a rejected one may be filed again.
 */
export async function fileMilestoneClaim(user: User, milestoneId: number) {
  const milestone = await Milestone.find(milestoneId)
  if (!milestone) throw new ActionRefusedException(ERROR_CODES.notFound, CLAIM_MESSAGES.unknown)
  const celsiusUsername = user.celsiusUsername?.trim()
  if (!celsiusUsername)
    throw new ActionRefusedException(ERROR_CODES.invalidState, CLAIM_MESSAGES.noCelsius)

  const open = await MilestoneClaim.query()
    .where('user_id', user.id)
    .where('milestone_id', milestone.id)
    .whereIn('status', ['pending', 'approved'])
    .first()
  if (open?.status === 'approved')
    throw new ActionRefusedException(ERROR_CODES.conflict, CLAIM_MESSAGES.redeemed)
  if (open) throw new ActionRefusedException(ERROR_CODES.conflict, CLAIM_MESSAGES.pending)

  try {
    return await MilestoneClaim.create({
      userId: user.id,
      milestoneId: milestone.id,
      status: 'pending',
      celsiusUsername,
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ActionRefusedException(ERROR_CODES.conflict, CLAIM_MESSAGES.pending)
    throw error
  }
}

/** The user's open claims (pending or approved), for the badges on the milestone cards */
export async function openMilestoneClaims(userId: number) {
  const claims = await MilestoneClaim.query()
    .where('user_id', userId)
    .whereIn('status', ['pending', 'approved'])
    .orderBy('id', 'asc')
  return claims.map((c) => ({ milestone_id: c.milestoneId, status: c.status }))
}
