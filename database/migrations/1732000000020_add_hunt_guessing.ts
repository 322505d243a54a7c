import { BaseSchema } from '@adonisjs/lucid/schema'
import { foreignId } from '#database/helpers/columns'

/**
 * Guess the balance: one guess per user per hunt (the unique index makes a repeated or racing
 * guess an upsert of the same row), the hunt's guessing switch and optional points prize, and
 * the winner settled when the hunt finishes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('hunt_guesses', (table) => {
      table.increments('id').notNullable()
      foreignId(table, 'bonus_hunt_id', 'bonus_hunts.id', { onDelete: 'CASCADE' })
      foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
      table.decimal('amount', 14, 2).notNullable()
      /** when the current amount was sent (a replaced guess counts from its replacement) */
      table.timestamp('guessed_at', { precision: 3 }).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['bonus_hunt_id', 'user_id'])
      table.check('amount >= 0', [], 'hunt_guesses_amount_non_negative')
    })

    this.schema.alterTable('bonus_hunts', (table) => {
      table.boolean('guessing_open').notNullable().defaultTo(false)
      /** points paid to the closest guess when the hunt finishes; null: no prize */
      table.integer('guess_prize').nullable()
      /** the balance the guesses were judged against (total won), set at finish */
      table.decimal('final_balance', 14, 2).nullable()
      foreignId(table, 'winner_guess_id', 'hunt_guesses.id', {
        nullable: true,
        onDelete: 'SET NULL',
      })
    })
  }

  async down() {
    this.schema.alterTable('bonus_hunts', (table) => {
      table.dropForeign(['winner_guess_id'])
      table.dropColumn('winner_guess_id')
      table.dropColumn('final_balance')
      table.dropColumn('guess_prize')
      table.dropColumn('guessing_open')
    })
    this.schema.dropTable('hunt_guesses')
  }
}
