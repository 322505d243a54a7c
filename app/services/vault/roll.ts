import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { vaultBeacon, type VaultBeaconConfig } from '#config/vault'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp, readDbTimestamp } from '#services/db/time'
import { affectedRows, insertedId } from '#services/db/writes'
import { publicTransaction } from '#services/public_cache'
import {
  reachBeaconChain,
  verifiedBeaconRound,
  type BeaconChain,
  type BeaconRound,
} from '#services/vault/beacon'
import { lockedVault, openCycle } from '#services/vault/cycle'
import { cycleContributions } from '#services/vault/vault_admin'
import { drawMessage, drawWinner, firstRoundAfter, roundTimeMs } from '#shared/vault_draw'

/**
 * Roll Winner in two steps, so that whoever holds the seed cannot steer the draw:
 *
 * 1. the roll closes the cycle (no contribution is accepted after it) and records the close
 *    time and the first drand round published after it;
 * 2. once that round is out, the draw uses its verified randomness in the HMAC message
 *    (#shared/vault_draw). Nobody knows that randomness at the close, the seed holder
 *    included, and the close fixed the contributions and the round.
 *
 * Step 2 runs from the next roll call (the admin page calls again while the draw is
 * pending) or from the worker's `vault:draw` job, whichever comes first; the draw is a
 * conditional UPDATE of the cycle, so racing completions leave one draw.
 *
 * Without a beacon (VAULT_BEACON_URL unset), or when its chain cannot be reached at the
 * close, the roll draws at once from the cycle id alone, as before the beacon. A draw whose
 * round is due but cannot be fetched stays pending for VAULT_BEACON_FALLBACK_SECONDS, then
 * falls back the same way (the record says which message was used).
 */
export type RollOutcome =
  | { kind: 'drawn'; winnerId: number; vaultValue: number; cycleId: number }
  | { kind: 'pending'; cycleId: number; round: number; dueAt: string }

type CycleRow = {
  id: number
  seed: string
  closed_at: string | Date | null
  drawn_at: string | Date | null
  beacon_round: number | string | null
  beacon_due_at: string | Date | null
}

async function chainAtClose(config: VaultBeaconConfig | null): Promise<BeaconChain | null> {
  if (!config) return null
  try {
    return await reachBeaconChain(config)
  } catch (error) {
    logger.warn({ err: error }, 'vault beacon unreachable at the roll: drawing without it')
    return null
  }
}

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
  // Reached before the transaction: no network wait while the vault is locked
  const chain = await chainAtClose(vaultBeacon())
  const closed = await publicTransaction(['vault'], async (trx) => {
    const vault = await lockedVault(trx)
    const cycle: CycleRow = await trx.from('vault_cycles').where('id', vault.cycleId).firstOrFail()
    // Already closed: its draw is pending, and this call tries to complete it
    if (cycle.closed_at !== null) return { kind: 'closed' as const, cycleId: vault.cycleId }
    if (vault.value <= 0) {
      throw new ActionRefusedException('The vault is empty: there is nothing to win yet')
    }
    const contributions = await cycleContributions(vault.cycleId, trx)
    if (contributions.length === 0) {
      throw new ActionRefusedException(
        'No one has added to the vault this cycle, so there is no one to draw'
      )
    }
    const closedAt = DateTime.utc()
    const round = chain ? firstRoundAfter(closedAt.toMillis(), chain) : null
    const dueAt = chain && round ? DateTime.fromMillis(roundTimeMs(round, chain)) : null
    const updated = await trx
      .from('vault_cycles')
      .where('id', vault.cycleId)
      .whereNull('closed_at')
      .update({
        closed_at: dbTimestamp(trx, closedAt),
        beacon_round: round,
        beacon_due_at: dueAt ? dbTimestamp(trx, dueAt) : null,
      })
    if (affectedRows(updated) !== 1) {
      throw new ActionRefusedException('This vault was just rolled', 409)
    }
    if (round === null) {
      return drawCycle(trx, { actorId, cycleId: vault.cycleId, beacon: null })
    }
    await recordAudit(trx, {
      actorId,
      action: 'vault.roll',
      subjectType: 'vault_cycle',
      subjectId: vault.cycleId,
      before: { value: vault.value, streams_active: vault.streamsActive },
      after: { closed: true, beacon_round: round, due_at: dueAt?.toISO() ?? null },
    })
    return { kind: 'closed' as const, cycleId: vault.cycleId }
  })
  if (closed.kind === 'drawn') return closed
  const outcome = await completeVaultDraw(closed.cycleId)
  if (!outcome) throw new ActionRefusedException('This vault was just rolled', 409)
  return outcome
}

/**
 * Completes the pending draw (the closed cycle not drawn yet; at most one, the vault's
 * current cycle), or tells that it is still pending. With a cycle id, a cycle already drawn
 * answers its draw (a racing call that lost). Null when there is nothing to complete.
 */
export async function completeVaultDraw(cycleId?: number): Promise<RollOutcome | null> {
  const query = db.from('vault_cycles')
  if (cycleId) query.where('id', cycleId)
  else query.whereNotNull('closed_at').whereNull('drawn_at').orderBy('id', 'asc')
  const cycle: CycleRow | null = await query.first()
  if (!cycle || cycle.closed_at === null) return null
  if (cycle.drawn_at !== null) return drawnOutcome(cycle.id)

  const round = cycle.beacon_round === null ? null : Number(cycle.beacon_round)
  let beacon: BeaconRound | null = null
  if (round !== null && cycle.beacon_due_at !== null) {
    const dueAt = readDbTimestamp(cycle.beacon_due_at)
    const pending: RollOutcome = {
      kind: 'pending',
      cycleId: cycle.id,
      round,
      dueAt: dueAt.toUTC().toISO()!,
    }
    // The round is not out before its time: nobody asks for it, nothing can be drawn
    if (Date.now() < dueAt.toMillis()) return pending
    const config = vaultBeacon()
    if (config) {
      try {
        beacon = await verifiedBeaconRound(config, round)
      } catch (error) {
        if (Date.now() < dueAt.toMillis() + config.fallbackAfterMs) {
          logger.warn({ err: error, round }, 'vault beacon round not available yet')
          return pending
        }
        logger.warn({ err: error, round }, 'vault beacon round unavailable: drawing without it')
      }
    }
  }
  return publicTransaction(['vault'], async (trx) => {
    await lockedVault(trx)
    return drawCycle(trx, { actorId: null, cycleId: cycle.id, beacon })
  })
}

async function drawnOutcome(
  cycleId: number,
  client: QueryClientContract = db.connection()
): Promise<RollOutcome> {
  const winner = await client.from('vault_winners').where('cycle_id', cycleId).firstOrFail()
  return {
    kind: 'drawn',
    winnerId: Number(winner.id),
    vaultValue: Number(winner.amount),
    cycleId,
  }
}

/**
 * The draw of a closed cycle, inside the caller's transaction (which called lockedVault
 * first): marks the cycle drawn (a conditional UPDATE: a racing draw that lost answers the
 * winning one), picks the winner from the seed and the message, pays the whole vault value,
 * sets value and streams to 0 and opens the next cycle.
 */
async function drawCycle(
  trx: TransactionClientContract,
  input: { actorId: number | null; cycleId: number; beacon: BeaconRound | null }
): Promise<RollOutcome> {
  const { cycleId, beacon } = input
  const marked = await trx
    .from('vault_cycles')
    .where('id', cycleId)
    .whereNotNull('closed_at')
    .whereNull('drawn_at')
    .update({
      drawn_at: dbTimestamp(trx),
      beacon_randomness: beacon?.randomness ?? null,
      beacon_signature: beacon?.signature ?? null,
    })
  if (affectedRows(marked) !== 1) return drawnOutcome(cycleId, trx)

  const vault = await trx.from('vaults').where('id', 1).firstOrFail()
  const value = Number(vault.value)
  const cycle = await trx.from('vault_cycles').where('id', cycleId).firstOrFail()
  const contributions = await cycleContributions(cycleId, trx)
  const message = drawMessage(cycleId, beacon?.randomness ?? null)
  const draw = await drawWinner(cycle.seed, message, contributions)

  const [inserted] = await trx
    .insertQuery()
    .table('vault_winners')
    .insert({
      cycle_id: cycleId,
      user_id: draw.entry.user_id,
      username: draw.entry.username,
      amount: value,
      created_at: dbTimestamp(trx),
    })
    .returning('id')
  await trx
    .from('vaults')
    .where('id', 1)
    .update({ value: 0, streams_active: 0, updated_at: dbTimestamp(trx) })
  const nextCycleId = await openCycle(trx)

  await recordAudit(trx, {
    actorId: input.actorId,
    action: input.actorId === null ? 'vault.draw' : 'vault.roll',
    subjectType: 'vault_cycle',
    subjectId: cycleId,
    before: { value, streams_active: Number(vault.streams_active) },
    after: {
      value: 0,
      streams_active: 0,
      winner: draw.entry.username,
      amount: value,
      ticket: draw.ticket,
      total: draw.total,
      message,
      beacon_round: beacon?.round ?? null,
      next_cycle_id: nextCycleId,
    },
  })
  return { kind: 'drawn', winnerId: insertedId(inserted), vaultValue: value, cycleId }
}
