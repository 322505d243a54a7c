import VaultCycle from '#models/vault_cycle'
import VaultWinner from '#models/vault_winner'
import { cycleContributions } from '#services/vault/vault_admin'
import { DRAW_PROCEDURE, drawTicket } from '#services/vault/draw'

/**
 * The public record of a vault cycle, for anyone to check a roll: the seed hash published at
 * opening, the contributions in draw order, and once rolled the revealed seed, the ticket and
 * the winner. An open cycle never shows its seed.
 */
export async function vaultCycleRecord(id: number) {
  const cycle = await VaultCycle.find(id)
  if (!cycle) return null
  const contributions = await cycleContributions(id)
  const total = contributions.reduce((sum, c) => sum + c.amount, 0)
  const closed = cycle.closedAt !== null
  const winner = closed ? await VaultWinner.findBy('cycle_id', id) : null
  return {
    id: cycle.id,
    seed_hash: cycle.seedHash,
    opened_at: cycle.openedAt.toUTC().toISO(),
    closed_at: cycle.closedAt?.toUTC().toISO() ?? null,
    seed: closed ? cycle.seed : null,
    total,
    contributions: contributions.map((c) => ({ id: c.id, username: c.username, amount: c.amount })),
    draw:
      winner && total > 0
        ? {
            ticket: drawTicket(cycle.seed, cycle.id, total),
            winner: { username: winner.username, amount: winner.amount },
          }
        : null,
    procedure: DRAW_PROCEDURE,
  }
}
