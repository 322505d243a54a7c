import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

const OLD_REASONS = ['accrual', 'purchase', 'vault', 'admin', 'refund']
const NEW_REASONS = [...OLD_REASONS, 'import']
const inList = (values: string[]) => values.map((v) => `'${v}'`).join(', ')

/**
 * Points import (docs/operations.md#points-import-and-export): the ledger reason 'import', the
 * files imported (one row per file, unique by its SHA-256: the same file twice imports
 * nothing) and held credits, points for a Kick name no user has linked yet, paid when one links.
 *
 * The reason list is a CHECK constraint. PostgreSQL replaces it in place; SQLite cannot alter
 * a constraint, so the table is rebuilt from its own CREATE statement with the longer list
 * (foreign keys off meanwhile, as SQLite's documented procedure says: chat_accruals points at it).
 */
export default class extends BaseSchema {
  disableTransactions = true

  async up() {
    await this.setReasons(OLD_REASONS, NEW_REASONS)
    this.schema.createTable('points_imports', (table) => {
      table.increments('id').notNullable()
      table.string('sha256', 64).notNullable().unique()
      table.string('filename', 255).nullable()
      foreignId(table, 'actor_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      table.integer('matched_rows').notNullable()
      table.bigInteger('matched_points').notNullable()
      table.integer('held_rows').notNullable()
      table.bigInteger('held_points').notNullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('held_credits', (table) => {
      table.increments('id').notNullable()
      table.string('kick_username', 64).notNullable()
      table.integer('points').notNullable()
      table.string('reason', 16).notNullable()
      table.string('reference', 100).notNullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('paid_at').nullable()
      foreignId(table, 'paid_user_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      table.timestamp('created_at').notNullable()
      table.index(['kick_username'])
      table.check('points > 0', [], 'held_credits_points_positive')
    })
  }

  async down() {
    this.schema.dropTable('held_credits')
    this.schema.dropTable('points_imports')
    this.defer(async (db) => {
      await db.from('point_transactions').where('reason', 'import').update({ reason: 'admin' })
    })
    await this.setReasons(NEW_REASONS, OLD_REASONS)
  }

  private async setReasons(from: string[], to: string[]) {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(
          `ALTER TABLE point_transactions DROP CONSTRAINT IF EXISTS point_transactions_reason_check`
        )
        await db.rawQuery(
          `ALTER TABLE point_transactions ADD CONSTRAINT point_transactions_reason_check CHECK (reason IN (${inList(to)}))`
        )
        return
      }
      const objects: { type: string; name: string; sql: string }[] = await db
        .from('sqlite_master')
        .where('tbl_name', 'point_transactions')
        .whereNotNull('sql')
        .select('type', 'name', 'sql')
      const table = objects.find((o) => o.type === 'table')!
      const oldList = `in (${inList(from)})`
      if (!table.sql.includes(oldList))
        throw new Error('point_transactions: unexpected reason check')
      const created = table.sql
        .replace(oldList, `in (${inList(to)})`)
        .replace(
          /^CREATE TABLE [`"]?point_transactions[`"]?/,
          'CREATE TABLE `point_transactions_new`'
        )
      await db.rawQuery('PRAGMA foreign_keys = OFF')
      try {
        await db.transaction(async (trx) => {
          await trx.rawQuery(created)
          await trx.rawQuery('INSERT INTO point_transactions_new SELECT * FROM point_transactions')
          await trx.rawQuery('DROP TABLE point_transactions')
          await trx.rawQuery('ALTER TABLE point_transactions_new RENAME TO point_transactions')
          for (const index of objects.filter((o) => o.type === 'index'))
            await trx.rawQuery(index.sql)
          const broken = await trx.rawQuery('PRAGMA foreign_key_check')
          if (broken.length)
            throw new Error('point_transactions: foreign keys broken by the rebuild')
        })
      } finally {
        await db.rawQuery('PRAGMA foreign_keys = ON')
      }
    })
  }
}
