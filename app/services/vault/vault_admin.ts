import { publicTransaction } from '#services/public_cache'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#services/db/time'
import { affectedRows } from '#services/db/writes'
import { lockedVault } from '#services/vault/cycle'
import { loadVaultState } from '#services/vault/vault_state'
import VaultCycle from '#models/vault_cycle'

export type VaultNumbers = { value: number; streams_active: number }

const numbers = (v: { value: number; streamsActive: number }): VaultNumbers => ({
  value: v.value,
  streams_active: v.streamsActive,
})

/**
 * Sets the vault's value and stream count (Save Changes, Add, Increment and Reset all land
 * here, as the product's calls send absolute numbers). With `previous`, the write only happens if the
 * vault still holds those numbers, so a contribution that arrived after the admin loaded the
 * page is never overwritten; a mismatch answers 409 with the current vault.
 */
export async function updateVault(
  actorId: number,
  next: VaultNumbers & { previous?: VaultNumbers }
) {
  return publicTransaction(['vault'], async (trx) => {
    const current = numbers(await lockedVault(trx))
    const query = trx.from('vaults').where('id', 1)
    if (next.previous) {
      query
        .where('value', next.previous.value)
        .where('streams_active', next.previous.streams_active)
    }
    const affected = await query.update({
      value: next.value,
      streams_active: next.streams_active,
      updated_at: dbTimestamp(trx),
    })
    if (affectedRows(affected) !== 1) {
      throw new ActionRefusedException(
        'The vault changed since this page loaded; the current numbers are shown now',
        409,
        { vault: current }
      )
    }
    const after = { value: next.value, streams_active: next.streams_active }
    await recordAudit(trx, {
      actorId,
      action: 'vault.update',
      subjectType: 'vault',
      subjectId: 1,
      before: current,
      after,
    })
    return after
  })
}

/**
 * The vault as the admin page shows it, read from the database: the saved numbers, recent
 * winners, the open cycle's seed hash and how many people and dollars it holds so far. The
 * page's first render and the answer to a roll both come from here.
 */
export async function loadAdminVaultView() {
  const state = await loadVaultState()
  const cycleId = state.vault.cycleId
  const contributions = cycleId ? await cycleContributions(cycleId) : []
  const cycle = cycleId ? await VaultCycle.find(cycleId) : null
  return {
    vault: state.vault,
    winners: state.winners,
    seedHash: state.seedHash,
    cycle: {
      id: cycleId ?? null,
      contributors: new Set(contributions.map((c) => c.user_id)).size,
      dollars: contributions.reduce((sum, c) => sum + c.amount, 0),
      /** a roll closed this cycle and its draw waits for this beacon round */
      pendingRound: cycle?.closedAt && !cycle.drawnAt ? (cycle.beaconRound ?? null) : null,
    },
  }
}

type ContributionRow = { id: number; user_id: number; amount: number; username: string }

/** A cycle's contributions in draw order (ascending id), with each contributor's name */
export async function cycleContributions(
  cycleId: number,
  client: QueryClientContract = db.connection()
) {
  const rows = await client
    .from('vault_contributions as c')
    .join('users as u', 'u.id', 'c.user_id')
    .where('c.cycle_id', cycleId)
    .orderBy('c.id', 'asc')
    .select('c.id', 'c.user_id', 'c.amount', 'u.username')
  return rows.map((r): ContributionRow => ({
    id: Number(r.id),
    user_id: Number(r.user_id),
    amount: Number(r.amount),
    username: r.username,
  }))
}
