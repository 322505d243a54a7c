import { DateTime } from 'luxon'
import { publicTransaction } from '#infra/live/public_cache'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type BonusHunt from '#models/bonus_hunt'
import HuntGuess from '#models/hunt_guess'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { GUESSING_CLOSED_BY_PAYOUT } from '#shared/hunt'
import { guessPrizes, rankGuesses } from '#shared/guessing'
import { formatWhole } from '#shared/format'

/**
 * Guess the balance: while an admin keeps guessing open on the live hunt, each logged-in user
 * has one guess of its final balance (a new guess replaces theirs). The first recorded payout
 * closes guessing for good, in the payout's transaction (closeGuessingAtFirstPayout): the page
 * shows every payout, so the final balance must not be guessable from it. Finishing the hunt
 * picks the closest guess and pays the optional points prize through the ledger, all in the
 * finish's transaction.
 */
export const GUESS_MESSAGES = {
  saved: 'hunt_rules.guess_saved',
  opened: 'hunt_rules.guessing_opened',
  closed: 'hunt_rules.guessing_closed',
  notOpen: 'hunt_rules.guessing_not_open',
  noLiveHunt: 'hunt_rules.guess_no_live_hunt',
} as const satisfies Record<string, MessageKey>

/** The ledger reference of a guess prize (one payment per winning guess) */
export const GUESS_PRIZE_REFERENCE = 'hunt_guess'

/** guessed_at keeps milliseconds, so "the earlier guess" of a tie is rarely a same-time call */
function preciseTimestamp(client: QueryClientContract, at = DateTime.utc()) {
  return client.dialect.name === 'postgres' ? at.toISO()! : at.toFormat('yyyy-MM-dd HH:mm:ss.SSS')
}

/**
 * Records the user's guess on the live hunt. The guarded UPDATE re-reads the open flag under
 * the hunt's row lock (PostgreSQL; SQLite writers queue anyway), so a guess never lands after
 * guessing closed; the upsert on (hunt, user) leaves one row however many requests race.
 */
export async function placeGuess(userId: number, amount: number) {
  // the hunt's public copy shows how many have guessed: rebuilt once the guess commits
  return publicTransaction(['hunt'], async (trx) => {
    const hunt = await trx.from('bonus_hunts').where('status', 'live').orderBy('id', 'desc').first()
    if (!hunt) throw new ActionRefusedException(ERROR_CODES.invalidState, GUESS_MESSAGES.noLiveHunt)
    const open = await trx
      .from('bonus_hunts')
      .where('id', hunt.id)
      .where('status', 'live')
      .where('guessing_open', true)
      .update({ guessing_open: true })
    if (affectedRows(open) !== 1) {
      // re-read: a payout that committed while this waited for the row is the reason
      const closed = await trx.from('bonus_hunts').where('id', hunt.id).first()
      throw new ActionRefusedException(
        ERROR_CODES.invalidState,
        closed?.first_payout_at ? GUESSING_CLOSED_BY_PAYOUT.guessRefused : GUESS_MESSAGES.notOpen
      )
    }

    const now = DateTime.utc()
    await trx
      .insertQuery()
      .table('hunt_guesses')
      .insert({
        bonus_hunt_id: hunt.id,
        user_id: userId,
        amount,
        guessed_at: preciseTimestamp(trx, now),
        created_at: dbTimestamp(trx, now),
      })
      .onConflict(['bonus_hunt_id', 'user_id'])
      .merge(['amount', 'guessed_at'])
    return { huntId: Number(hunt.id), amount }
  })
}

/**
 * Inside a payout's transaction: closes guessing on the hunt and marks its first payout, once.
 * The UPDATE takes the hunt's row lock (PostgreSQL; SQLite writers queue anyway), the same
 * lock placeGuess's guarded UPDATE needs, so a racing guess either commits before this close
 * or re-reads guessing_open as false and is refused; it never lands after.
 */
export async function closeGuessingAtFirstPayout(trx: TransactionClientContract, huntId: number) {
  // the row lock first, then the time: a guess that held the lock committed before this
  // close, so its guessed_at is never later than first_payout_at
  await trx.from('bonus_hunts').where('id', huntId).update({ id: huntId })
  await trx
    .from('bonus_hunts')
    .where('id', huntId)
    .whereNull('first_payout_at')
    .update({ guessing_open: false, first_payout_at: preciseTimestamp(trx) })
}

/**
 * Whether guessing may (re)open on the hunt: never once a payout was recorded (or a bonus
 * holds one). Read inside the caller's transaction after its row lock.
 */
export async function guessingLockedByPayout(trx: TransactionClientContract, huntId: number) {
  const hunt = await trx.from('bonus_hunts').where('id', huntId).select('first_payout_at').first()
  if (hunt?.first_payout_at) return true
  const paid = await trx
    .from('hunt_slots')
    .where('bonus_hunt_id', huntId)
    .whereNotNull('amount')
    .first()
  return Boolean(paid)
}

/** Whether anyone has guessed on the hunt (read inside the caller's transaction) */
export async function hasGuesses(trx: TransactionClientContract, huntId: number) {
  return Boolean(await trx.from('hunt_guesses').where('bonus_hunt_id', huntId).first())
}

/** The user's guess on a hunt, or null */
export async function guessOf(huntId: number, userId: number) {
  const guess = await HuntGuess.query()
    .where('bonus_hunt_id', huntId)
    .where('user_id', userId)
    .first()
  return guess?.amount ?? null
}

/**
 * Inside the finish's transaction: closes guessing, stores the final balance, places the top N
 * guesses (the hunt's prizes, #shared/guessing guessPrizes: one place paying guess_prize unless
 * set) and pays each place's points through the ledger. The caller has already moved the hunt
 * from live to finished with a guarded write, so this runs once per hunt: two racing finishes
 * pay once. Answers the closest guess (place 1), or null.
 */
export async function settleGuesses(
  trx: TransactionClientContract,
  hunt: BonusHunt,
  finalBalance: number
) {
  const guesses = await HuntGuess.query({ client: trx }).where('bonus_hunt_id', hunt.id)
  const prizes = guessPrizes(hunt.guessPrizes, hunt.guessPrize)
  const ranked = rankGuesses(
    guesses.map((g) => ({ id: g.id, amount: g.amount, guessedAt: g.guessedAt.toMillis(), g })),
    finalBalance
  ).slice(0, prizes.length)
  const winner = ranked[0] ?? null
  hunt.merge({
    guessingOpen: false,
    finalBalance,
    winnerGuessId: winner?.id ?? null,
  })
  await hunt.save()
  for (const [index, placed] of ranked.entries()) {
    const prize = prizes[index]
    await trx
      .from('hunt_guesses')
      .where('id', placed.id)
      .update({ place: index + 1, prize_points: prize || null })
    if (prize > 0) {
      await applyPointChange(trx, {
        userId: placed.g.userId,
        delta: prize,
        reason: 'hunt',
        referenceType: GUESS_PRIZE_REFERENCE,
        referenceId: placed.id,
        note: `Guess place ${index + 1} in ${hunt.title} (${formatWhole(prize)} points)`,
      })
    }
  }
  return winner ? { guessId: winner.id, userId: winner.g.userId, prize: prizes[0] } : null
}
