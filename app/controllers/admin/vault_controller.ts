import type { HttpContext } from '@adonisjs/core/http'
import VaultWinner from '#models/vault_winner'
import { loadAdminVaultView, rollVaultWinner, updateVault } from '#services/vault/vault_admin'
import VaultTransformer from '#transformers/vault_transformer'
import VaultWinnerTransformer from '#transformers/vault_winner_transformer'
import { vaultUpdateValidator } from '#validators/admin_vault'

export default class VaultController {
  async show({ inertia }: HttpContext) {
    const view = await loadAdminVaultView()
    return inertia.render('admin/vault', {
      vault: VaultTransformer.transform(view.vault),
      winners: VaultWinnerTransformer.transform(view.winners),
      seedHash: view.seedHash,
      cycle: view.cycle,
    })
  }

  /** POST /api/vault/update: answers { vault } */
  async update({ auth, request }: HttpContext) {
    const payload = await request.validateUsing(vaultUpdateValidator)
    const vault = await updateVault(auth.getUserOrFail().id, payload)
    return { vault }
  }

  /**
   * POST /api/vault/roll-winner: answers { winner, vaultValue } or { error }, with the vault,
   * seed hash and cycle as saved once the roll committed
   */
  async roll({ auth }: HttpContext) {
    const roll = await rollVaultWinner(auth.getUserOrFail().id)
    const winner = await VaultWinner.findOrFail(roll.winnerId)
    const view = await loadAdminVaultView()
    return {
      winner: new VaultWinnerTransformer(winner).toObject(),
      vaultValue: roll.vaultValue,
      vault: new VaultTransformer(view.vault).toObject(),
      cycleId: roll.cycleId,
      seedHash: view.seedHash,
      cycle: view.cycle,
    }
  }
}
