import { createHash, randomBytes } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'

/**
 * Vault cycles make the draw provably fair: a cycle opens with a secret seed whose SHA-256 is
 * published at once; the roll reveals the seed, so anyone can recompute the winner from the
 * seed and the published contributions.
 */
export function newSeed() {
  const seed = randomBytes(32).toString('hex')
  return { seed, seedHash: createHash('sha256').update(seed).digest('hex') }
}

/** Opens a new cycle and points the vault row at it; returns the cycle id */
export async function openCycle(trx: TransactionClientContract) {
  const { seed, seedHash } = newSeed()
  const [row] = await trx
    .insertQuery()
    .table('vault_cycles')
    .insert({ seed, seed_hash: seedHash, opened_at: dbTimestamp(trx) })
    .returning('id')
  const cycleId = insertedId(row)
  await trx
    .from('vaults')
    .where('id', 1)
    .update({ cycle_id: cycleId, updated_at: dbTimestamp(trx) })
  return cycleId
}

/**
 * The vault row (id 1) inside a transaction, created empty on a fresh database, with an open
 * cycle. Concurrent callers are safe: the insert ignores a conflict and the cycle is only
 * opened by the caller that finds none.
 *
 * Call it first in the transaction: its first statements are writes, so from here on the
 * caller holds SQLite's write lock, or on PostgreSQL the vault row's lock (the touch of
 * updated_at; an ignored INSERT takes none). Contributions and the roll therefore queue on
 * the vault and each reads the state the previous one committed.
 */
export async function lockedVault(trx: TransactionClientContract) {
  const now = dbTimestamp(trx)
  await trx
    .insertQuery()
    .table('vaults')
    .insert({ id: 1, value: 0, streams_active: 0, created_at: now })
    .onConflict('id')
    .ignore()
  // A write takes the row lock first (PostgreSQL holds it to commit; SQLite writers queue
  // anyway), so a roll, an admin edit and a contribution never interleave on the vault
  await trx.from('vaults').where('id', 1).update({ updated_at: now })
  let vault = await trx.from('vaults').where('id', 1).firstOrFail()
  if (!vault.cycle_id) {
    await openCycle(trx)
    vault = await trx.from('vaults').where('id', 1).firstOrFail()
  }
  return {
    value: Number(vault.value),
    streamsActive: Number(vault.streams_active),
    cycleId: Number(vault.cycle_id),
  }
}
