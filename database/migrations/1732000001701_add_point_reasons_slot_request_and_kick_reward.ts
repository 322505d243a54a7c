import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const BEFORE = ['accrual', 'purchase', 'vault', 'admin', 'refund']
const AFTER = [...BEFORE, 'slot_request', 'kick_reward']
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ')

/**
 * Two ledger reasons: slot_request (the cost of a slot request) and kick_reward (points for
 * supporting the channel on Kick). The reason column is checked by the database; PostgreSQL
 * swaps the named check, SQLite (which cannot alter a check) rebuilds the table as its
 * documented procedure says: foreign keys off, copy into a table with the new check, drop,
 * rename, indexes again, foreign_key_check, in one transaction. Hence no migration
 * transaction around it (the foreign_keys pragma does nothing inside one).
 */
export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    this.defer((db) => reasons(db, BEFORE, AFTER))
  }

  async down() {
    this.defer(async (db) => {
      await db
        .from('point_transactions')
        .whereIn('reason', ['slot_request', 'kick_reward'])
        .delete()
      await reasons(db, AFTER, BEFORE)
    })
  }
}

async function reasons(db: QueryClientContract, from: string[], to: string[]) {
  if (db.dialect.name === 'postgres') {
    await db.rawQuery(
      `ALTER TABLE point_transactions DROP CONSTRAINT IF EXISTS point_transactions_reason_check;
       ALTER TABLE point_transactions ADD CONSTRAINT point_transactions_reason_check
         CHECK (reason IN (${list(to)}))`
    )
    return
  }
  const rows = (await db.rawQuery(
    "SELECT type, sql FROM sqlite_master WHERE tbl_name = 'point_transactions' AND sql IS NOT NULL"
  )) as { type: string; sql: string }[]
  const table = rows.find((r) => r.type === 'table')!
  const indexes = rows.filter((r) => r.type === 'index').map((r) => r.sql)
  if (!table.sql.includes(`(${list(from)})`))
    throw new Error('point_transactions: unexpected reason check')
  const created = table.sql
    .replace(/^CREATE TABLE [`"]?point_transactions[`"]?/, 'CREATE TABLE `point_transactions_new`')
    .replace(`(${list(from)})`, `(${list(to)})`)
  await db.rawQuery('PRAGMA foreign_keys = OFF')
  try {
    await db.transaction(async (trx) => {
      await trx.rawQuery(created)
      await trx.rawQuery('INSERT INTO point_transactions_new SELECT * FROM point_transactions')
      await trx.rawQuery('DROP TABLE point_transactions')
      await trx.rawQuery('ALTER TABLE point_transactions_new RENAME TO point_transactions')
      for (const sql of indexes) await trx.rawQuery(sql)
      const broken = (await trx.rawQuery('PRAGMA foreign_key_check')) as unknown[]
      if (broken.length > 0) throw new Error('point_transactions rebuild broke a foreign key')
    })
  } finally {
    await db.rawQuery('PRAGMA foreign_keys = ON')
  }
}
