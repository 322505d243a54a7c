import AppCommand from './_app_command.js'

/**
 * Period end of the leaderboards (docs/product.md#leaderboard-rules): archives each finished period's
 * final standings, then restarts the board for a calendar month or disables it. Safe to run
 * as often as a scheduler likes: a period is archived and rolled over once.
 */
export default class LeaderboardsRollover extends AppCommand {
  static commandName = 'leaderboards:rollover'
  static description = 'Archive finished leaderboard periods and start the next ones'

  async run() {
    const { rolloverLeaderboards } = await import('#services/leaderboards/rollover')
    const results = await rolloverLeaderboards()
    if (results.length === 0) {
      this.logger.info('no leaderboard period has ended')
      return
    }
    for (const result of results) {
      const archived = `${result.archived} standings archived`
      const next = result.restarted
        ? `new period ${result.restarted.start.toISO()} to ${result.restarted.end.toISO()}`
        : 'one-time board disabled'
      this.logger.success(`${result.provider}: ${archived}, ${next}`)
    }
  }
}
