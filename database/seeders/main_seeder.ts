import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { demoCredentialLines, seedDemoSite } from '#database/demo/seed_demo_site'

/**
 * Demo data for a realistic site. Every step is keyed by a natural key, so running the
 * seeder again updates rows in place and never duplicates them; existing accounts keep their
 * passwords.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const credentials = await seedDemoSite()
    // Printed on the terminal only: the random passwords are stored nowhere else
    console.log(['', ...demoCredentialLines(credentials), ''].join('\n'))
  }
}
