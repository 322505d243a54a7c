import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Seeds the demo site only into an empty database (no users yet), so `npm start` fills a
 * fresh machine and leaves a running site's data alone.
 */
export default class DemoSetup extends BaseCommand {
  static commandName = 'demo:setup'
  static description = 'Seed the demo data when the database has no users yet'
  static options: CommandOptions = { startApp: true }

  async run() {
    // Imported here, after the app has booted (models need the hash service)
    const { default: User } = await import('#models/user')
    const { seedDemoSite } = await import('#database/demo/seed_demo_site')
    const existing = await User.query().count('* as total').firstOrFail()
    if (Number(existing.$extras.total) > 0) {
      this.logger.info('database already has data: demo seed skipped')
      return
    }
    const credentials = await seedDemoSite()
    this.logger.success('demo data seeded')
    for (const c of credentials) {
      this.logger.info(`${c.username} / ${c.password}${c.admin ? ' (admin)' : ''}`)
    }
  }
}
