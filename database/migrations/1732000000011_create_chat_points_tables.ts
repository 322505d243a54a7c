import { createTables } from '#database/helpers/create_tables'

/**
 * Points from chat: Kick webhook events seen (deduplicated by message id), chat activity per
 * Kick user and 10-minute window, and the windows already credited (so none is paid twice).
 */
export default createTables({
  kick_events: (table) => {
    table.string('message_id', 128).primary()
    table.string('type', 64).notNullable()
    table.timestamp('received_at').notNullable()
  },

  chat_activities: (table) => {
    table.increments('id').notNullable()
    table.string('kick_user_id', 64).notNullable()
    table.timestamp('window_start').notNullable()
    table.unique(['kick_user_id', 'window_start'])
  },

  accrual_windows: (table) => {
    table.timestamp('window_start').primary()
    table.integer('users_credited').notNullable().defaultTo(0)
    table.timestamp('credited_at').notNullable()
  },

  stream_status: (table) => {
    table.increments('id').notNullable()
    table.boolean('live').notNullable().defaultTo(false)
    table.timestamp('changed_at').notNullable()
  },
})
