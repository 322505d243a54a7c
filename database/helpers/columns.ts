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
