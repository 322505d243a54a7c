import type { HttpContext } from '@adonisjs/core/http'
import { vaultCycleRecord } from '#services/vault/cycle_record'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'

/** Public JSON record of a vault cycle, so anyone can recompute a roll */
export default class VaultCyclesController {
  async show({ params }: HttpContext) {
    const record = await vaultCycleRecord(Number(params.id))
    if (!record)
      throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.vault_cycle_not_found')
    return record
  }
}
