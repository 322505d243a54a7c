import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { BEACON_NOT_PINNED, vaultBeaconSetting } from '#config/vault'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { publicTransaction } from '#infra/live/public_cache'
import { chainOrNull, closeTime, roundFor } from '#services/vault/beacon'
import { lockedVault } from '#services/vault/cycle'
import { cycleContributions } from '#services/vault/vault_admin'
import { completeVaultDraw, drawCycle, type CycleRow, type RollOutcome } from '#services/vault/draw'

/**
 * Roll Winner in two steps, so that whoever holds the seed cannot steer the draw:
 *
 * 1. the roll closes the cycle (no contribution or edit is accepted after it), freezes the
 *    prize (the vault value) and records the close time and the pinned chain; the draw's
 *    round is the first drand round published after the close;
 * 2. once that round is out, the draw uses its verified randomness in the HMAC message
 *    (#shared/vault_draw). Nobody knows that randomness at the close, the seed holder
 *    included, and the close fixed the contributions, the prize and the round.
 *
 * Step 2 runs from the next roll call (the admin page calls again while the draw is
 * pending) or from the worker's `vault:draw` job, whichever comes first; the draw is a
 * conditional UPDATE of the cycle, so racing completions leave one draw.
 *
 * A closed cycle waits for its round however long it takes: a beacon unreachable at the
 * close (the round is then worked out from the close time once the chain answers), or when
 * the round is due, only delays the draw; it never falls back to another message. Only the
 * explicit opt-out (VAULT_BEACON_URL=off) draws from the cycle id alone, at once, and the
 * record says that draw is not beacon-verified. This file is step 1; draw.ts is step 2.
 */

/**
 * Roll Winner; with `pendingCycleId` (the page waiting for a draw), completes or answers that
 * cycle's draw when it is closed instead of rolling the current cycle
 */
export async function rollVaultWinner(
  actorId: number,
  pendingCycleId?: number
): Promise<RollOutcome> {
  if (pendingCycleId !== undefined) {
    const outcome = await completeVaultDraw(pendingCycleId)
    if (outcome) return outcome
  }
  const setting = vaultBeaconSetting()
  if (setting.kind === 'unpinned')
    throw new ActionRefusedException(ERROR_CODES.invalidState, BEACON_NOT_PINNED)
  // Reached before the transaction: no network wait while the vault is locked. Unreachable,
  // the cycle still closes; its round follows from the close time once the chain answers.
  const chain = setting.kind === 'beacon' ? await chainOrNull(setting.config) : null
  const closed = await publicTransaction(['vault'], async (trx) => {
    const vault = await lockedVault(trx)
    const cycle: CycleRow = await trx.from('vault_cycles').where('id', vault.cycleId).firstOrFail()
    // Already closed: its draw is pending, and this call tries to complete it
    if (cycle.closed_at !== null) return { kind: 'closed' as const, cycleId: vault.cycleId }
    if (vault.value <= 0) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, 'errors.vault_empty')
    }
    const contributions = await cycleContributions(vault.cycleId, trx)
    if (contributions.length === 0) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, 'errors.vault_no_contributors')
    }
    const closedAt = closeTime()
    const timing = chain ? roundFor(closedAt, chain) : null
    const chainHash = setting.kind === 'beacon' ? setting.config.chainHash : null
    const updated = await trx
      .from('vault_cycles')
      .where('id', vault.cycleId)
      .whereNull('closed_at')
      .update({
        closed_at: dbTimestamp(trx, closedAt),
        prize_value: vault.value,
        beacon_chain_hash: chainHash,
        beacon_round: timing?.round ?? null,
        beacon_due_at: timing ? dbTimestamp(trx, timing.dueAt) : null,
      })
    if (affectedRows(updated) !== 1) {
      throw new ActionRefusedException(ERROR_CODES.conflict, 'errors.vault_just_rolled')
    }
    // The explicit opt-out: drawn at once from the cycle id, recorded as not beacon-verified
    if (chainHash === null) {
      return drawCycle(trx, { actorId, cycleId: vault.cycleId, beacon: null })
    }
    await recordAudit(trx, {
      actorId,
      action: 'vault.roll',
      subjectType: 'vault_cycle',
      subjectId: vault.cycleId,
      before: { value: vault.value, streams_active: vault.streamsActive },
      after: {
        closed: true,
        prize: vault.value,
        chain_hash: chainHash,
        beacon_round: timing?.round ?? null,
        due_at: timing?.dueAt.toISO() ?? null,
      },
    })
    return { kind: 'closed' as const, cycleId: vault.cycleId }
  })
  if (closed.kind === 'drawn') return closed
  const outcome = await completeVaultDraw(closed.cycleId)
  if (!outcome) throw new ActionRefusedException(ERROR_CODES.conflict, 'errors.vault_just_rolled')
  return outcome
}
