import type { HttpContext } from '@adonisjs/core/http'
import { beginTwoFactorSetup } from '#services/accounts/two_factor'
import { turnTwoFactorOff, turnTwoFactorOn } from '#services/accounts/two_factor_session'
import { TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { twoFactorDisableValidator, twoFactorEnableValidator } from '#validators/two_factor'

/** The profile's Security tab: set up, turn on and turn off two-factor sign-in */
export default class TwoFactorController {
  /** POST /api/user/two-factor/setup: a new secret for the authenticator app */
  async setup({ auth }: HttpContext) {
    return beginTwoFactorSetup(auth.getUserOrFail())
  }

  /**
   * POST /api/user/two-factor/enable: the first code turns it on (after a fresh confirmation
   * with the password); recovery codes, once. Every other session of the account ends.
   */
  async enable(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(twoFactorEnableValidator)
    const recoveryCodes = await turnTwoFactorOn(ctx, code)
    return { message: ctx.i18n.t(M.enabled), recovery_codes: recoveryCodes }
  }

  /** POST /api/user/two-factor/disable: the password and a code; every other session ends */
  async disable(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(twoFactorDisableValidator)
    await turnTwoFactorOff(ctx, input)
    return { message: ctx.i18n.t(M.disabled) }
  }
}
