import { publicTransaction } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { lockedVault } from '#services/vault/cycle'
import { loadVaultState } from '#services/vault/vault_state'
import VaultCycle from '#models/vault_cycle'
import { vaultBeaconSetting } from '#config/vault'
import { publicUsername } from '#shared/deleted_user'

export type VaultNumbers = { value: number; streams_active: number }

export const VAULT_CLOSED_FOR_EDIT = 'vault_rules.closed_for_edit' satisfies MessageKey

const numbers = (v: { value: number; streamsActive: number }): VaultNumbers => ({
  value: v.value,
  streams_active: v.streamsActive,
})

/**
 * Sets the vault's value and stream count (Save Changes, Add, Increment and Reset all land
 * here, as the product's calls send absolute numbers). Refused while a roll has closed the
 * cycle (its prize is frozen until the draw). With `previous`, the write only happens if the
 * vault still holds those numbers, so a contribution that arrived after the admin loaded the
 * page is never overwritten; a mismatch answers 409 with the current vault.
 */
export async function updateVault(
  actorId: number,
  next: VaultNumbers & { previous?: VaultNumbers }
) {
  return publicTransaction(['vault'], async (trx) => {
    const locked = await lockedVault(trx)
    const current = numbers(locked)
    // A roll closed the cycle: its prize is frozen until the draw opens the next cycle
    const cycle = await trx.from('vault_cycles').where('id', locked.cycleId).first()
    if (cycle?.closed_at)
      throw new ActionRefusedException(ERROR_CODES.conflict, VAULT_CLOSED_FOR_EDIT, {
        vault: current,
      })
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
      throw new ActionRefusedException(ERROR_CODES.conflict, 'errors.vault_changed', {
        vault: current,
      })
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
 * A roll closed this cycle and its draw waits: since when, for which beacon round (null until
 * the chain was reached), and the prize frozen at the close; null when no draw waits
 */
function waitingDraw(cycle: VaultCycle | null, vaultValue: number) {
  if (!cycle?.closedAt || cycle.drawnAt) return null
  return {
    closedAt: cycle.closedAt.toUTC().toISO()!,
    round: cycle.beaconRound ?? null,
    prize: cycle.prizeValue ?? vaultValue,
  }
}

/** The vault draw waiting for its beacon round, if any (the admin landing says so) */
export async function waitingVaultDraw() {
  const state = await loadVaultState()
  const cycle = state.vault.cycleId ? await VaultCycle.find(state.vault.cycleId) : null
  return waitingDraw(cycle, state.vault.value)
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
      /** how the next roll draws: a drand chain, off (not beacon-verified), or refused */
      beacon: vaultBeaconSetting().kind,
      contributors: new Set(contributions.map((c) => c.user_id)).size,
      dollars: contributions.reduce((sum, c) => sum + c.amount, 0),
      pending: waitingDraw(cycle, state.vault.value),
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
    username: publicUsername(String(r.username)),
  }))
}
