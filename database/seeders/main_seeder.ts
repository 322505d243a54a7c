import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDemoSite } from '#database/demo/seed_demo_site'

/**
 * Demo data for a realistic site. Every step is keyed by a natural key, so running the
 * seeder again updates rows in place and never duplicates them.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const credentials = await seedDemoSite()
    console.log('\nDemo accounts (username / password):')
    for (const c of credentials)
      console.log(`  ${c.username.padEnd(12)} ${c.password}${c.admin ? '   (admin)' : ''}`)
    console.log('')
  }
}
