import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

/**
 * The points import's dry runs (docs/operations.md#points-import-and-export): who previewed
 * which file (its SHA-256) when. Applying a file needs a dry run of it by the same owner in
 * the last 30 minutes; kept in the database so it holds across web processes. Rows older than
 * that window are removed by the next dry run.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('points_import_dry_runs', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'actor_id', 'users.id', { onDelete: 'CASCADE' })
      table.string('sha256', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['actor_id', 'sha256'])
    })
  }

  async down() {
    this.schema.dropTable('points_import_dry_runs')
  }
}
