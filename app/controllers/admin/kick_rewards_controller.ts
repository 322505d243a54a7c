import type { HttpContext } from '@adonisjs/core/http'
import { kickRewardsValidator } from '#validators/kick_rewards'
import { kickRewardSettings, saveKickRewardSettings } from '#services/kick_rewards/settings'
import { waitingHeldCredits } from '#services/points/held_credits'
import { pointsAuthority } from '#services/points/points_authority'

/** /admin/kick-rewards: the points per support event and the rewards held for unlinked accounts */
export default class KickRewardsController {
  private async state() {
    return { settings: await kickRewardSettings(), held: await waitingHeldCredits() }
  }

  async show({ inertia }: HttpContext) {
    return inertia.render('admin/kick_rewards', await this.state())
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(kickRewardsValidator)
    const authority = await pointsAuthority(ctx)
    const message = await saveKickRewardSettings(ctx.auth.user!.id, input, authority)
    return { message: ctx.i18n.t(message), ...(await this.state()) }
  }
}
