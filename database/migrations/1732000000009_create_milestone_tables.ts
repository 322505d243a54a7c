import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, textEnum, timestamps } from '#database/helpers/columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('milestones', (table) => {
      table.increments('id').notNullable()
      table.integer('prize').notNullable()
      table.bigint('wager_required').notNullable().unique()
      timestamps(table)
    })

    this.schema.createTable('milestone_claims', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      foreignId(table, 'milestone_id', 'milestones.id', { onDelete: 'CASCADE' })
      textEnum(table, 'status', ['pending', 'approved', 'rejected'], {
        enumName: 'claim_status',
        defaultTo: 'pending',
      })
      table.string('celsius_username', 64).nullable()
      timestamps(table)
    })
    // At most one claim under review per user and milestone (partial index: SQLite and PostgreSQL)
    this.schema.raw(
      "CREATE UNIQUE INDEX milestone_claims_one_pending ON milestone_claims (user_id, milestone_id) WHERE status = 'pending'"
    )
  }

  async down() {
    this.schema.dropTable('milestone_claims')
    this.schema.dropTable('milestones')
  }
}
