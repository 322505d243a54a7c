import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/** What a migration's createTable callback does: the columns, keys and checks of one table */
type TableDefinition = (table: Knex.CreateTableBuilder) => void

/**
 * A migration that only creates tables: up() creates them in the order `tables` lists them and
 * down() drops them in the reverse order, so a table that references another goes first.
 */
export function createTables(tables: Record<string, TableDefinition>) {
  return class extends BaseSchema {
    async up() {
      for (const [name, define] of Object.entries(tables)) this.schema.createTable(name, define)
    }

    async down() {
      for (const name of Object.keys(tables).reverse()) this.schema.dropTable(name)
    }
  }
}
