import type { HttpContext } from '@adonisjs/core/http'
import { contributeToVault } from '#services/vault/contribute_to_vault'
import { OWN_ACCOUNT_ONLY, namesAPayer, vaultContributionValidator } from '#validators/economy'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'

/** POST /api/vault/add: a user adds whole dollars to the vault, paid in points */
export default class VaultContributionsController {
  async store({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    if (namesAPayer(request.body())) {
      throw new ActionRefusedException(ERROR_CODES.ownAccountOnly, OWN_ACCOUNT_ONLY)
    }
    const input = await request.validateUsing(vaultContributionValidator)

    const outcome = await contributeToVault({ userId: user.id, amount: input.amount })
    if (outcome.kind === 'insufficient_points') {
      const { cost, balance } = outcome
      throw new ActionRefusedException(ERROR_CODES.insufficientPoints, {
        key: 'errors.insufficient_points',
        values: { amount: String(input.amount), cost, balance },
      })
    }
    return { vault: { value: outcome.vault.value, streams_active: outcome.vault.streamsActive } }
  }
}
