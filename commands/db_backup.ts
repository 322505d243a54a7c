import { args } from '@adonisjs/core/ace'
import AppCommand from './_app_command.js'

/**
 * A consistent copy of the SQLite database, taken while the site runs (docs/operations.md,
 * "Backups"). On PostgreSQL it refuses and prints the pg_dump command to use instead.
 */
export default class DbBackup extends AppCommand {
  static commandName = 'db:backup'
  static description = 'Copy the SQLite database to a backup file while the site runs'

  @args.string({
    description: 'Backup file to create (default tmp/backups/<timestamp>.sqlite3)',
    required: false,
  })
  declare path?: string

  async run() {
    const { backupSqlite, defaultBackupPath, pgDumpCommand, BackupRefused } =
      await import('#infra/db/backup')
    const config = this.app.config.get<any>('database')
    const connection = config.connections[config.connection]

    if (connection.client !== 'better-sqlite3') {
      return this.fail(
        `db:backup copies SQLite databases; on PostgreSQL use pg_dump: ${pgDumpCommand(connection.connection)}`
      )
    }

    const file: string = connection.connection.filename
    try {
      const written = await backupSqlite(file, this.path ?? defaultBackupPath(file))
      // the path alone on stdout, so a script can capture it
      console.log(written)
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.fail(error.message)
    }
  }
}
