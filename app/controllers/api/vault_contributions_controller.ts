import type { HttpContext } from '@adonisjs/core/http'
import { contributeToVault } from '#services/vault/contribute_to_vault'
import { OWN_ACCOUNT_ONLY, namesAPayer, vaultContributionValidator } from '#validators/economy'

/** POST /api/vault/add: a user adds whole dollars to the vault, paid in points */
export default class VaultContributionsController {
  async store({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (namesAPayer(request.body()))
      return response.unprocessableEntity({ error: OWN_ACCOUNT_ONLY })
    const [error, input] = await request.tryValidateUsing(vaultContributionValidator)
    if (error) return response.unprocessableEntity({ error: error.messages[0].message })

    const outcome = await contributeToVault({ userId: user.id, amount: input.amount })
    if (outcome.kind === 'insufficient_points') {
      const { cost, balance } = outcome
      return response.unprocessableEntity({
        error: `Insufficient points: $${input.amount} costs ${cost.toLocaleString('en-US')} points and you have ${balance.toLocaleString('en-US')}.`,
      })
    }
    return { vault: { value: outcome.vault.value, streams_active: outcome.vault.streamsActive } }
  }
}
