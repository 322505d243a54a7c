import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Guess the balance pays the top N: a hunt's prizes per place (JSON [points, ...], its length
 * N; null: one place paid `guess_prize`, as before), and each guess's place and the points it
 * was paid once settled. The existing winners keep their prize: place 1.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('bonus_hunts', (table) => {
      table.text('guess_prizes').nullable()
    })
    this.schema.alterTable('hunt_guesses', (table) => {
      /** 1 for the closest guess, up to the hunt's N; null: not placed */
      table.integer('place').nullable()
      table.integer('prize_points').nullable()
    })
    this.defer(async (db) => {
      const winners = await db
        .from('bonus_hunts')
        .whereNotNull('winner_guess_id')
        .select('winner_guess_id', 'guess_prize')
      for (const hunt of winners) {
        await db
          .from('hunt_guesses')
          .where('id', hunt.winner_guess_id)
          .update({ place: 1, prize_points: hunt.guess_prize })
      }
    })
  }

  async down() {
    this.schema.alterTable('hunt_guesses', (table) => {
      table.dropColumn('place')
      table.dropColumn('prize_points')
    })
    this.schema.alterTable('bonus_hunts', (table) => {
      table.dropColumn('guess_prizes')
    })
  }
}
