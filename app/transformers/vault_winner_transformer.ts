import type VaultWinner from '#models/vault_winner'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class VaultWinnerTransformer extends BaseTransformer<VaultWinner> {
  toObject() {
    const w = this.resource
    return {
      ...this.pick(w, ['id', 'username', 'amount']),
      date: w.createdAt?.toISO() ?? null,
      /** the cycle this win closed: its public record proves the draw */
      cycle_id: w.cycleId,
    }
  }
}
