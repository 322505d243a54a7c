import type { HttpContext } from '@adonisjs/core/http'
import { contributeToVault } from '#services/vault/contribute_to_vault'
import { OWN_ACCOUNT_ONLY, namesAPayer, vaultContributionValidator } from '#validators/economy'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { refusalsWorded, type DialogWording } from '#exceptions/dialog_refusal'

/** The vault modal reads `error` (and the status) */
const vaultModalWording: DialogWording = (refusal) => ({
  status: refusal.status,
  body: { error: refusal.text },
})

/**
 * POST /api/vault/add: a user adds whole dollars to the vault, paid in points. Refusals answer
 * 422 `{ error }`, as the vault modal reads them.
 */
export default class VaultContributionsController {
  @refusalsWorded(vaultModalWording)
  async store({ auth, request }: HttpContext) {
    const user = auth.getUserOrFail()
    if (namesAPayer(request.body())) throw new ActionRefusedException(OWN_ACCOUNT_ONLY)
    const input = await request.validateUsing(vaultContributionValidator)

    const outcome = await contributeToVault({ userId: user.id, amount: input.amount })
    if (outcome.kind === 'insufficient_points') {
      const { cost, balance } = outcome
      throw new ActionRefusedException(
        `Insufficient points: $${input.amount} costs ${cost.toLocaleString('en-US')} points and you have ${balance.toLocaleString('en-US')}.`
      )
    }
    return { vault: { value: outcome.vault.value, streams_active: outcome.vault.streamsActive } }
  }
}
