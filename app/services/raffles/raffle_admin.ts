import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange } from '#services/points/ledger'
import { newSeed } from '#services/vault/cycle'
import { closeTime } from '#services/vault/beacon'
import { vaultBeaconSetting } from '#config/vault'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import { raffleTransaction } from '#services/raffles/live'
import { raffleOpened } from '#services/discord/announcement_events'
import { RAFFLE_REFERENCE, type RaffleRow } from '#services/raffles/entries'
import {
  RAFFLE_MESSAGES as M,
  canonicalEntries,
  entriesSha256,
  normaliseKeyword,
  type CanonicalEntry,
  type RafflePayoutStatus,
} from '#shared/raffles'

export type RaffleInput = {
  title: string
  prize: string
  winners: number
  ticket_cost: number
  max_tickets: number
  keyword?: string | null
  ends_at?: Date | null
  min_account_days?: number | null
  kick_link_required: boolean
  subscribers_only?: boolean
  prize_points?: number | null
  image?: MultipartFile
}

const SUBJECT = 'raffle'

/** What the audit log keeps of a raffle's settings */
function settings(row: Partial<RaffleRow> & Record<string, unknown>) {
  return {
    title: row.title,
    prize: row.prize,
    prize_points: row.prize_points ?? null,
    winners: row.winners,
    ticket_cost: row.ticket_cost,
    max_tickets: row.max_tickets,
    keyword: row.keyword ?? null,
    ends_at: row.ends_at ?? null,
    min_account_days: row.min_account_days ?? null,
    kick_link_required: Boolean(row.kick_link_required),
    subscribers_only: Boolean(row.subscribers_only),
    image: row.image ?? null,
  }
}

function columns(trx: TransactionClientContract, input: Partial<RaffleInput>) {
  const values: Record<string, unknown> = {}
  for (const key of ['title', 'prize', 'winners', 'ticket_cost', 'max_tickets'] as const) {
    if (input[key] !== undefined) values[key] = input[key]
  }
  if (input.keyword !== undefined) values.keyword = input.keyword ? input.keyword.trim() : null
  if (input.ends_at !== undefined) {
    values.ends_at = input.ends_at
      ? dbTimestamp(trx, DateTime.fromJSDate(input.ends_at, { zone: 'utc' }))
      : null
  }
  if (input.min_account_days !== undefined) values.min_account_days = input.min_account_days || null
  if (input.kick_link_required !== undefined) values.kick_link_required = input.kick_link_required
  if (input.subscribers_only !== undefined) values.subscribers_only = input.subscribers_only
  if (input.prize_points !== undefined) values.prize_points = input.prize_points || null
  return values
}

/** Creates a raffle committed to a new secret seed (only its SHA-256 is public until the draw) */
export async function createRaffle(actorId: number, input: RaffleInput) {
  const image = input.image ? await storeImage(input.image, 'products') : null
  try {
    return await raffleTransaction(async (trx) => {
      const { seed, seedHash } = newSeed()
      const values = {
        ...columns(trx, input),
        image,
        seed,
        seed_hash: seedHash,
        status: 'open',
        tickets_total: 0,
        created_at: dbTimestamp(trx),
      }
      const [row] = await trx.insertQuery().table('raffles').insert(values).returning('id')
      const id = insertedId(row)
      await raffleOpened(trx, {
        id,
        title: input.title,
        prize: input.prize,
        winners: input.winners,
      })
      await recordAudit(trx, {
        actorId,
        action: 'raffle.create',
        subjectType: SUBJECT,
        subjectId: id,
        before: null,
        after: { ...settings(values as never), seed_hash: seedHash },
      })
      return { id, seed_hash: seedHash }
    })
  } catch (error) {
    await deleteStoredImage(image)
    throw error
  }
}

async function raffleOrFail(client: TransactionClientContract, id: number): Promise<RaffleRow> {
  const raffle: RaffleRow | null = await client.from('raffles').where('id', id).first()
  if (!raffle) throw new ActionRefusedException(M.notFound, 404)
  return raffle
}

/** Edits a raffle while it is open and nobody has entered (the guarded UPDATE decides) */
export async function updateRaffle(actorId: number, id: number, input: Partial<RaffleInput>) {
  const image = input.image ? await storeImage(input.image, 'products') : undefined
  let replaced: string | null = null
  try {
    const result = await raffleTransaction(async (trx) => {
      const before = await raffleOrFail(trx, id)
      const values = { ...columns(trx, input), ...(image ? { image } : {}) }
      const updated = await trx
        .from('raffles')
        .where('id', id)
        .where('status', 'open')
        .where('tickets_total', 0)
        .update({ ...values, updated_at: dbTimestamp(trx) })
      if (affectedRows(updated) !== 1) throw new ActionRefusedException(M.editAfterEntry, 409)
      const after = await raffleOrFail(trx, id)
      await recordAudit(trx, {
        actorId,
        action: 'raffle.update',
        subjectType: SUBJECT,
        subjectId: id,
        before: settings(before),
        after: settings(after),
      })
      if (image) replaced = before.image
      return { id }
    })
    await deleteStoredImage(replaced)
    return result
  } catch (error) {
    if (image) await deleteStoredImage(image)
    throw error
  }
}

/** The entries in canonical order (each user's first entry), with their user ids */
export async function orderedEntries(
  client: TransactionClientContract | typeof db,
  raffleId: number
) {
  const rows = await client
    .from('raffle_entries as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.raffle_id', raffleId)
    .orderBy('e.id', 'asc')
    .select('e.id', 'e.user_id', 'u.username', 'e.tickets', 'e.points_spent', 'e.chat_ticket')
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    username: String(r.username),
    tickets: Number(r.tickets),
    pointsSpent: Number(r.points_spent),
    chatTicket: Boolean(r.chat_ticket),
  }))
}

/**
 * Closes a raffle: no entry is accepted after it (the status UPDATE is the first write, so
 * entries queued behind it re-read a closed raffle), and the canonical entries and their
 * SHA-256 are frozen and published at once. The close time (rounded up to the second) fixes
 * the beacon round of the draw; the chain is recorded (null: the beacon is explicitly off).
 * `actorId` null: the worker, for a raffle past its end.
 */
export async function closeRaffle(actorId: number | null, id: number) {
  const setting = vaultBeaconSetting()
  return raffleTransaction(async (trx) => {
    const closedAt = closeTime()
    const chainHash = setting.kind === 'beacon' ? setting.config.chainHash : null
    const updated = await trx
      .from('raffles')
      .where('id', id)
      .where('status', 'open')
      .update({
        status: 'closed',
        closed_at: dbTimestamp(trx, closedAt),
        beacon_chain_hash: chainHash,
        updated_at: dbTimestamp(trx),
      })
    const raffle = await raffleOrFail(trx, id)
    if (affectedRows(updated) !== 1) throw new ActionRefusedException(M.notOpenToClose, 409)
    const entries = await orderedEntries(trx, id)
    const canonical = canonicalEntries(entries.map((e): CanonicalEntry => [e.username, e.tickets]))
    const digest = await entriesSha256(canonical)
    await trx.from('raffles').where('id', id).update({ canonical, entries_sha256: digest })
    await recordAudit(trx, {
      actorId,
      action: 'raffle.close',
      subjectType: SUBJECT,
      subjectId: id,
      before: { status: 'open' },
      after: {
        status: 'closed',
        closed_at: closedAt.toISO(),
        entries: entries.length,
        tickets: Number(raffle.tickets_total),
        entries_sha256: digest,
        chain_hash: chainHash,
      },
    })
    return { id, canonical, entries_sha256: digest }
  })
}

/** The worker's job: closes every open raffle whose end has passed */
export async function closeEndedRaffles() {
  const client = db.connection()
  const due = await client
    .from('raffles')
    .where('status', 'open')
    .whereNotNull('ends_at')
    .where('ends_at', '<=', dbTimestamp(client))
    .select('id')
  let closed = 0
  for (const row of due) {
    try {
      await closeRaffle(null, Number(row.id))
      closed++
    } catch (error) {
      // closed or cancelled meanwhile by an admin
      if (!(error instanceof ActionRefusedException)) throw error
    }
  }
  // null when there was nothing to close: the worker logs only what a job did
  return closed > 0 ? closed : null
}

/** Cancels a raffle before its draw and refunds every point paid for its tickets */
export async function cancelRaffle(actorId: number, id: number) {
  return raffleTransaction(async (trx) => {
    const updated = await trx
      .from('raffles')
      .where('id', id)
      .whereIn('status', ['open', 'closed'])
      .update({ status: 'cancelled', cancelled_at: dbTimestamp(trx), updated_at: dbTimestamp(trx) })
    const raffle = await raffleOrFail(trx, id)
    if (affectedRows(updated) !== 1) throw new ActionRefusedException(M.notCancellable, 409)
    const entries = await orderedEntries(trx, id)
    let refunded = 0
    for (const entry of entries) {
      if (entry.pointsSpent <= 0) continue
      await applyPointChange(trx, {
        userId: entry.userId,
        delta: entry.pointsSpent,
        reason: 'refund',
        referenceType: RAFFLE_REFERENCE,
        referenceId: id,
        note: `Refund: ${raffle.title} was cancelled`,
      })
      refunded += entry.pointsSpent
    }
    await recordAudit(trx, {
      actorId,
      action: 'raffle.cancel',
      subjectType: SUBJECT,
      subjectId: id,
      before: { status: raffle.closed_at ? 'closed' : 'open' },
      after: { status: 'cancelled', entries: entries.length, refunded },
    })
    return { id, refunded }
  })
}

/** A hand-paid winner's payout status: pending, paid with a reference, or void */
export async function setRafflePayout(
  actorId: number,
  raffleId: number,
  position: number,
  input: { status: RafflePayoutStatus; reference?: string | null }
) {
  return raffleTransaction(async (trx) => {
    const raffle = await raffleOrFail(trx, raffleId)
    const winner = await trx
      .from('raffle_winners')
      .where('raffle_id', raffleId)
      .where('position', position)
      .first()
    if (!winner) throw new ActionRefusedException(M.noWinner, 404)
    if (raffle.prize_points) throw new ActionRefusedException(M.pointsPrizePaid, 409)
    const reference = input.status === 'paid' ? (input.reference ?? null) : null
    await trx
      .from('raffle_winners')
      .where('id', winner.id)
      .update({
        payout_status: input.status,
        payout_reference: reference,
        updated_at: dbTimestamp(trx),
      })
    await recordAudit(trx, {
      actorId,
      action: 'raffle.payout',
      subjectType: SUBJECT,
      subjectId: raffleId,
      before: { position, status: winner.payout_status, reference: winner.payout_reference },
      after: { position, status: input.status, reference },
    })
    return { position, status: input.status, reference }
  })
}

/** Is `content` the keyword of an open raffle? Those raffles' ids */
export async function rafflesForKeyword(content: string) {
  const keyword = normaliseKeyword(content)
  if (!keyword) return []
  const client = db.connection()
  const rows = await client
    .from('raffles')
    .where('status', 'open')
    .whereNotNull('keyword')
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', dbTimestamp(client)))
    .select('id', 'keyword')
  return rows
    .filter((r) => normaliseKeyword(String(r.keyword)) === keyword)
    .map((r) => Number(r.id))
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
