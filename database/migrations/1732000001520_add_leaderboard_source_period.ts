import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The period whose rows a real source (a partner connector or the env source) has written:
 * until a sync of the current period succeeds, the period's rows are not the source's (the
 * demo board, a CSV import) and the sync replaces them instead of mixing with them.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leaderboard_settings', (table) => {
      table.timestamp('source_period_start').nullable()
    })
  }

  async down() {
    this.schema.alterTable('leaderboard_settings', (table) => {
      table.dropColumn('source_period_start')
    })
  }
}
