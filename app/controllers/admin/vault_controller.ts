import type { HttpContext } from '@adonisjs/core/http'
import { loadVaultState } from '#services/vault/vault_state'
import VaultTransformer from '#transformers/vault_transformer'
import VaultWinnerTransformer from '#transformers/vault_winner_transformer'

export default class VaultController {
  async show({ inertia }: HttpContext) {
    const state = await loadVaultState()
    return inertia.render('admin/vault', {
      vault: VaultTransformer.transform(state.vault),
      winners: VaultWinnerTransformer.transform(state.winners),
      seedHash: state.seedHash,
    })
  }
}
