import type { HttpContext } from '@adonisjs/core/http'
import { publicVaultState } from '#services/vault/vault_state'

export default class VaultController {
  async show({ inertia }: HttpContext) {
    return inertia.render('vault', await publicVaultState())
  }
}
