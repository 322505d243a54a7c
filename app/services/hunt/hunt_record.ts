import { randomBytes } from 'node:crypto'
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type BonusHunt from '#models/bonus_hunt'
import { canonicalAmount, canonicalJson } from '#shared/canonical_json'
import { commitNames, redactNames, type EntryName } from '#shared/entry_commitments'
import { sha256Hex } from '#services/leaderboards/board_record'
import { closestFirst } from '#shared/hunt_record'
import { readDbTimestamp } from '#infra/db/time'

/**
 * A finished hunt's record, frozen in the finish's transaction, the way a closed board is
 * (#services/leaderboards/board_record): canonical JSON (#shared/canonical_json, keys sorted,
 * no whitespace) stored with its SHA-256, so anyone can check later that the hunt shown was not
 * edited: hash `canonical` and compare with `sha256`.
 *
 * Format "bonus-hunt/1", one object:
 *   bonuses          every bonus in list order: { bet_size, payout, position, slot }
 *                    (amounts in dollars as strings with two decimals; slot as it was named)
 *   finished_at      ISO 8601 UTC with milliseconds
 *   format           "bonus-hunt/1"
 *   guesses          every guess, closest to the final balance first (ties: the earlier guess):
 *                    { amount, name_commit, rank } (name_commit = SHA-256 of `${salt}:${name}`)
 *   hunt_id          the hunt's id
 *   started_at       ISO 8601 UTC with milliseconds
 *   starting_balance dollars, two decimals
 *   title            the hunt's title
 *   total_won        dollars, two decimals
 * Each guess's [name, salt] is published beside it (`names`): a deleted account's pair becomes
 * [deleted-user label, null] and the text never changes, so the digest still holds.
 */
export const HUNT_RECORD_FORMAT = 'bonus-hunt/1'

const iso = (value: DateTime) => value.toUTC().toISO()!

/** Freezes the hunt (slots and guesses read in `trx`) and stores the record on its row */
export async function freezeHunt(trx: TransactionClientContract, hunt: BonusHunt) {
  const slots = await trx
    .from('hunt_slots')
    .where('bonus_hunt_id', hunt.id)
    .orderBy('position', 'asc')
    .select('position', 'slot_name', 'bet_size', 'amount')
  const guesses = await trx
    .from('hunt_guesses as g')
    .join('users as u', 'u.id', 'g.user_id')
    .where('g.bonus_hunt_id', hunt.id)
    .select('g.id', 'g.amount', 'g.guessed_at', 'u.username')
  const totalWon = slots.reduce((sum, s) => sum + Number(s.amount ?? 0), 0)
  const ordered = closestFirst(
    guesses.map((g) => ({
      id: Number(g.id),
      amount: Number(g.amount),
      guessedAt: readDbTimestamp(g.guessed_at).toMillis(),
      username: String(g.username),
    })),
    totalWon
  )
  const { commits, names } = await commitNames(
    ordered.map((g) => ({ username: g.username, salt: randomBytes(16).toString('hex') }))
  )
  const canonical = canonicalJson({
    format: HUNT_RECORD_FORMAT,
    hunt_id: hunt.id,
    title: hunt.title,
    started_at: iso(hunt.createdAt),
    finished_at: iso(hunt.finishedAt!),
    starting_balance: canonicalAmount(hunt.startingBalance),
    total_won: canonicalAmount(totalWon),
    bonuses: slots.map((s) => ({
      position: Number(s.position),
      slot: String(s.slot_name),
      bet_size: canonicalAmount(Number(s.bet_size)),
      payout: canonicalAmount(Number(s.amount ?? 0)),
    })),
    guesses: ordered.map((g, index) => ({
      rank: index + 1,
      name_commit: commits[index],
      amount: canonicalAmount(g.amount),
    })),
  })
  const sha256 = sha256Hex(canonical)
  await trx
    .from('bonus_hunts')
    .where('id', hunt.id)
    .update({
      record_canonical: canonical,
      record_sha256: sha256,
      record_names: JSON.stringify(names),
    })
  return { canonical, sha256 }
}

/** The published record of a finished hunt: its text, digest and names */
export function huntRecord(hunt: BonusHunt) {
  return {
    format: hunt.recordCanonical ? HUNT_RECORD_FORMAT : null,
    canonical: hunt.recordCanonical,
    sha256: hunt.recordSha256,
    names: hunt.recordNames ? (JSON.parse(hunt.recordNames) as EntryName[]) : null,
  }
}

/**
 * In an account deletion's transaction: every hunt record naming the account loses that
 * guess's name and salt (its text and digest stay as frozen)
 */
export async function redactDeletedUserFromHunts(trx: TransactionClientContract, username: string) {
  const rows = await trx
    .from('bonus_hunts')
    .whereNotNull('record_names')
    .select('id', 'record_names')
  for (const row of rows) {
    const names = JSON.parse(String(row.record_names)) as EntryName[]
    const indexes = names.flatMap(([name], index) => (name === username ? [index] : []))
    if (indexes.length === 0) continue
    await trx
      .from('bonus_hunts')
      .where('id', row.id)
      .update({ record_names: JSON.stringify(redactNames(names, indexes)) })
  }
}
