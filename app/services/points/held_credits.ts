import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PointReason } from '#models/point_transaction'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { applyPointChange } from '#services/points/ledger'
import type { HeldCreditView } from '#shared/kick_rewards'
import type { ChatPlatform } from '#shared/platforms'

/**
 * Held credits: points owed to a Kick account that is not linked to a site user yet (a reward
 * for a sub, imported points for a Kick name). Each names the account (its Kick id, or only
 * its username when that is all that is known), the points, the ledger reason and reference
 * it will be paid with, and an expiry. Linking that Kick account pays every unexpired one
 * through the ledger, once (a conditional UPDATE marks it paid in the same transaction);
 * expired ones are marked by the worker and never paid.
 */
export type HeldCredit = {
  /** the platform of the account (kick when not said) */
  platform?: ChatPlatform
  /** the account's id on its platform */
  kickUserId?: string | null
  kickUsername?: string | null
  points: number
  reason: PointReason
  referenceType?: string
  referenceId?: number
  note?: string
  expiresAt: DateTime
}

export async function holdCredit(trx: TransactionClientContract, credit: HeldCredit) {
  if (!credit.kickUserId && !credit.kickUsername) {
    throw new RangeError('A held credit names a Kick account')
  }
  await trx
    .insertQuery()
    .table('held_credits')
    .insert({
      platform: credit.platform ?? 'kick',
      kick_user_id: credit.kickUserId ?? null,
      kick_username: credit.kickUsername?.toLowerCase() ?? null,
      points: credit.points,
      reason: credit.reason,
      reference_type: credit.referenceType ?? null,
      reference_id: credit.referenceId ?? null,
      note: credit.note ?? null,
      created_at: dbTimestamp(trx),
      expires_at: dbTimestamp(trx, credit.expiresAt),
    })
}

/** Several credits at once (a points import's unmatched rows) */
export async function holdCredits(trx: TransactionClientContract, credits: HeldCredit[]) {
  for (const credit of credits) await holdCredit(trx, credit)
}

/** Credits still owed to a platform account: by its id, or by its name when held without an id */
function owedTo(
  client: QueryClientContract,
  kick: { id: string; username: string | null },
  platform: ChatPlatform
) {
  return client
    .from('held_credits')
    .where('platform', platform)
    .whereNull('paid_at')
    .whereNull('expired_at')
    .where('expires_at', '>', dbTimestamp(client))
    .where((q) => {
      q.where('kick_user_id', kick.id)
      if (kick.username) {
        q.orWhere((byName) =>
          byName.whereNull('kick_user_id').where('kick_username', kick.username!.toLowerCase())
        )
      }
    })
    .orderBy('id', 'asc')
}

/**
 * Pays a user every credit held for the Kick (or Twitch) account just linked to them. Idempotent: each
 * credit is marked paid by a conditional UPDATE before its ledger row, so a second call (or a
 * racing one) pays nothing twice. Answers the points paid.
 */
export async function payHeldCredits(
  userId: number,
  kick: { id: string; username: string | null },
  platform: ChatPlatform = 'kick'
) {
  return db.transaction(async (trx) => {
    let paid = 0
    for (const credit of await owedTo(trx, kick, platform)) {
      const marked = await trx
        .from('held_credits')
        .where('id', credit.id)
        .whereNull('paid_at')
        .whereNull('expired_at')
        .update({ paid_at: dbTimestamp(trx), paid_user_id: userId })
      if (affectedRows(marked) !== 1) continue
      await applyPointChange(trx, {
        userId,
        delta: Number(credit.points),
        reason: credit.reason as PointReason,
        referenceType: credit.reference_type ?? undefined,
        referenceId: credit.reference_id === null ? undefined : Number(credit.reference_id),
        note: credit.note ?? undefined,
      })
      paid += Number(credit.points)
    }
    return paid
  })
}

/** The worker's job: marks credits past their expiry, so they are never paid. Answers how many. */
export async function expireHeldCredits(now: DateTime = DateTime.utc()) {
  const client = db.connection()
  const result = await client
    .from('held_credits')
    .whereNull('paid_at')
    .whereNull('expired_at')
    .where('expires_at', '<=', dbTimestamp(client, now))
    .update({ expired_at: dbTimestamp(client, now) })
  return affectedRows(result)
}

/** Credits still waiting for their account (admin), newest first */
export async function waitingHeldCredits(limit = 200): Promise<HeldCreditView[]> {
  const client = db.connection()
  const rows = await client
    .from('held_credits')
    .whereNull('paid_at')
    .whereNull('expired_at')
    .where('expires_at', '>', dbTimestamp(client))
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => ({
    id: Number(row.id),
    platform: row.platform === 'twitch' ? ('twitch' as const) : ('kick' as const),
    kick_user_id: row.kick_user_id,
    kick_username: row.kick_username,
    points: Number(row.points),
    reason: String(row.reason),
    note: row.note,
    created_at: readDbTimestamp(row.created_at).toISO()!,
    expires_at: readDbTimestamp(row.expires_at).toISO()!,
  }))
}
