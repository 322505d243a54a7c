import { cachedPublicRow, publicTransaction } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { dbTimestamp } from '#infra/db/time'
import { auditedCreate, auditedUpdate } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { guessPrizes } from '#shared/guessing'
import { affectedRows } from '#infra/db/writes'
import {
  guessingLockedByPayout,
  hasGuesses,
  settleGuesses,
  GUESS_MESSAGES,
} from '#services/hunt/guessing'
import { GUESSING_CLOSED_BY_PAYOUT, GUESSING_FINAL, huntSummary } from '#shared/hunt'
import { huntFinished, huntStarted } from '#services/discord/announcement_events'
import { queueGuessWonPush, queueHuntStartedPush } from '#services/push/outbox'
import { requirePointsAuthority, type PointsAuthority } from '#services/points/points_authority'
import { freezeHunt } from '#services/hunt/hunt_record'

/**
 * Bonus hunts: the hunt the public page shows, and the admin's writes (see docs/product.md, "Admin bonus
 * hunt"). One live hunt at a time; bonuses are added, edited and removed,
 * payouts recorded as they open, then the hunt is finished. Every write is audited in its
 * own transaction. The bonuses' writes are in hunt_slots.ts.
 */
export const HUNT_MESSAGES = {
  started: 'hunt_rules.started',
  updated: 'hunt_rules.updated',
  finished: 'hunt_rules.finished',
  slotAdded: 'hunt_rules.slot_added',
  slotUpdated: 'hunt_rules.slot_updated',
  payoutRecorded: 'hunt_rules.payout_recorded',
  slotRemoved: 'hunt_rules.slot_removed',
  liveExists: 'hunt_rules.live_exists',
  noLiveHunt: 'hunt_rules.no_live_hunt',
  slotNotFound: 'hunt_rules.slot_not_found',
  noSlots: 'hunt_rules.no_slots',
  unopened: 'hunt_rules.unopened',
} as const satisfies Record<string, MessageKey>

type HuntFields = { title: string; starting_balance: number }
const huntSnapshot = (hunt: BonusHunt) => ({
  title: hunt.title,
  starting_balance: hunt.startingBalance,
  status: hunt.status,
})

const HUNT: AuditSubject<BonusHunt> = { type: 'bonus_hunt', snapshot: huntSnapshot }

/** The hunt the public page shows: the live one, or else the last finished one */
export async function currentHunt() {
  return BonusHunt.query()
    .preload('slots', (slots) => slots.preload('catalogSlot'))
    .preload('guesses', (guesses) => guesses.preload('user'))
    .preload('winnerGuess', (guess) => guess.preload('user'))
    .orderByRaw("case when status = 'live' then 0 else 1 end")
    .orderBy('id', 'desc')
    .first()
}

export async function liveHunt(trx: TransactionClientContract) {
  const hunt = await BonusHunt.query({ client: trx })
    .where('status', 'live')
    .orderBy('id', 'desc')
    .first()
  if (!hunt) throw new ActionRefusedException(ERROR_CODES.invalidState, HUNT_MESSAGES.noLiveHunt)
  return hunt
}

/**
 * The live hunt, its row locked first (a no-op UPDATE: PostgreSQL holds the row lock to
 * commit, SQLite writers queue anyway), so the read sees what a racing payout committed
 */
async function lockedLiveHunt(trx: TransactionClientContract) {
  const { id } = await liveHunt(trx)
  await trx.from('bonus_hunts').where('id', id).where('status', 'live').update({ id })
  return liveHunt(trx)
}

export async function startHunt(actorId: number, fields: HuntFields) {
  return publicTransaction(['hunt'], async (trx) => {
    const live = await BonusHunt.query({ client: trx }).where('status', 'live').first()
    if (live) throw new ActionRefusedException(ERROR_CODES.invalidState, HUNT_MESSAGES.liveExists)
    const hunt = await auditedCreate(trx, actorId, 'bonus_hunt.start', HUNT, () =>
      BonusHunt.create(
        { title: fields.title, startingBalance: fields.starting_balance, status: 'live' },
        { client: trx }
      )
    )
    await huntStarted(trx, hunt)
    await queueHuntStartedPush(trx, hunt)
  })
}

export async function updateHunt(actorId: number, fields: HuntFields) {
  return publicTransaction(['hunt'], async (trx) => {
    const hunt = await liveHunt(trx)
    await auditedUpdate(trx, actorId, 'bonus_hunt.update', HUNT, hunt, async () => {
      hunt.merge({ title: fields.title, startingBalance: fields.starting_balance })
      await hunt.save()
    })
  })
}

/**
 * Finishing needs every bonus opened (remove the ones that will not be opened first). The
 * live -> finished write is guarded, so of two racing finishes one settles the guesses and
 * pays the guess prize; the other is refused.
 */
export async function finishHunt(actorId: number) {
  // the guess prize is earned points: the points race ('boards') changes with the hunt
  return publicTransaction(['hunt', 'boards'], async (trx) => {
    const hunt = await liveHunt(trx)
    const slots = await HuntSlot.query({ client: trx }).where('bonus_hunt_id', hunt.id)
    if (slots.length === 0)
      throw new ActionRefusedException(ERROR_CODES.invalidState, HUNT_MESSAGES.noSlots)
    if (slots.some((s) => s.amount === null)) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, HUNT_MESSAGES.unopened)
    }
    await auditedUpdate(
      trx,
      actorId,
      'bonus_hunt.finish',
      HUNT,
      hunt,
      async () => {
        const finishedAt = DateTime.utc()
        const moved = await trx
          .from('bonus_hunts')
          .where('id', hunt.id)
          .where('status', 'live')
          .update({ status: 'finished', finished_at: dbTimestamp(trx, finishedAt) })
        if (affectedRows(moved) !== 1)
          throw new ActionRefusedException(ERROR_CODES.invalidState, HUNT_MESSAGES.noLiveHunt)
        hunt.merge({ status: 'finished', finishedAt })
        const winner = await settleGuesses(
          trx,
          hunt,
          huntSummary(hunt.startingBalance, slots).totalWon
        )
        await freezeHunt(trx, hunt)
        await huntFinished(trx, hunt, winner?.userId ?? null)
        if (winner?.userId) await queueGuessWonPush(trx, hunt, winner.userId)
        return winner
      },
      (_, winner) => ({
        ...huntSnapshot(hunt),
        final_balance: hunt.finalBalance,
        guess_winner: winner,
      })
    )
  })
}

const GUESSING: AuditSubject<BonusHunt> = {
  type: 'bonus_hunt',
  // the places only once set (a hunt paying one place is audited as before)
  snapshot: (hunt) => ({
    guessing_open: hunt.guessingOpen,
    guess_prize: hunt.guessPrize,
    ...(hunt.guessPrizes && { guess_prizes: guessPrizes(hunt.guessPrizes, hunt.guessPrize) }),
  }),
}

/** Whether new places create points a grant needs: a place paying more than it did */
const placesChangePoints = (before: number[], after: number[]) =>
  after.some((points, i) => points > 0 && points !== (before[i] ?? 0))

/**
 * Opens or closes guessing on the live hunt (audited). A prize sent with it sets the points
 * paid to the closest guess (null removes it); left out, the prize stays as it was. Opening
 * is refused once a payout was recorded, and once guessing was closed with a guess placed
 * (closing is final then: nobody guesses after the others' guesses could be known): the touch
 * of the hunt row first takes its lock, so a payout committing meanwhile is seen and an open
 * never lands after it. A new prize needs `authority` to grant points (points_authority.ts);
 * the prize already set may be sent back.
 */
export async function setGuessing(
  actorId: number,
  input: { open: boolean; prize?: number | null; prizes?: number[] },
  authority: PointsAuthority
) {
  return publicTransaction(['hunt'], async (trx) => {
    const hunt = await lockedLiveHunt(trx)
    const current = hunt.guessPrize === null ? null : Number(hunt.guessPrize)
    requirePointsAuthority(
      authority,
      input.prizes
        ? placesChangePoints(guessPrizes(hunt.guessPrizes, current), input.prizes)
        : Boolean(input.prize) && input.prize !== current
    )
    if (input.open && (await guessingLockedByPayout(trx, hunt.id))) {
      throw new ActionRefusedException(
        ERROR_CODES.invalidState,
        GUESSING_CLOSED_BY_PAYOUT.reopenRefused
      )
    }
    if (input.open && !hunt.guessingOpen && (await hasGuesses(trx, hunt.id))) {
      throw new ActionRefusedException(ERROR_CODES.invalidState, GUESSING_FINAL.reopenRefused)
    }
    await auditedUpdate(trx, actorId, 'bonus_hunt.guessing', GUESSING, hunt, async () => {
      hunt.guessingOpen = input.open
      if (input.prizes) {
        // top N: place 1's points stay in guess_prize, as the pages and clients read it
        hunt.guessPrizes = JSON.stringify(input.prizes)
        hunt.guessPrize = input.prizes[0] || null
      } else if (input.prize !== undefined) {
        hunt.guessPrize = input.prize
        hunt.guessPrizes = null
      }
      await hunt.save()
    })
    return input.open ? GUESS_MESSAGES.opened : GUESS_MESSAGES.closed
  })
}

/** The public page's hunt (the live one, or the last finished one), or null */
export function publicHunt() {
  return cachedPublicRow('hunt', 'current', currentHunt, (hunt) =>
    jsonSerializer.serializeWithoutWrapping(BonusHuntTransformer.transform(hunt))
  )
}
