import db from '@adonisjs/lucid/services/db'
import VaultCycle from '#models/vault_cycle'
import { readDbTimestamp } from '#infra/db/time'
import VaultWinner from '#models/vault_winner'
import { cycleContributions } from '#services/vault/vault_admin'
import { drawnBeaconRound } from '#shared/vault_draw'
import { DRAW_PROCEDURE, drawMessage, drawTicket } from '#shared/vault_draw'

/**
 * The public record of a vault cycle, for anyone to check a roll: the seed hash published at
 * opening, the contributions in draw order, the close time, the prize frozen at the close,
 * the drand chain the draw waits for (chain_hash) and, once drawn, the revealed seed, the
 * beacon round the draw used (or null when it drew from the cycle id alone: not
 * beacon-verified), the message, the ticket and the winner. The seed stays secret until the draw: an open cycle,
 * or one closed and waiting for its beacon round, never shows it.
 */
export async function vaultCycleRecord(id: number) {
  const cycle = await VaultCycle.find(id)
  if (!cycle) return null
  const contributions = await cycleContributions(id)
  const total = contributions.reduce((sum, c) => sum + c.amount, 0)
  const drawn = cycle.drawnAt !== null
  const winner = drawn ? await VaultWinner.findBy('cycle_id', id) : null
  const beacon = drawnBeaconRound(
    drawn,
    cycle.beaconRound,
    cycle.beaconRandomness,
    cycle.beaconSignature
  )
  const message = drawn ? drawMessage(cycle.id, beacon?.randomness ?? null) : null
  return {
    id: cycle.id,
    seed_hash: cycle.seedHash,
    opened_at: cycle.openedAt.toUTC().toISO(),
    closed_at: cycle.closedAt?.toUTC().toISO() ?? null,
    drawn_at: cycle.drawnAt?.toUTC().toISO() ?? null,
    seed: drawn ? cycle.seed : null,
    total,
    contributions: contributions.map((c) => ({ id: c.id, username: c.username, amount: c.amount })),
    /** the vault value frozen when the roll closed the cycle (null: still open) */
    prize: cycle.closedAt ? (cycle.prizeValue ?? winner?.amount ?? null) : null,
    /**
     * the drand chain (its hash) whose round the draw waits for or used; null when the draw
     * is not beacon-verified (the beacon switched off) or the cycle is still open
     */
    chain_hash: cycle.beaconChainHash ?? null,
    /** whether the draw used a verified beacon round (null while not drawn) */
    beacon_verified: drawn ? beacon !== null : null,
    /** the drand round the draw waits for (once closed) or used */
    beacon_round: cycle.beaconRound === null ? null : Number(cycle.beaconRound),
    beacon,
    /** the HMAC message of the draw: `${id}:${beacon.randomness}`, or `${id}` without a beacon */
    message,
    message_source: message === null ? null : beacon ? ('beacon' as const) : ('cycle_id' as const),
    draw:
      winner && message !== null && total > 0
        ? {
            ticket: await drawTicket(cycle.seed, message, total),
            winner: { username: winner.username, amount: winner.amount },
          }
        : null,
    procedure: DRAW_PROCEDURE,
  }
}

/** How many past draws the verify page offers */
export const VERIFIABLE_DRAWS = 20

/** The most recent drawn cycles with their winner, newest first, for the verify page's list */
export async function recentDraws() {
  const rows = await db
    .from('vault_cycles as c')
    .join('vault_winners as w', 'w.cycle_id', 'c.id')
    .whereNotNull('c.drawn_at')
    .orderBy('c.id', 'desc')
    .limit(VERIFIABLE_DRAWS)
    .select('c.id', 'c.drawn_at', 'c.beacon_randomness', 'w.username', 'w.amount')
  return rows.map((r) => ({
    id: Number(r.id),
    drawnAt: readDbTimestamp(r.drawn_at).toUTC().toISO(),
    winner: String(r.username),
    amount: Number(r.amount),
    beacon: r.beacon_randomness !== null,
  }))
}
