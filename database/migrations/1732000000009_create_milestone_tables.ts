import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('milestones', (table) => {
      table.increments('id').notNullable()
      table.integer('prize').notNullable()
      table.bigint('wager_required').notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('milestone_claims', (table) => {
      table.increments('id').notNullable()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('milestone_id')
        .unsigned()
        .notNullable()
        .references('milestones.id')
        .onDelete('CASCADE')
      table
        .enum('status', ['pending', 'approved', 'rejected'], {
          useNative: false,
          enumName: 'claim_status',
        })
        .notNullable()
        .defaultTo('pending')
      table.string('celsius_username', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
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
