import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { applyPointChange } from '#services/points/ledger'
import { closeTime } from '#services/vault/beacon'
import { BEACON_NOT_PINNED, vaultBeaconSetting } from '#config/vault'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { raffleTransaction } from '#services/raffles/live'
import {
  RAFFLE_REFERENCE,
  RAFFLE_SUBJECT as SUBJECT,
  orderedEntries,
  raffleOrFail,
} from '#services/raffles/raffle_rows'
import { RAFFLE_MESSAGES as M, entriesSha256 } from '#shared/raffles'
import { CANONICAL_VERSION, commitEntries } from '#shared/entry_commitments'

/** How a raffle stops taking entries: closed (by an admin, or by the worker at its end) or cancelled with refunds */

/**
 * Closes a raffle: no entry is accepted after it (the raffle row is locked by the first write,
 * so entries queued behind it re-read a closed raffle), and the canonical entries (version 2:
 * each name committed through a fresh random salt, #shared/entry_commitments), their
 * SHA-256 and the user id of each entry (in the same order, kept private: the draw records
 * winners by them) are frozen at once. The close time (rounded up to the second) is taken
 * once the row is locked, so every entry committed before it and the beacon round it fixes
 * comes after all of them. The chain is recorded (null: the beacon is explicitly off); an
 * unpinned beacon refuses the close, as it refuses the vault's roll.
 * `actorId` null: the worker, for a raffle past its end.
 */
export async function closeRaffle(actorId: number | null, id: number) {
  const setting = vaultBeaconSetting()
  if (setting.kind === 'unpinned')
    throw new ActionRefusedException(ERROR_CODES.invalidState, BEACON_NOT_PINNED)
  return raffleTransaction(async (trx) => {
    // the row lock first (PostgreSQL holds it to commit; SQLite writers queue anyway): an
    // entry holding it commits first, then the close time is read
    await trx.from('raffles').where('id', id).update({ id })
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
    if (affectedRows(updated) !== 1)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notOpenToClose)
    const entries = await orderedEntries(trx, id)
    const { canonical, names } = await commitEntries(
      entries.map((e) => ({ ...e, salt: randomBytes(16).toString('hex') }))
    )
    const digest = await entriesSha256(canonical)
    await trx
      .from('raffles')
      .where('id', id)
      .update({
        canonical,
        canonical_version: CANONICAL_VERSION,
        canonical_names: JSON.stringify(names),
        entries_sha256: digest,
        canonical_user_ids: JSON.stringify(entries.map((e) => e.userId)),
      })
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

/**
 * Cancels an open raffle and refunds every point paid for its tickets. Once closed (entries
 * frozen and hashed, the beacon round fixed) a raffle is drawn: nobody can veto a draw whose
 * round they dislike, and the closed record, the round and the result stay public.
 */
export async function cancelRaffle(actorId: number, id: number) {
  return raffleTransaction(async (trx) => {
    const updated = await trx
      .from('raffles')
      .where('id', id)
      .where('status', 'open')
      .update({ status: 'cancelled', cancelled_at: dbTimestamp(trx), updated_at: dbTimestamp(trx) })
    const raffle = await raffleOrFail(trx, id)
    if (affectedRows(updated) !== 1)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notCancellable)
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
      before: { status: 'open' },
      after: { status: 'cancelled', entries: entries.length, refunded },
    })
    return { id, refunded }
  })
}
