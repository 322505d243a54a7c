import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { BEACON_NOT_PINNED, vaultBeaconSetting } from '#config/vault'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { publicTransaction } from '#infra/live/public_cache'
import {
  chainOrNull,
  closeTime,
  roundFor,
  verifiedBeaconRound,
  type BeaconRound,
} from '#services/vault/beacon'
import { lockedVault, openCycle } from '#services/vault/cycle'
import { cycleContributions } from '#services/vault/vault_admin'
import { drawMessage, drawWinner } from '#shared/vault_draw'
import { vaultWinner } from '#services/discord/announcement_events'

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
 * record says that draw is not beacon-verified.
 */
export type RollOutcome =
  | { kind: 'drawn'; winnerId: number; vaultValue: number; cycleId: number }
  | {
      kind: 'pending'
      cycleId: number
      /** null until the chain was reached to work the round out from the close time */
      round: number | null
      dueAt: string | null
      closedAt: string
    }

type CycleRow = {
  id: number
  seed: string
  closed_at: string | Date | null
  drawn_at: string | Date | null
  beacon_round: number | string | null
  beacon_due_at: string | Date | null
  beacon_chain_hash: string | null
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
  const setting = vaultBeaconSetting()
  if (setting.kind === 'unpinned') throw new ActionRefusedException(BEACON_NOT_PINNED)
  // Reached before the transaction: no network wait while the vault is locked. Unreachable,
  // the cycle still closes; its round follows from the close time once the chain answers.
  const chain = setting.kind === 'beacon' ? await chainOrNull(setting.config) : null
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
      throw new ActionRefusedException('This vault was just rolled', 409)
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
  if (!outcome) throw new ActionRefusedException('This vault was just rolled', 409)
  return outcome
}

/**
 * Completes the pending draw (the closed cycle not drawn yet; at most one, the vault's
 * current cycle), or tells that it is still pending. With a cycle id, a cycle already drawn
 * answers its draw (a racing call that lost). Null when there is nothing to complete.
 *
 * The draw only ever uses the round of the chain the cycle closed for: while that chain
 * cannot be reached, the round is not out, its signature does not verify, or the site is
 * now configured for another chain (or none), the draw stays pending.
 */
export async function completeVaultDraw(cycleId?: number): Promise<RollOutcome | null> {
  const query = db.from('vault_cycles')
  if (cycleId) query.where('id', cycleId)
  else query.whereNotNull('closed_at').whereNull('drawn_at').orderBy('id', 'asc')
  const cycle: CycleRow | null = await query.first()
  if (!cycle || cycle.closed_at === null) return null
  if (cycle.drawn_at !== null) return drawnOutcome(cycle.id)

  const closedAt = readDbTimestamp(cycle.closed_at)
  let round = cycle.beacon_round === null ? null : Number(cycle.beacon_round)
  let dueAt = cycle.beacon_due_at === null ? null : readDbTimestamp(cycle.beacon_due_at)
  const pending = (): RollOutcome => ({
    kind: 'pending',
    cycleId: cycle.id,
    round,
    dueAt: dueAt?.toUTC().toISO() ?? null,
    closedAt: closedAt.toUTC().toISO()!,
  })
  // A cycle closed for the beacon before the chain was recorded waits for the configured one
  const setting = vaultBeaconSetting()
  const config = setting.kind === 'beacon' ? setting.config : null
  const chainHash = cycle.beacon_chain_hash ?? config?.chainHash ?? null
  if (!config || config.chainHash !== chainHash) {
    logger.warn(
      { cycleId: cycle.id, chainHash },
      'vault draw waits: its beacon chain is not configured'
    )
    return pending()
  }

  if (round === null || dueAt === null) {
    const chain = await chainOrNull(config)
    if (!chain) return pending()
    const timing = roundFor(closedAt, chain)
    await db
      .from('vault_cycles')
      .where('id', cycle.id)
      .whereNull('beacon_round')
      .update({
        beacon_round: timing.round,
        beacon_due_at: dbTimestamp(db.connection(), timing.dueAt),
        beacon_chain_hash: chainHash,
      })
    round = timing.round
    dueAt = timing.dueAt
  }
  // The round is not out before its time: nobody asks for it, nothing can be drawn
  if (Date.now() < dueAt.toMillis()) return pending()
  let beacon: BeaconRound
  try {
    beacon = await verifiedBeaconRound(config, round)
  } catch (error) {
    logger.warn({ err: error, round }, 'vault beacon round not available yet: the draw waits')
    return pending()
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
 * winning one), picks the winner from the seed and the message, pays the prize frozen at the
 * close,
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
  const cycle = await trx.from('vault_cycles').where('id', cycleId).firstOrFail()
  // the prize frozen at the close (cycles closed before it was recorded: the vault value)
  const value = Number(cycle.prize_value ?? vault.value)
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
  await vaultWinner(trx, { cycleId, username: draw.entry.username, amount: value })

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
