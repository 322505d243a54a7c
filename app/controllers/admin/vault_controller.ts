import type { HttpContext } from '@adonisjs/core/http'
import VaultWinner from '#models/vault_winner'
import { loadAdminVaultView, updateVault } from '#services/vault/vault_admin'
import { rollVaultWinner } from '#services/vault/roll'
import VaultTransformer from '#transformers/vault_transformer'
import VaultWinnerTransformer from '#transformers/vault_winner_transformer'
import { vaultRollValidator, vaultUpdateValidator } from '#validators/admin_vault'

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
   * POST /api/vault/roll-winner: answers { winner, vaultValue } or, while the draw waits for
   * its beacon round, { pending: { round, dueAt, closedAt } } (winner null, round null until
   * the chain was reached; calling again with that
   * `cycle_id` completes the draw once the round is out, or answers it if the worker did),
   * or { error }; with the vault, seed hash and cycle as saved once the roll committed
   */
  async roll({ auth, request }: HttpContext) {
    const { cycle_id: cycleId } = await request.validateUsing(vaultRollValidator)
    const roll = await rollVaultWinner(auth.getUserOrFail().id, cycleId)
    const winner = roll.kind === 'drawn' ? await VaultWinner.findOrFail(roll.winnerId) : null
    const view = await loadAdminVaultView()
    return {
      winner: winner ? new VaultWinnerTransformer(winner).toObject() : null,
      vaultValue: roll.kind === 'drawn' ? roll.vaultValue : null,
      pending:
        roll.kind === 'pending'
          ? { round: roll.round, dueAt: roll.dueAt, closedAt: roll.closedAt }
          : null,
      vault: new VaultTransformer(view.vault).toObject(),
      cycleId: roll.cycleId,
      seedHash: view.seedHash,
      cycle: view.cycle,
    }
  }
}
