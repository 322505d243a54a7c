import AppCommand from './_app_command.js'

/**
 * Moves an install from SQLite to PostgreSQL (docs/deploy.md): reads the SQLite database
 * (SQLITE_PATH) and writes every application row into the empty, migrated PostgreSQL database
 * of the PG_* settings, in one transaction.
 */
export default class DbCopyToPostgres extends AppCommand {
  static commandName = 'db:copy-to-pg'
  static description = 'Copy every row of the SQLite database into an empty PostgreSQL database'

  async run() {
    const { copySqliteToPostgres, CopyRefused, LEFT_BEHIND } =
      await import('#infra/db/copy_to_postgres')
    try {
      const copied = await copySqliteToPostgres()
      for (const { table, rows } of copied) this.logger.info(`${table}: ${rows} row(s)`)
      const total = copied.reduce((sum, { rows }) => sum + rows, 0)
      this.logger.success(
        `Copied ${total} rows of ${copied.length} tables (left behind: ${LEFT_BEHIND.join(', ')}). ` +
          'Set DB_CONNECTION=pg and run `node ace points:audit`.'
      )
    } catch (error) {
      if (!(error instanceof CopyRefused)) throw error
      this.fail(`Nothing copied: ${error.message}`)
    }
  }
}
