import { BaseSchema } from '@adonisjs/lucid/schema'

const CONSTRAINT = 'bonus_hunts_winner_guess_id_foreign'

/**
 * A hunt names its winning guess (bonus_hunts.winner_guess_id) and each guess names its hunt:
 * the one pair of tables that point at each other. Copying a site into PostgreSQL
 * (`node ace db:copy-to-postgres`) cannot insert either first once a hunt has a winner, so on
 * PostgreSQL the hunt's key to its winning guess is DEFERRABLE: still checked at once by every
 * statement, unless a transaction defers it to its commit (the copy does). SQLite checks keys
 * per statement only when asked to and copies from itself never go this way: nothing to do there.
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(
      `ALTER TABLE bonus_hunts ALTER CONSTRAINT ${CONSTRAINT} DEFERRABLE INITIALLY IMMEDIATE`
    )
  }

  async down() {
    if (this.db.dialect.name !== 'postgres') return
    this.schema.raw(`ALTER TABLE bonus_hunts ALTER CONSTRAINT ${CONSTRAINT} NOT DEFERRABLE`)
  }
}
