import { createTables } from '#database/helpers/create_tables'
import { timestamps } from '#database/helpers/columns'

/**
 * One partner connector per board, set by an admin: how to call the affiliate API and where
 * the rows and fields are in its JSON. The secret is encrypted with APP_KEY.
 */
export default createTables({
  leaderboard_connectors: (table) => {
    table.increments('id').notNullable()
    table.string('provider', 16).notNullable().unique()
    table.string('mode', 16).notNullable()
    table.text('url').notNullable()
    /** header name -> value (placeholders allowed), JSON */
    table.text('headers').notNullable().defaultTo('{}')
    table.text('secret').nullable()
    table.string('list_path', 200).notNullable().defaultTo('')
    table.string('username_field', 200).notNullable()
    table.string('wager_field', 200).notNullable()
    table.double('wager_scale').notNullable().defaultTo(1)
    table.string('avatar_field', 200).nullable()
    /** buckets mode: the bucket under wager_field to read (this_month...) */
    table.string('bucket', 64).nullable()
    timestamps(table)
    table.check("mode in ('range', 'buckets', 'cumulative')", [], 'leaderboard_connectors_mode')
    table.check('wager_scale > 0', [], 'leaderboard_connectors_scale_positive')
  },
})
