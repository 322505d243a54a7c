import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { isRecentlyConfirmed } from '#services/accounts/confirmation'
import { CONFIRMATION_MESSAGES } from '#shared/confirmation'
import { ERROR_CODES } from '#shared/errors'
import { ROLE_MESSAGES } from '#shared/roles'

/**
 * Points created from nothing by a setting (a raffle's `prize_points`, the hunt's guess prize,
 * the Kick reward amounts) are a grant paid later: setting one needs what a grant by hand
 * needs (docs/roles.md), the `grantPoints` ability and a fresh confirmation. The controller
 * reads both from the request; the service decides, inside its transaction, whether the
 * request changes such an amount (sending back the amount already set is no change, so a
 * moderator may still run a raffle or hunt whose prize an admin set).
 */
export type PointsAuthority = { mayGrant: boolean; confirmed: boolean }

/** What the signed-in staff member may do about points amounts on this request */
export async function pointsAuthority(ctx: HttpContext): Promise<PointsAuthority> {
  return {
    mayGrant: await ctx.bouncer.allows('grantPoints'),
    confirmed: isRecentlyConfirmed(ctx.session),
  }
}

/**
 * Refuses (403, nothing written) a request that `changes` a points amount without the
 * `grantPoints` ability, or without a confirmation in the last 15 minutes (answered like
 * `middleware.confirmed()`, so the pages' confirmation dialog opens and retries)
 */
export function requirePointsAuthority(authority: PointsAuthority, changes: boolean) {
  if (!changes) return
  if (!authority.mayGrant)
    throw new ActionRefusedException(ERROR_CODES.forbidden, ROLE_MESSAGES.pointsPrize)
  if (!authority.confirmed) {
    throw new ActionRefusedException(
      ERROR_CODES.confirmationRequired,
      CONFIRMATION_MESSAGES.required
    )
  }
}
