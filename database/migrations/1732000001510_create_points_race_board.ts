import { BaseSchema } from '@adonisjs/lucid/schema'
import { DateTime } from 'luxon'
import { DEFAULT_PRIZE_POOLS, POINTS_BOARD } from '#shared/leaderboards'

/**
 * The points race's settings row (this UTC month, restarting every month), so the rollover
 * freezes its history from the first month on. Its prize pool starts at the default (0): an
 * admin sets it on the admin leaderboard page. A row that already exists is left as it is.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const format = db.dialect.dateTimeFormat
      const start = DateTime.utc().startOf('month')
      await db
        .table('leaderboard_settings')
        .insert({
          provider: POINTS_BOARD,
          enabled: true,
          prize: DEFAULT_PRIZE_POOLS[POINTS_BOARD],
          start_date: start.toFormat(format),
          end_date: start.plus({ months: 1 }).toFormat(format),
          auto_restart: true,
          mask_usernames: false,
          created_at: DateTime.utc().toFormat(format),
        })
        .onConflict('provider')
        .ignore()
    })
  }

  /** Only the settings row: frozen history entries are published records and stay */
  async down() {
    this.defer(async (db) => {
      await db.from('leaderboard_settings').where('provider', POINTS_BOARD).delete()
    })
  }
}
