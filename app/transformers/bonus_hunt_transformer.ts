import type BonusHunt from '#models/bonus_hunt'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { guessesPublic, huntSummary, toCents } from '#shared/hunt'
import { guessPrizes } from '#shared/guessing'
import { publicUsername } from '#shared/deleted_user'
import type { RequestVia } from '#shared/slot_requests'

/**
 * The hunt in the product's shape: summary figures and the slots (slot_name, bet_size, amount), plus
 * guess the balance. While the hunt is live only the number of guesses and whether guessing is
 * open are public (closing guessing does not reveal them); once the hunt finished every guess
 * (username and amount) is, closest first. The first recorded payout closes guessing for good
 * (closed_by_payout).
 * Expects slots (with catalogSlot), guesses.user and winnerGuess.user preloaded (currentHunt does).
 */
export default class BonusHuntTransformer extends BaseTransformer<BonusHunt> {
  toObject() {
    const hunt = this.resource
    const slots = [...hunt.slots].sort((a, b) => a.position - b.position)
    const summary = huntSummary(hunt.startingBalance, slots)
    return {
      id: hunt.id,
      title: hunt.title,
      status: hunt.status,
      bonuses_total: summary.bonusesTotal,
      bonuses_completed: summary.bonusesCompleted,
      starting_balance: summary.startingBalance,
      total_won: summary.totalWon,
      current_x: summary.currentX,
      avg_x_required: summary.avgXRequired,
      slots: slots.map((s) => ({
        id: s.id,
        slot_name: s.slotName,
        bet_size: s.betSize,
        amount: s.amount,
        /** the viewer whose slot request it came from */
        requested_by: s.requestedBy,
        /** where they asked: the site, or a platform's chat (`!sr`) */
        requested_via: s.requestedVia as RequestVia,
        /** the catalog slot's provider and page (null: a name not in the catalog) */
        provider: s.catalogSlot?.provider ?? null,
        slot_slug: s.catalogSlot?.slug ?? null,
        added_at: s.createdAt.toISO()!,
      })),
      guessing: this.guessing(),
    }
  }

  private guessing() {
    const hunt = this.resource
    const guesses = hunt.guesses ?? []
    const final = hunt.finalBalance
    const distance = (amount: number) =>
      final === null ? toCents(amount) : Math.abs(toCents(amount) - toCents(final))
    const ordered = [...guesses].sort(
      (a, b) =>
        distance(a.amount) - distance(b.amount) ||
        a.guessedAt.toMillis() - b.guessedAt.toMillis() ||
        a.id - b.id
    )
    const winner = hunt.winnerGuess ?? null
    return {
      open: hunt.guessingOpen,
      /** the first recorded payout closed guessing for good (it never opens again) */
      closed_by_payout: hunt.firstPayoutAt !== null,
      prize: hunt.guessPrize,
      /** the points of each paid place (top N; #shared/guessing guessPrizes) */
      prizes: guessPrizes(hunt.guessPrizes, hunt.guessPrize),
      count: guesses.length,
      final_balance: final,
      guesses: !guessesPublic(hunt.status)
        ? []
        : ordered.map((g) => ({
            username: publicUsername(g.user.username),
            amount: g.amount,
            winner: g.id === hunt.winnerGuessId,
            /** its paid place (1 = closest) and the points it was paid, once settled */
            place: g.place,
            prize: g.prizePoints,
          })),
      winner: winner
        ? {
            username: publicUsername(winner.user.username),
            amount: winner.amount,
            prize: hunt.guessPrize,
          }
        : null,
    }
  }
}
