import type { HttpContext } from '@adonisjs/core/http'
import { startSocialLogin } from '#services/accounts/social_login'
import type { LinkProvider } from '#services/accounts/linked_accounts'

/** GET /auth/:provider/redirect: "Continue with Discord / Kick" (the callback is the provider's link callback) */
export default class SocialLoginController {
  redirect(ctx: HttpContext) {
    return startSocialLogin(ctx, ctx.params.provider as LinkProvider)
  }
}
