import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Pulls current-period wagers from the partner APIs (all configured providers, or one) */
export default class LeaderboardsSync extends BaseCommand {
  static commandName = 'leaderboards:sync'
  static description = 'Sync leaderboard wagers from the partner affiliate APIs'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Only this provider', required: false })
  declare provider?: string

  async run() {
    const { syncAllProviders, syncProvider } = await import('#services/leaderboards/sync_entries')
    const { PROVIDERS } = await import('#shared/leaderboards')
    if (this.provider && !PROVIDERS.includes(this.provider as never)) {
      this.logger.error(`Unknown provider "${this.provider}" (known: ${PROVIDERS.join(', ')})`)
      this.exitCode = 1
      return
    }
    const results = this.provider
      ? [await syncProvider(this.provider as never)]
      : await syncAllProviders()
    for (const result of results) this.logger.info(JSON.stringify(result))
    if (results.some((r) => r.status === 'failed')) this.exitCode = 1
  }
}
