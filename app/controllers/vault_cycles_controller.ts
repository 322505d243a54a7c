import type { HttpContext } from '@adonisjs/core/http'
import { vaultCycleRecord } from '#services/vault/cycle_record'

/** Public JSON record of a vault cycle, so anyone can recompute a roll */
export default class VaultCyclesController {
  async show({ params, response }: HttpContext) {
    const record = await vaultCycleRecord(Number(params.id))
    if (!record) return response.notFound({ message: 'Vault cycle not found' })
    return record
  }
}
