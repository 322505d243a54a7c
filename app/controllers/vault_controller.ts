import type { HttpContext } from '@adonisjs/core/http'
import { publicVaultState } from '#services/vault/vault_state'

export default class VaultController {
  async show({ inertia }: HttpContext) {
    // a copy: the cached value is shared by every visitor, the props object is this page's
    const { vault, winners, seedHash, pointsPerDollar } = await publicVaultState()
    return inertia.render('vault', { vault, winners, seedHash, pointsPerDollar })
  }
}
