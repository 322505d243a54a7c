import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import type { Group } from '@japa/runner/core'
import { auditPoints } from '#services/points/consistency_audit'
import { FACTORY_PASSWORD } from '#tests/helpers/database/users'

let batch = 0

/**
 * Many buyers at once (with a Celsius username and points granted through the ledger) for the
 * race tests: one password hash shared by all, one transaction, so 200 users take well under
 * a second instead of 200 scrypt runs.
 */
export async function createBuyers(count: number, points: number) {
  batch++
  const password = await hash.make(FACTORY_PASSWORD)
  const ids = await db.transaction(async (trx) => {
    const now = dbTimestamp(trx)
    const created: number[] = []
    for (let i = 0; i < count; i++) {
      const username = `b${batch}x${i}`
      const [row] = await trx
        .insertQuery()
        .table('users')
        .insert({
          username,
          email: `${username}@example.test`,
          password,
          balance: 0,
          celsius_username: `${username}_celsius`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      await applyPointChange(trx, { userId: id, delta: points, reason: 'admin' })
      created.push(id)
    }
    return created
  })
  return User.query().whereIn('id', ids).orderBy('id')
}

/**
 * Everything a refused request must leave alone: balances, ledger, purchases, stock, vault.
 * Compare a snapshot taken before with one taken after.
 */
export async function economySnapshot() {
  const users = await db.from('users').orderBy('id').select('id', 'balance')
  const products = await db.from('products').orderBy('id').select('id', 'stock')
  const vaults = await db.from('vaults').select('value', 'streams_active')
  return {
    balances: users.map((u) => [Number(u.id), Number(u.balance)]),
    stock: products.map((p) => [Number(p.id), Number(p.stock)]),
    vault: vaults.map((v) => [Number(v.value), Number(v.streams_active)]),
    ledgerRows: await countRows('point_transactions'),
    purchases: await countRows('purchases'),
    contributions: await countRows('vault_contributions'),
  }
}

/** Rows of a table, optionally only those matching column values */
export async function countRows(table: string, where: Record<string, string | number> = {}) {
  const row = await db.from(table).where(where).count('* as total').first()
  return Number(row.total)
}

/** Ledger sum of one user */
export async function ledgerSum(userId: number) {
  const row = await db.from('point_transactions').where('user_id', userId).sum('delta as total').first()
  return Number(row?.total ?? 0)
}

/** A second SQLite connection to the test database, outside the app's pool (another "process") */
export async function separateSqliteConnection(): Promise<{
  exec: (sql: string) => void
  close: () => void
}> {
  return db.connection().getWriteClient().client.acquireRawConnection()
}

/** PRAGMA integrity_check of the test database: 'ok' when sound */
export async function integrityCheck() {
  const rows = await db.rawQuery('PRAGMA integrity_check')
  return rows.map((row: Record<string, string>) => Object.values(row)[0]).join('; ')
}

/** After each test of the group, every balance matches its ledger and every stock its sales */
export function auditPointsAfterEach(group: Group) {
  group.each.teardown(async () => {
    const findings = await auditPoints()
    if (findings.length > 0) throw new Error(`points:audit: ${JSON.stringify(findings)}`)
  })
}
