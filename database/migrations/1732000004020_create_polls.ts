import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId, textEnum, timestamps } from '#database/helpers/columns'

/**
 * Polls (app/services/polls/): a question, 2 to 5 options (JSON text, read whole), an end time;
 * one vote per person and poll (the unique index: racing votes count once), with where it came
 * from (the site, or `!vote` in Kick or Twitch chat). `open_key` is 1 while the poll is open and
 * null once closed: its unique index lets one poll be open at a time, whoever opens at once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('polls', (table) => {
      table.increments('id').notNullable()
      table.string('question', 200).notNullable()
      table.text('options').notNullable()
      textEnum(table, 'status', ['open', 'closed'], { enumName: 'poll_status', defaultTo: 'open' })
      table.integer('open_key').nullable().unique()
      table.timestamp('ends_at').notNullable()
      table.timestamp('closed_at').nullable()
      foreignId(table, 'created_by', 'users.id', { nullable: true, onDelete: 'SET NULL' })
      timestamps(table)
      table.index(['status', 'id'])
    })
    this.schema.createTable('poll_votes', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'poll_id', 'polls.id', { onDelete: 'CASCADE' })
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.integer('option').notNullable()
      table.string('via', 8).notNullable().defaultTo('site')
      table.timestamp('created_at').notNullable()
      table.unique(['poll_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('poll_votes')
    this.schema.dropTable('polls')
  }
}
