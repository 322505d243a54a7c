import { args } from '@adonisjs/core/ace'
import AppCommand from './_app_command.js'

/** Pulls current-period wagers from the partner APIs (all configured providers, or one) */
export default class LeaderboardsSync extends AppCommand {
  static commandName = 'leaderboards:sync'
  static description = 'Sync leaderboard wagers from the partner affiliate APIs'

  @args.string({ description: 'Only this provider', required: false })
  declare provider?: string

  async run() {
    const { syncAllProviders, syncProvider } = await import('#services/leaderboards/sync_entries')
    const { PROVIDERS } = await import('#shared/leaderboards')
    if (this.provider && !PROVIDERS.includes(this.provider as never)) {
      return this.fail(`Unknown provider "${this.provider}" (known: ${PROVIDERS.join(', ')})`)
    }
    const results = this.provider
      ? [await syncProvider(this.provider as never)]
      : await syncAllProviders()
    for (const result of results) this.logger.info(JSON.stringify(result))
    if (results.some((r) => r.status === 'failed')) this.exitCode = 1
  }
}
