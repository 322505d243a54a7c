import { createHash, randomBytes } from 'node:crypto'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import LeaderboardHistory, { type StandingRow } from '#models/leaderboard_history'
import LeaderboardSetting from '#models/leaderboard_setting'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { maskName } from '#services/leaderboards/public_board'
import { canonicalAmount, canonicalJson } from '#shared/canonical_json'
import { LEADERBOARD, POINTS_BOARD } from '#shared/leaderboards'
import { parseRedactions } from '#shared/redactions'
import { commitNames, type CanonicalVersion, type EntryName } from '#shared/entry_commitments'

/**
 * Verifiable board history. When a period closes, its final board is frozen as canonical JSON
 * (format below) and stored with its SHA-256 on the history entry, so anyone can check later
 * that the published board was not edited: hash `canonical` and compare with `sha256`.
 *
 * Format "leaderboard-history/2" (`canonical_version` 2, every board frozen from now on, partner
 * boards too: one code path), one object, keys sorted at every level, no whitespace:
 *   board       every ranked entry, rank order: { name_commit, prize, rank, wagered }
 *               (name_commit = SHA-256 of `${salt}:${name}`, #shared/entry_commitments, with
 *               the name as shown publicly at the close, masked when the board masks names,
 *               and a random salt per rank; prize and wagered in dollars as strings with two
 *               decimals; rank an integer); the points race has { name_commit, points, prize,
 *               rank } instead, points earned as a string of the whole number
 *   end_date    period end, ISO 8601 UTC with milliseconds
 *   format      "leaderboard-history/2"
 *   prize_pool  the period's pool in dollars, as a string with two decimals
 *   provider    the board (celsius, skinfans, xfun, hypedrop, points)
 *   start_date  period start, ISO 8601 UTC with milliseconds
 * Each rank's [name, salt] is published beside it (`names`, stored as `canonical_names`): a
 * deleted account's rank becomes [deleted-user label, null] and the text never changes, so
 * the digest and every other name stay verifiable. Version 1 (boards frozen before) is the
 * same with { name, ... } in place of name_commit and no names; a redaction replaced the name
 * inside its text (a copy saved before matches the digest).
 *
 * Winners' prizes carry a payout status an admin sets afterwards (pending, paid with a
 * reference, void); it is not part of the frozen text, which never changes.
 */
export const BOARD_FORMAT = 'leaderboard-history/2'

/** The format name of a frozen board's version */
export const boardFormat = (version: number) => `leaderboard-history/${version}`

export const PAYOUT_STATUSES = ['pending', 'paid', 'void'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

export const PAYOUT_MESSAGES = {
  saved: 'leaderboard_rules.payout_saved',
  historyNotFound: 'leaderboard_rules.history_not_found',
  noPrize: 'leaderboard_rules.no_prize',
} as const satisfies Record<string, MessageKey>

export function sha256Hex(text: string) {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

const iso = (value: DateTime) => value.toUTC().toISO()!

const newSalt = () => randomBytes(16).toString('hex')

/**
 * The canonical text of a closed period's final board (version 2), its digest and each rank's
 * [name, salt] as stored. The salts are random unless given (the same board with the same salts
 * gives the same text): the digest is that of the record as stored, never recomputed.
 */
export async function freezeBoard(
  period: { provider: string; startDate: DateTime; endDate: DateTime; prize: number },
  standings: StandingRow[],
  maskNames: boolean,
  salts: readonly string[] = standings.map(newSalt)
) {
  const { commits, names } = await commitNames(
    standings.map((row, index) => ({
      username: maskNames ? maskName(row.name) : row.name,
      salt: salts[index],
    }))
  )
  const canonical = canonicalJson({
    format: BOARD_FORMAT,
    provider: period.provider,
    start_date: iso(period.startDate),
    end_date: iso(period.endDate),
    prize_pool: canonicalAmount(period.prize),
    board: standings.map((row, index) => ({
      rank: index + 1,
      name_commit: commits[index],
      ...(period.provider === POINTS_BOARD
        ? { points: String(row.wagered) }
        : { wagered: canonicalAmount(row.wagered) }),
      prize: canonicalAmount(row.prize),
    })),
  })
  return {
    canonical,
    sha256: sha256Hex(canonical),
    canonicalVersion: 2,
    canonicalNames: JSON.stringify(names),
  }
}

type Payout = { status: PayoutStatus; reference: string | null }

/** Payout rows of some history entries: history id -> rank -> status */
async function payoutsOf(historyIds: number[]) {
  const rows =
    historyIds.length === 0
      ? []
      : await db
          .from('leaderboard_payouts')
          .whereIn('leaderboard_history_id', historyIds)
          .select('leaderboard_history_id', 'rank', 'status', 'reference')
  const byHistory = new Map<number, Map<number, Payout>>()
  for (const row of rows) {
    const id = Number(row.leaderboard_history_id)
    if (!byHistory.has(id)) byHistory.set(id, new Map())
    byHistory.get(id)!.set(Number(row.rank), { status: row.status, reference: row.reference })
  }
  return byHistory
}

/**
 * The prized winners of history entries with their payout status (a prize nobody has marked
 * yet is pending), names shown as the board shows them now
 */
export async function winnersWithPayouts(histories: LeaderboardHistory[]) {
  const payouts = await payoutsOf(histories.map((h) => h.id))
  const settings = await LeaderboardSetting.query().whereIn(
    'provider',
    histories.map((h) => h.provider)
  )
  const masked = new Set(settings.filter((s) => s.maskUsernames).map((s) => s.provider))
  return new Map(
    histories.map((h) => [
      h.id,
      h.winners
        .map((row, index) => ({ row, rank: index + 1 }))
        .filter(({ row, rank }) => rank <= LEADERBOARD.prizedRanks && row.prize > 0)
        .map(({ row, rank }) => ({
          rank,
          name: masked.has(h.provider) ? maskName(row.name) : row.name,
          wagered: row.wagered,
          prize: row.prize,
          payout: payouts.get(h.id)?.get(rank) ?? { status: 'pending' as const, reference: null },
        })),
    ])
  )
}

/** GET /api/leaderboards/history/:id: the frozen board, its digest and a summary */
export async function historyRecord(id: number) {
  const history = await LeaderboardHistory.find(id)
  if (!history)
    throw new ActionRefusedException(ERROR_CODES.notFound, PAYOUT_MESSAGES.historyNotFound)
  const winners = await winnersWithPayouts([history])
  return {
    id: history.id,
    provider: history.provider,
    start_date: iso(history.startDate),
    end_date: iso(history.endDate),
    prize: history.prize,
    format: history.canonical === null ? null : boardFormat(history.canonicalVersion),
    canonical_version: history.canonicalVersion as CanonicalVersion,
    canonical: history.canonical,
    sha256: history.sha256,
    /** version 2: each rank's [name, salt] ([deleted-user label, null] once redacted); else null */
    names: history.canonicalNames ? (JSON.parse(history.canonicalNames) as EntryName[]) : null,
    /** ranks (entry = rank - 1) whose name was redacted after the freeze (#shared/redactions) */
    redactions: parseRedactions(history.redactions),
    winners: winners.get(history.id) ?? [],
  }
}

/**
 * Sets the payout status of a prized rank (audited). Paid needs a reference (a transfer id or
 * a note); pending and void keep none. One row per (entry, rank), written as an upsert.
 */
export async function setPayout(
  actorId: number,
  historyId: number,
  rank: number,
  input: { status: PayoutStatus; reference?: string | null }
) {
  return db.transaction(async (trx) => {
    const history = await LeaderboardHistory.query({ client: trx }).where('id', historyId).first()
    if (!history)
      throw new ActionRefusedException(ERROR_CODES.notFound, PAYOUT_MESSAGES.historyNotFound)
    const winner = history.winners[rank - 1]
    if (!winner || rank > LEADERBOARD.prizedRanks || !(winner.prize > 0)) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, PAYOUT_MESSAGES.noPrize)
    }
    const existing = await trx
      .from('leaderboard_payouts')
      .where('leaderboard_history_id', historyId)
      .where('rank', rank)
      .first()
    const before: Payout = existing
      ? { status: existing.status, reference: existing.reference }
      : { status: 'pending', reference: null }
    const after: Payout = {
      status: input.status,
      reference: input.status === 'paid' ? (input.reference ?? null) : null,
    }
    const now = dbTimestamp(trx)
    await trx
      .insertQuery()
      .table('leaderboard_payouts')
      .insert({
        leaderboard_history_id: historyId,
        rank,
        status: after.status,
        reference: after.reference,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['leaderboard_history_id', 'rank'])
      .merge(['status', 'reference', 'updated_at'])
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.payout',
      subjectType: 'leaderboard_history',
      subjectId: historyId,
      before: { rank, ...before },
      after: { rank, ...after },
    })
    return after
  })
}

/** The admin payouts list: the latest archived periods of every board with their winners */
export async function recentPayouts(limit = 12) {
  const histories = await LeaderboardHistory.query().orderBy('end_date', 'desc').limit(limit)
  const winners = await winnersWithPayouts(histories)
  return histories.map((h) => ({
    id: h.id,
    provider: h.provider,
    end_date: iso(h.endDate),
    sha256: h.sha256,
    winners: winners.get(h.id) ?? [],
  }))
}
