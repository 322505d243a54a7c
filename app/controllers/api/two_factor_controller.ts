import type { HttpContext } from '@adonisjs/core/http'
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
} from '#services/accounts/two_factor'
import { TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { twoFactorDisableValidator, twoFactorEnableValidator } from '#validators/two_factor'

/** The profile's Security tab: set up, turn on and turn off two-factor sign-in */
export default class TwoFactorController {
  /** POST /api/user/two-factor/setup: a new secret for the authenticator app */
  async setup({ auth }: HttpContext) {
    return beginTwoFactorSetup(auth.getUserOrFail())
  }

  /** POST /api/user/two-factor/enable: the first code turns it on; recovery codes, once */
  async enable({ auth, request }: HttpContext) {
    const { code } = await request.validateUsing(twoFactorEnableValidator)
    const recoveryCodes = await enableTwoFactor(auth.getUserOrFail(), code)
    return { message: M.enabled, recovery_codes: recoveryCodes }
  }

  /** POST /api/user/two-factor/disable: the password and a code */
  async disable({ auth, request }: HttpContext) {
    const input = await request.validateUsing(twoFactorDisableValidator)
    await disableTwoFactor(auth.getUserOrFail(), input)
    return { message: M.disabled }
  }
}
