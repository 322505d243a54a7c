import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** The ledger reasons the database allows before any migration added one */
export const FIRST_LEDGER_REASONS = ['accrual', 'purchase', 'vault', 'admin', 'refund']

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ')

/**
 * Changes the set of reasons `point_transactions.reason` may hold. PostgreSQL swaps the named
 * check constraint; SQLite cannot alter a check, so the table is rebuilt as SQLite documents
 * it: foreign keys off (outside any transaction: the pragma does nothing inside one), a new
 * table with the new check, copy, drop, rename, indexes again, then a foreign key check. A
 * migration calling it sets `disableTransactions`.
 */
export async function swapLedgerReasons(db: QueryClientContract, from: string[], to: string[]) {
  if (db.dialect.name === 'postgres') {
    await db.transaction(async (trx) => {
      await trx.rawQuery(
        'ALTER TABLE point_transactions DROP CONSTRAINT IF EXISTS point_transactions_reason_check'
      )
      await trx.rawQuery(
        `ALTER TABLE point_transactions ADD CONSTRAINT point_transactions_reason_check CHECK (reason IN (${list(to)}))`
      )
    })
    return
  }
  await db.rawQuery('PRAGMA foreign_keys = OFF')
  try {
    await db.transaction(async (trx) => {
      const rows = await trx.rawQuery(
        "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'point_transactions' AND sql IS NOT NULL"
      )
      const objects = rows as { type: string; name: string; sql: string }[]
      const table = objects.find((o) => o.type === 'table')!
      const oldCheck = new RegExp(`\\(\\s*${list(from).replace(/, /g, ',\\s*')}\\s*\\)`)
      if (!oldCheck.test(table.sql)) throw new Error('point_transactions: reason check not found')
      const created = table.sql
        .replace(
          /^CREATE TABLE\s+[`"]?point_transactions[`"]?/i,
          'CREATE TABLE `point_transactions_new`'
        )
        .replace(oldCheck, `(${list(to)})`)
      await trx.rawQuery(created)
      await trx.rawQuery('INSERT INTO point_transactions_new SELECT * FROM point_transactions')
      await trx.rawQuery('DROP TABLE point_transactions')
      await trx.rawQuery('ALTER TABLE point_transactions_new RENAME TO point_transactions')
      for (const index of objects.filter((o) => o.type === 'index')) await trx.rawQuery(index.sql)
      const broken = await trx.rawQuery('PRAGMA foreign_key_check')
      if ((broken as unknown[]).length > 0) throw new Error('foreign keys broken by the rebuild')
    })
  } finally {
    await db.rawQuery('PRAGMA foreign_keys = ON')
  }
}
