import { createTables } from '#database/helpers/create_tables'
import { foreignId } from '#database/helpers/columns'

export default createTables({
  /** One-time password reset tokens, stored as SHA-256 hashes only */
  password_reset_tokens: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'user_id', 'users.id', { onDelete: 'CASCADE' })
    table.string('token_hash', 64).notNullable().unique()
    table.timestamp('expires_at').notNullable()
    table.timestamp('used_at').nullable()
    table.timestamp('created_at').notNullable()
  },

  /** Who changed what, before and after, for every admin write */
  audit_logs: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'actor_id', 'users.id', { nullable: true, onDelete: 'SET NULL' })
    table.string('action', 64).notNullable()
    table.string('subject_type', 32).nullable()
    table.integer('subject_id').nullable()
    table.json('before').nullable()
    table.json('after').nullable()
    table.timestamp('created_at').notNullable()
    table.index(['created_at'])
  },
})
