import type { HttpContext } from '@adonisjs/core/http'
import VaultWinner from '#models/vault_winner'
import { loadVaultState } from '#services/vault/vault_state'
import { cycleContributions, rollVaultWinner, updateVault } from '#services/vault/vault_admin'
import VaultTransformer from '#transformers/vault_transformer'
import VaultWinnerTransformer from '#transformers/vault_winner_transformer'
import { vaultUpdateValidator } from '#validators/admin_vault'

export default class VaultController {
  async show({ inertia }: HttpContext) {
    const state = await loadVaultState()
    const contributions = state.vault.cycleId ? await cycleContributions(state.vault.cycleId) : []
    return inertia.render('admin/vault', {
      vault: VaultTransformer.transform(state.vault),
      winners: VaultWinnerTransformer.transform(state.winners),
      seedHash: state.seedHash,
      cycle: {
        id: state.vault.cycleId ?? null,
        contributors: new Set(contributions.map((c) => c.user_id)).size,
        dollars: contributions.reduce((sum, c) => sum + c.amount, 0),
      },
    })
  }

  /** POST /api/vault/update: answers { vault } */
  async update({ auth, request }: HttpContext) {
    const payload = await request.validateUsing(vaultUpdateValidator)
    const vault = await updateVault(auth.getUserOrFail().id, payload)
    return { vault }
  }

  /** POST /api/vault/roll-winner: answers { winner, vaultValue } or { error } */
  async roll({ auth }: HttpContext) {
    const roll = await rollVaultWinner(auth.getUserOrFail().id)
    const winner = await VaultWinner.findOrFail(roll.winnerId)
    return {
      winner: new VaultWinnerTransformer(winner).toObject(),
      vaultValue: roll.vaultValue,
      vault: { value: 0, streams_active: 0 },
      cycleId: roll.cycleId,
      seedHash: roll.nextSeedHash,
      cycle: { id: roll.nextCycleId, contributors: 0, dollars: 0 },
    }
  }
}
