import type { Knex } from 'knex'

/**
 * The column groups the migrations repeat, written once. This folder is not
 * database/migrations: the migrator would take a module there for a migration.
 */

/** A table being created or altered */
type Table = Knex.CreateTableBuilder | Knex.AlterTableBuilder

/** What happens to the referencing rows when the referenced row is deleted */
type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT'

/** created_at, set on insert, and updated_at, null until the row's first update */
export function timestamps(table: Table) {
  table.timestamp('created_at').notNullable()
  table.timestamp('updated_at').nullable()
}

/**
 * An unsigned integer column that references `target` ('users.id'), not null unless
 * `nullable`; without `onDelete` the database's default applies (the delete is refused)
 */
export function foreignId(
  table: Table,
  column: string,
  target: string,
  options: { nullable?: boolean; onDelete?: OnDelete } = {}
) {
  const foreign = table.integer(column).unsigned()
  if (options.nullable) foreign.nullable()
  else foreign.notNullable()
  const reference = foreign.references(target)
  if (options.onDelete) reference.onDelete(options.onDelete)
}

/**
 * A text column that takes only `values`, checked by the database: no native enum type, so
 * SQLite and PostgreSQL store it alike. Not null, starting at `defaultTo` when given.
 */
export function textEnum(
  table: Table,
  column: string,
  values: readonly string[],
  options: { enumName: string; defaultTo?: string }
) {
  const enumColumn = table
    .enum(column, [...values], { useNative: false, enumName: options.enumName })
    .notNullable()
  if (options.defaultTo !== undefined) enumColumn.defaultTo(options.defaultTo)
}

/**
 * What a ledger-like row points at: reference_type and reference_id (the purchase, vault,
 * raffle... it came from; both null when none), and a free-text note of `noteLength` at most
 */
export function ledgerReference(table: Table, noteLength: number) {
  table.string('reference_type', 32).nullable()
  table.integer('reference_id').nullable()
  table.string('note', noteLength).nullable()
}

/**
 * The payout of a prize, set by an admin: `status` pending (the default), paid or void, checked
 * by the database as enum `enumName`, and `reference`, the transfer's reference (transaction
 * id, note), set when paid
 */
export function payout(
  table: Table,
  columns: { status: string; reference: string; enumName: string }
) {
  textEnum(table, columns.status, ['pending', 'paid', 'void'], {
    enumName: columns.enumName,
    defaultTo: 'pending',
  })
  table.string(columns.reference, 200).nullable()
}

/**
 * The columns of a settings table, which holds a single row (id 1, written by saveSettingsRow
 * in app/infra/db/writes.ts): the id, not generated, then the columns `define` adds, then
 * updated_at, set on every save
 */
export function settingsRow(define: (table: Knex.CreateTableBuilder) => void) {
  return (table: Knex.CreateTableBuilder) => {
    table.integer('id').primary()
    define(table)
    table.timestamp('updated_at').notNullable()
  }
}

/**
 * The period of a leaderboard, a running one (leaderboard_settings) or an archived one
 * (leaderboard_histories): start_date and end_date, both set
 */
export function boardPeriod(table: Table) {
  table.timestamp('start_date').notNullable()
  table.timestamp('end_date').notNullable()
}
