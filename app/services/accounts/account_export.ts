import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { hasTwoFactor } from '#services/accounts/two_factor'
import { readDbTimestamp } from '#infra/db/time'

/**
 * The user's data as one JSON document (GET /api/user/export): everything the site keeps about
 * them, and never a hash, secret, token or another user's data. Two-factor sign-in is told as
 * its status (on since when, recovery codes left), never its secret or codes.
 */

const rows = (table: string, userId: number, columns: string[]) =>
  db.from(table).where('user_id', userId).orderBy('id', 'asc').select(columns)

const at = (value: string | Date | null) =>
  value === null ? null : readDbTimestamp(value).toUTC().toISO()

/** Raffles entered and won, with each raffle's title */
async function raffles(userId: number) {
  const [entries, wins] = await Promise.all([
    db
      .from('raffle_entries as e')
      .join('raffles as r', 'r.id', 'e.raffle_id')
      .where('e.user_id', userId)
      .orderBy('e.id', 'asc')
      .select(
        'e.raffle_id',
        'r.title',
        'e.tickets',
        'e.points_spent',
        'e.chat_ticket',
        'e.created_at'
      ),
    db
      .from('raffle_winners as w')
      .join('raffles as r', 'r.id', 'w.raffle_id')
      .where('w.user_id', userId)
      .orderBy('w.id', 'asc')
      .select(
        'w.raffle_id',
        'r.title',
        'r.prize',
        'w.position',
        'w.ticket',
        'w.payout_status',
        'w.created_at'
      ),
  ])
  return {
    raffle_entries: entries.map((e) => ({
      ...e,
      chat_ticket: Boolean(e.chat_ticket),
      created_at: at(e.created_at),
    })),
    raffle_wins: wins.map((w) => ({ ...w, created_at: at(w.created_at) })),
  }
}

/** Slot requests voted for (the first vote of a request is its request), with the slot and its state */
async function slotRequests(userId: number) {
  const votes = await db
    .from('slot_request_votes as v')
    .join('slot_requests as s', 's.id', 'v.slot_request_id')
    .where('v.user_id', userId)
    .orderBy('v.id', 'asc')
    .select(
      'v.id',
      'v.slot_request_id',
      's.slot_name',
      's.status',
      'v.cost',
      'v.refunded',
      'v.created_at'
    )
  const firsts = await db
    .from('slot_request_votes')
    .whereIn(
      'slot_request_id',
      votes.map((v) => v.slot_request_id)
    )
    .groupBy('slot_request_id')
    .select('slot_request_id')
    .min('id as first_id')
  const first = new Set(firsts.map((f) => Number(f.first_id)))
  return votes.map(({ id, ...vote }) => ({
    ...vote,
    requested_first: first.has(Number(id)),
    refunded: Boolean(vote.refunded),
    created_at: at(vote.created_at),
  }))
}

/** Kick rewards paid to the account, and held credits paid to it or waiting for its Kick account */
async function kickRewards(user: User) {
  const [rewards, held] = await Promise.all([
    rows('kick_rewards', user.id, ['event_type', 'kick_username', 'points', 'created_at']),
    db
      .from('held_credits')
      .where('paid_user_id', user.id)
      .if(user.kickId, (query) =>
        query.orWhere((q) => q.where('kick_user_id', user.kickId!).whereNull('paid_at'))
      )
      .orderBy('id', 'asc')
      .select('kick_username', 'points', 'reason', 'created_at', 'expires_at', 'paid_at'),
  ])
  return {
    kick_rewards: rewards.map((r) => ({ ...r, created_at: at(r.created_at) })),
    held_credits: held.map((h) => ({
      ...h,
      created_at: at(h.created_at),
      expires_at: at(h.expires_at),
      paid_at: at(h.paid_at),
    })),
  }
}

/** Two-factor sign-in as a status: on or off, since when, how many recovery codes are left */
async function twoFactorStatus(user: User) {
  const left = await db
    .from('two_factor_recovery_codes')
    .where('user_id', user.id)
    .whereNull('used_at')
    .count('* as n')
    .first()
  const enabled = hasTwoFactor(user)
  return {
    enabled,
    enabled_at: enabled ? (user.twoFactorEnabledAt?.toUTC().toISO() ?? null) : null,
    recovery_codes_left: enabled ? Number(left?.n ?? 0) : 0,
  }
}

export async function exportAccountData(user: User) {
  const [points, purchases, claims, guesses, contributions, won, votes, kick, twoFactor] =
    await Promise.all([
      rows('point_transactions', user.id, [
        'id',
        'delta',
        'balance_after',
        'reason',
        'reference_type',
        'reference_id',
        'note',
        'created_at',
      ]),
      rows('purchases', user.id, [
        'id',
        'product_name',
        'price',
        'status',
        'created_at',
        'updated_at',
      ]),
      rows('milestone_claims', user.id, [
        'id',
        'milestone_id',
        'celsius_username',
        'status',
        'created_at',
      ]),
      rows('hunt_guesses', user.id, ['id', 'bonus_hunt_id', 'amount', 'guessed_at']),
      rows('vault_contributions', user.id, ['id', 'cycle_id', 'amount', 'points', 'created_at']),
      raffles(user.id),
      slotRequests(user.id),
      kickRewards(user),
      twoFactorStatus(user),
    ])
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
      created_at: user.createdAt.toISO(),
      avatar: user.avatar,
      celsius_username: user.celsiusUsername,
      balance: user.balance,
      two_factor: twoFactor.enabled,
    },
    linked_accounts: {
      discord: user.discordId ? { id: user.discordId, username: user.discordUsername } : null,
      kick: user.kickId ? { id: user.kickId, username: user.kickUsername } : null,
      twitch: user.twitchId ? { id: user.twitchId, username: user.twitchUsername } : null,
    },
    two_factor: twoFactor,
    points_history: points,
    purchases,
    milestone_claims: claims,
    hunt_guesses: guesses,
    vault_contributions: contributions,
    ...won,
    slot_requests: votes,
    ...kick,
  }
}
