import { publicTransaction } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { lockedVault } from '#services/vault/cycle'
import { vaultPointsPerDollar } from '#config/vault'

export type VaultContributionOutcome =
  | { kind: 'added'; vault: { value: number; streamsActive: number }; points: number }
  | { kind: 'insufficient_points'; cost: number; balance: number }

export const VAULT_CLOSED_FOR_DRAW = 'vault_rules.closed_for_draw' satisfies MessageKey

/** Balances are 32-bit integer columns: no balance can pay more than this */
const MAX_POINTS = 2_147_483_647

/** Points a vault contribution of `amount` whole dollars costs */
export function vaultContributionCost(amount: number) {
  const perDollar = vaultPointsPerDollar()
  if (!Number.isSafeInteger(perDollar) || perDollar < 1) {
    throw new RangeError('VAULT_POINTS_PER_DOLLAR must be a whole number of points, 1 or more')
  }
  return amount * perDollar
}

/**
 * A user adds whole dollars to the vault, paid in points, in one transaction: the vault row
 * is locked first (lockedVault), the contribution is recorded in the current cycle (the roll
 * draws among these), the points are debited through the ledger (conditional UPDATE; too few
 * points rolls everything back) and the vault value rises by the amount.
 *
 * Lock order is vault, then user.
 */
export async function contributeToVault(input: {
  userId: number
  amount: number
}): Promise<VaultContributionOutcome> {
  const cost = vaultContributionCost(input.amount)
  if (cost > MAX_POINTS)
    return { kind: 'insufficient_points', cost, balance: await balanceOf(input.userId) }
  try {
    return await publicTransaction(['vault'], async (trx) => {
      const vault = await lockedVault(trx)
      // A roll closed the cycle: its contributions are final until the draw opens the next
      const cycle = await trx.from('vault_cycles').where('id', vault.cycleId).first()
      if (cycle?.closed_at)
        throw new ActionRefusedException(ERROR_CODES.invalidState, VAULT_CLOSED_FOR_DRAW)
      const now = dbTimestamp(trx)
      const [row] = await trx
        .insertQuery()
        .table('vault_contributions')
        .insert({
          cycle_id: vault.cycleId,
          user_id: input.userId,
          amount: input.amount,
          points: cost,
          created_at: now,
        })
        .returning('id')
      await applyPointChange(trx, {
        userId: input.userId,
        delta: -cost,
        reason: 'vault',
        referenceType: 'vault_contribution',
        referenceId: insertedId(row),
      })
      await trx
        .from('vaults')
        .where('id', 1)
        .update({ value: trx.raw('value + ?', [input.amount]), updated_at: now })
      const after = await trx
        .from('vaults')
        .where('id', 1)
        .select('value', 'streams_active')
        .first()
      return {
        kind: 'added' as const,
        vault: { value: Number(after.value), streamsActive: Number(after.streams_active) },
        points: cost,
      }
    })
  } catch (error) {
    if (!(error instanceof InsufficientPointsError)) throw error
    return { kind: 'insufficient_points', cost, balance: await balanceOf(input.userId) }
  }
}

async function balanceOf(userId: number) {
  const user = await db.from('users').where('id', userId).select('balance').first()
  return Number(user?.balance ?? 0)
}
