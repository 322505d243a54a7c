import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { newSeed } from '#services/vault/cycle'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import { raffleTransaction } from '#services/raffles/live'
import { requirePointsAuthority, type PointsAuthority } from '#services/points/points_authority'
import { raffleOpened } from '#services/discord/announcement_events'
import { queueRaffleOpenedPush } from '#services/push/outbox'
import {
  RAFFLE_SUBJECT as SUBJECT,
  raffleOrFail,
  type RaffleRow,
} from '#services/raffles/raffle_rows'
import { RAFFLE_MESSAGES as M, type RafflePayoutStatus } from '#shared/raffles'

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

/**
 * Does the request set a points prize other than the one the raffle has (`current`; none on
 * create)? Removing it creates no points.
 */
function setsPointsPrize(input: Partial<RaffleInput>, current: number | null = null) {
  if (!input.prize_points) return false
  return current === null || input.prize_points !== Number(current)
}

/**
 * Creates a raffle committed to a new secret seed (only its SHA-256 is public until the draw).
 * A points prize needs `authority` to grant points (points_authority.ts).
 */
export async function createRaffle(
  actorId: number,
  input: RaffleInput,
  authority: PointsAuthority
) {
  requirePointsAuthority(authority, setsPointsPrize(input))
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
      await queueRaffleOpenedPush(trx, { id, title: input.title, prize: input.prize })
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

/**
 * Edits a raffle while it is open and nobody has entered (the guarded UPDATE decides); a new
 * points prize needs `authority` to grant points
 */
export async function updateRaffle(
  actorId: number,
  id: number,
  input: Partial<RaffleInput>,
  authority: PointsAuthority
) {
  const image = input.image ? await storeImage(input.image, 'products') : undefined
  let replaced: string | null = null
  try {
    const result = await raffleTransaction(async (trx) => {
      const before = await raffleOrFail(trx, id)
      requirePointsAuthority(authority, setsPointsPrize(input, before.prize_points ?? null))
      const values = { ...columns(trx, input), ...(image ? { image } : {}) }
      const updated = await trx
        .from('raffles')
        .where('id', id)
        .where('status', 'open')
        .where('tickets_total', 0)
        .update({ ...values, updated_at: dbTimestamp(trx) })
      if (affectedRows(updated) !== 1)
        throw new ActionRefusedException(ERROR_CODES.conflict, M.editAfterEntry)
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
    if (!winner) throw new ActionRefusedException(ERROR_CODES.notFound, M.noWinner)
    if (raffle.prize_points)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.pointsPrizePaid)
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
