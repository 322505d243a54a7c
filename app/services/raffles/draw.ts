import { setTimeout as sleep } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { BEACON_NOT_PINNED, vaultBeaconSetting } from '#config/vault'
import { recordAudit } from '#services/audit/record_audit'
import { reachBeaconChain, roundFor, verifiedBeaconRound } from '#services/vault/beacon'
import type { BeaconRound } from '#shared/vault_draw'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { raffleTransaction } from '#services/raffles/live'
import { raffleWinners } from '#services/discord/announcement_events'
import { queueRaffleWonPush } from '#services/push/outbox'
import { applyPointChange } from '#services/points/ledger'
import { frozenEntries, type RaffleRow } from '#services/raffles/raffle_rows'
import { RAFFLE_MESSAGES as M, drawRaffle, raffleDrawMessage } from '#shared/raffles'
import { drawEntries } from '#shared/entry_commitments'
import type { MessageKey } from '#shared/messages'

/** How long a draw call waits for its beacon round to be published before answering "not yet" */
export const RAFFLE_DRAW_WAIT_MS = 15_000

export type RaffleDrawOutcome = {
  id: number
  winners: { position: number; username: string; ticket: number }[]
  beacon_round: number | null
}

async function drawnOutcome(
  client: TransactionClientContract | typeof db,
  id: number
): Promise<RaffleDrawOutcome> {
  const raffle = await client.from('raffles').where('id', id).select('beacon_round').firstOrFail()
  const winners = await client
    .from('raffle_winners')
    .where('raffle_id', id)
    .orderBy('position', 'asc')
    .select('position', 'username', 'ticket')
  return {
    id,
    winners: winners.map((w) => ({
      position: Number(w.position),
      username: String(w.username),
      ticket: Number(w.ticket),
    })),
    beacon_round: raffle.beacon_round === null ? null : Number(raffle.beacon_round),
  }
}

/**
 * The beacon round a closed raffle's draw uses: the first round of the chain recorded at the
 * close that is published after closed_at, verified. Waits for it up to RAFFLE_DRAW_WAIT_MS;
 * anything else (chain unreachable or not the recorded one, round late, bad signature) is a
 * refusal that changes nothing: the draw never falls back to another message. A tournament's
 * seeding waits the same way (`pending`: its own refusal).
 */
export async function beaconRoundFor(
  raffle: Pick<RaffleRow, 'id' | 'beacon_chain_hash' | 'closed_at'>,
  pending: MessageKey = M.beaconPending
): Promise<BeaconRound | null> {
  const setting = vaultBeaconSetting()
  if (raffle.beacon_chain_hash === null) return null
  if (setting.kind === 'unpinned')
    throw new ActionRefusedException(ERROR_CODES.invalidState, BEACON_NOT_PINNED)
  if (setting.kind !== 'beacon' || setting.config.chainHash !== raffle.beacon_chain_hash) {
    logger.warn({ raffleId: raffle.id }, 'raffle draw waits: its beacon chain is not configured')
    throw new ActionRefusedException(ERROR_CODES.conflict, pending)
  }
  try {
    const chain = await reachBeaconChain(setting.config)
    const { round, dueAt } = roundFor(readDbTimestamp(raffle.closed_at!), chain)
    const wait = dueAt.toMillis() - Date.now()
    if (wait > RAFFLE_DRAW_WAIT_MS) throw new Error(`round ${round} is not due yet`)
    if (wait > 0) await sleep(wait + 50)
    return await verifiedBeaconRound(setting.config, round)
  } catch (error) {
    logger.warn(
      { err: error, raffleId: raffle.id },
      'raffle beacon round not available: nothing drawn'
    )
    throw new ActionRefusedException(ERROR_CODES.conflict, pending)
  }
}

/**
 * Draws a closed raffle's winners, once: the frozen canonical entries, the seed committed at
 * creation and the beacon round after the close decide everything (#shared/raffles drawRaffle).
 * The status UPDATE (closed → drawn) decides between racing draws; the loser answers the
 * winner's result. A points prize is paid through the ledger in the same transaction (payout
 * paid); other prizes start pending.
 */
export async function drawRaffleWinners(actorId: number, id: number): Promise<RaffleDrawOutcome> {
  const raffle: RaffleRow | null = await db.from('raffles').where('id', id).first()
  if (!raffle) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  if (raffle.status === 'drawn') return drawnOutcome(db, id)
  if (raffle.status !== 'closed')
    throw new ActionRefusedException(ERROR_CODES.conflict, M.notClosed)
  if (Number(raffle.tickets_total) === 0)
    throw new ActionRefusedException(ERROR_CODES.invalidState, M.noEntries)
  const beacon = await beaconRoundFor(raffle)

  return raffleTransaction(async (trx) => {
    const marked = await trx
      .from('raffles')
      .where('id', id)
      .where('status', 'closed')
      .update({
        status: 'drawn',
        drawn_at: dbTimestamp(trx),
        beacon_round: beacon?.round ?? null,
        beacon_randomness: beacon?.randomness ?? null,
        beacon_signature: beacon?.signature ?? null,
        updated_at: dbTimestamp(trx),
      })
    if (affectedRows(marked) !== 1) {
      const now: RaffleRow = await trx.from('raffles').where('id', id).firstOrFail()
      if (now.status === 'drawn') return drawnOutcome(trx, id)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notClosed)
    }
    const entries = drawEntries(frozenEntries(raffle))
    const userIds = await frozenUserIds(trx, raffle)
    const drawn = await drawRaffle(
      raffle.seed,
      id,
      beacon?.randomness ?? null,
      entries,
      raffle.winners
    )
    const now = dbTimestamp(trx)
    for (const winner of drawn) {
      const userId = userIds[winner.entry] ?? null
      const points = raffle.prize_points && userId !== null
      const [row] = await trx
        .insertQuery()
        .table('raffle_winners')
        .insert({
          raffle_id: id,
          position: winner.k,
          user_id: userId,
          username: winner.username,
          ticket: winner.ticket,
          payout_status: points ? 'paid' : 'pending',
          payout_reference: points ? `${raffle.prize_points} points` : null,
          created_at: now,
        })
        .returning('id')
      if (points) await payPointsPrize(trx, raffle, { id: insertedId(row), userId: userId! })
    }
    await recordAudit(trx, {
      actorId,
      action: 'raffle.draw',
      subjectType: 'raffle',
      subjectId: id,
      before: { status: 'closed' },
      after: {
        status: 'drawn',
        beacon_round: beacon?.round ?? null,
        messages: drawn.map((w) => raffleDrawMessage(id, w.k, beacon?.randomness ?? null)),
        winners: drawn.map((w) => ({ username: w.username, ticket: w.ticket })),
      },
    })
    await raffleWinners(
      trx,
      raffle,
      drawn.map((w) => w.username)
    )
    const winnerIds = drawn.map((w) => userIds[w.entry]).filter((userId) => userId !== null)
    await queueRaffleWonPush(trx, raffle, winnerIds as number[])
    return drawnOutcome(trx, id)
  })
}

/**
 * The user id of each canonical entry, as frozen at the close (null where that account was
 * deleted since): a winner is recorded by who held the entry then, never by a position in
 * today's entries, which may have changed
 */
async function frozenUserIds(trx: TransactionClientContract, raffle: RaffleRow) {
  const frozen = JSON.parse(raffle.canonical_user_ids ?? '[]') as number[]
  const existing = await trx.from('users').whereIn('id', frozen).select('id')
  const alive = new Set(existing.map((row) => Number(row.id)))
  return frozen.map((userId) => (alive.has(userId) ? userId : null))
}

/** Pays a points prize to a winner inside the draw's transaction */
export async function payPointsPrize(
  trx: TransactionClientContract,
  raffle: RaffleRow,
  winner: { id: number; userId: number }
) {
  const points = Number(raffle.prize_points)
  await applyPointChange(trx, {
    userId: winner.userId,
    delta: points,
    reason: 'raffle',
    referenceType: 'raffle_win',
    referenceId: winner.id,
    note: `Raffle prize: ${raffle.title}`,
  })
}
