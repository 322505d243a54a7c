import { createHash, randomBytes } from 'node:crypto'
import { PLATFORM_USER_COLUMN, type ChatPlatform } from '#shared/platforms'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publicTransaction } from '#infra/live/public_cache'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { requirePointsAuthority, type PointsAuthority } from '#services/points/points_authority'
import { closeTime } from '#services/vault/beacon'
import { BEACON_NOT_PINNED, vaultBeaconSetting } from '#config/vault'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows, insertedId } from '#infra/db/writes'
import { publicUsername } from '#shared/deleted_user'
import { normaliseKeyword, entriesSha256 } from '#shared/raffles'
import { CANONICAL_VERSION, commitEntries } from '#shared/entry_commitments'
import { TOURNAMENT_LIMITS, VIEWER_TOURNAMENT_MESSAGES as M } from '#shared/tournament_draw'

/**
 * Viewer tournaments from creation to the close of sign-up (docs/product.md#tournament): an
 * admin creates one committed to a secret seed (its SHA-256 public from the start, as a
 * raffle's); viewers join from the page or with the chat keyword while sign-up is open, up to
 * its player limit; the close freezes the entries (version 2 list, one ticket each) and their
 * SHA-256 and fixes the beacon round, like a raffle's close.
 */
export const TOURNAMENT_SUBJECT = 'tournament'

export type CreateTournamentInput = {
  name: string
  max_players: number
  keyword?: string | null
  prize?: number
  prize_points?: number | null
}

export async function createTournament(
  actorId: number,
  input: CreateTournamentInput,
  authority: PointsAuthority
) {
  requirePointsAuthority(authority, Boolean(input.prize_points))
  const seed = randomBytes(32).toString('hex')
  return publicTransaction(['tournament'], async (trx) => {
    const now = dbTimestamp(trx)
    const [row] = await trx
      .insertQuery()
      .table('tournaments')
      .insert({
        name: input.name,
        prize: input.prize ?? 0,
        prize_points: input.prize_points || null,
        max_players: input.max_players,
        keyword: input.keyword ? input.keyword : null,
        status: 'signup',
        by_hand: false,
        active: true,
        seed,
        seed_hash: createHash('sha256').update(seed).digest('hex'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = insertedId(row)
    await recordAudit(trx, {
      actorId,
      action: 'tournament.create',
      subjectType: TOURNAMENT_SUBJECT,
      subjectId: id,
      before: null,
      after: { ...input, status: 'signup' },
    })
    return id
  })
}

export async function tournamentRowOrFail(client: TransactionClientContract, id: number) {
  const row = await client.from('tournaments').where('id', id).first()
  if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  return row
}

/**
 * Signs the user up. The tournament row is locked first (a guarded UPDATE on its sign-up
 * status, as a raffle entry does), so a close or the last free place is decided in order: an
 * entry never lands after the close, and never past max_players however many race.
 */
export async function joinTournament(userId: number, id: number, via: 'site' | 'chat') {
  return publicTransaction(['tournament'], async (trx) => {
    const open = await trx
      .from('tournaments')
      .where('id', id)
      .where('status', 'signup')
      .update({ updated_at: dbTimestamp(trx) })
    const tournament = await tournamentRowOrFail(trx, id)
    if (affectedRows(open) !== 1)
      throw new ActionRefusedException(ERROR_CODES.invalidState, M.notSignup)
    const mine = await trx
      .from('tournament_entries')
      .where('tournament_id', id)
      .where('user_id', userId)
      .first()
    if (mine) throw new ActionRefusedException(ERROR_CODES.conflict, M.alreadyJoined)
    const [{ count }] = await trx
      .from('tournament_entries')
      .where('tournament_id', id)
      .count('* as count')
    if (Number(count) >= Number(tournament.max_players))
      throw new ActionRefusedException(ERROR_CODES.invalidState, M.full)
    const user = await trx.from('users').where('id', userId).select('username').firstOrFail()
    await trx
      .insertQuery()
      .table('tournament_entries')
      .insert({
        tournament_id: id,
        user_id: userId,
        username: String(user.username),
        via,
        created_at: dbTimestamp(trx),
      })
    return { id, players: Number(count) + 1 }
  })
}

/**
 * A chat message equal to a sign-up's keyword (trimmed, case-insensitive) signs the chatter's
 * linked site user up; an unlinked chatter or a refusal (full, already in) changes nothing and
 * is only logged. Answers how many tournaments the message joined.
 */
export async function joinTournamentsFromChat(input: {
  platform?: ChatPlatform
  kickUserId: string
  content: string
}) {
  const keyword = normaliseKeyword(input.content)
  if (!keyword) return 0
  const rows = await db
    .from('tournaments')
    .where('status', 'signup')
    .whereNotNull('keyword')
    .select('id', 'keyword')
  const ids = rows.filter((r) => normaliseKeyword(String(r.keyword)) === keyword)
  if (ids.length === 0) return 0
  const user = await db
    .from('users')
    .where(PLATFORM_USER_COLUMN[input.platform ?? 'kick'], input.kickUserId)
    .select('id')
    .first()
  if (!user) return 0
  let joined = 0
  for (const row of ids) {
    try {
      await joinTournament(Number(user.id), Number(row.id), 'chat')
      joined++
    } catch (error) {
      if (!(error instanceof ActionRefusedException)) throw error
      logger.info({ tournamentId: row.id, reason: error.message }, 'tournament keyword not joined')
    }
  }
  return joined
}

/** The entries in sign-up order, with their user ids */
export async function signedUp(client: TransactionClientContract | typeof db, id: number) {
  const rows = await client
    .from('tournament_entries as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .where('e.tournament_id', id)
    .orderBy('e.id', 'asc')
    .select('e.user_id', 'e.username', 'u.username as current')
  return rows.map((r) => ({
    userId: r.user_id === null ? null : Number(r.user_id),
    username: publicUsername(String(r.current ?? r.username)),
  }))
}

/**
 * Closes sign-up: the entries are frozen as a version 2 list (each name committed through a
 * fresh salt, one ticket each), hashed, and the beacon chain recorded with the close time,
 * which fixes the round the seeding uses. Fewer than two players: refused, nothing changes.
 */
export async function closeSignup(actorId: number, id: number) {
  const setting = vaultBeaconSetting()
  if (setting.kind === 'unpinned')
    throw new ActionRefusedException(ERROR_CODES.invalidState, BEACON_NOT_PINNED)
  return publicTransaction(['tournament'], async (trx) => {
    await trx.from('tournaments').where('id', id).update({ id })
    const closedAt = closeTime()
    const chainHash = setting.kind === 'beacon' ? setting.config.chainHash : null
    const entries = await signedUp(trx, id)
    if (entries.length < TOURNAMENT_LIMITS.minField)
      throw new ActionRefusedException(ERROR_CODES.invalidState, M.tooFew)
    const { canonical, names } = await commitEntries(
      entries.map((e) => ({ ...e, tickets: 1, salt: randomBytes(16).toString('hex') }))
    )
    const digest = await entriesSha256(canonical)
    const updated = await trx
      .from('tournaments')
      .where('id', id)
      .where('status', 'signup')
      .update({
        status: 'closed',
        closed_at: dbTimestamp(trx, closedAt),
        beacon_chain_hash: chainHash,
        canonical,
        canonical_names: JSON.stringify(names),
        canonical_user_ids: JSON.stringify(entries.map((e) => e.userId)),
        entries_sha256: digest,
        updated_at: dbTimestamp(trx),
      })
    await tournamentRowOrFail(trx, id)
    if (affectedRows(updated) !== 1)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notSignup)
    await recordAudit(trx, {
      actorId,
      action: 'tournament.close',
      subjectType: TOURNAMENT_SUBJECT,
      subjectId: id,
      before: { status: 'signup' },
      after: { status: 'closed', players: entries.length, entries_sha256: digest },
    })
    return { id, canonical, entries_sha256: digest, version: CANONICAL_VERSION }
  })
}

/** Cancels a tournament still in sign-up (entries are free: nothing to refund) */
export async function cancelTournament(actorId: number, id: number) {
  return publicTransaction(['tournament'], async (trx) => {
    const updated = await trx
      .from('tournaments')
      .where('id', id)
      .where('status', 'signup')
      .update({ status: 'cancelled', active: false, updated_at: dbTimestamp(trx) })
    await tournamentRowOrFail(trx, id)
    if (affectedRows(updated) !== 1)
      throw new ActionRefusedException(ERROR_CODES.conflict, M.notSignup)
    await recordAudit(trx, {
      actorId,
      action: 'tournament.cancel',
      subjectType: TOURNAMENT_SUBJECT,
      subjectId: id,
      before: { status: 'signup' },
      after: { status: 'cancelled' },
    })
    return id
  })
}
