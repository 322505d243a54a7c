import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { vaultBeaconSetting } from '#config/vault'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { publicTransaction } from '#infra/live/public_cache'
import { chainOrNull, roundFor, verifiedBeaconRound } from '#services/vault/beacon'
import type { BeaconRound } from '#shared/vault_draw'
import { lockedVault, openCycle } from '#services/vault/cycle'
import { cycleContributions } from '#services/vault/vault_admin'
import { drawMessage, drawWinner } from '#shared/vault_draw'
import { vaultWinner } from '#services/discord/announcement_events'

/** Step 2 of Roll Winner (see roll.ts): the draw of a closed cycle once its beacon round is out */

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

export type CycleRow = {
  id: number
  seed: string
  closed_at: string | Date | null
  drawn_at: string | Date | null
  beacon_round: number | string | null
  beacon_due_at: string | Date | null
  beacon_chain_hash: string | null
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
export async function drawCycle(
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
