import AppCommand from './_app_command.js'

/**
 * Seeds the demo site only into an empty database (no users yet), so `npm start` fills a
 * fresh machine and leaves a running site's data alone. With DEMO=false it seeds nothing:
 * the migrations already wrote the product content, and the operator creates the admin with
 * admin:create.
 */
export default class DemoSetup extends AppCommand {
  static commandName = 'demo:setup'
  static description = 'Seed the demo data when the database has no users yet (unless DEMO=false)'

  async run() {
    // Imported here, after the app has booted (models need the hash service)
    const { default: env } = await import('#start/env')
    const { default: User } = await import('#models/user')
    const { demoCredentialLines, seedDemoSite } = await import('#database/demo/seed_demo_site')

    if (!env.get('DEMO', true)) {
      this.logger.info('DEMO=false: no demo data seeded')
      const owner = await User.query().where('role', 'owner').first()
      if (!owner) this.logger.info('no owner yet: run `node ace admin:create <username> <email>`')
      return
    }
    const existing = await User.query().count('* as total').firstOrFail()
    if (Number(existing.$extras.total) > 0) {
      this.logger.info('database already has data: demo seed skipped')
      return
    }
    const credentials = await seedDemoSite()
    this.logger.success('demo data seeded')
    // The command's own terminal output, never the app logger: these passwords exist nowhere else
    for (const line of demoCredentialLines(credentials)) this.logger.log(line)
  }
}
