import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * A consistent copy of the SQLite database, taken while the site runs (docs/operations.md,
 * "Backups"). On PostgreSQL it refuses and prints the pg_dump command to use instead.
 */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Copy the SQLite database to a backup file while the site runs'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'Backup file to create (default tmp/backups/<timestamp>.sqlite3)',
    required: false,
  })
  declare path?: string

  async run() {
    const { backupSqlite, defaultBackupPath, pgDumpCommand, BackupRefused } =
      await import('#services/db/backup')
    const config = this.app.config.get<any>('database')
    const connection = config.connections[config.connection]

    if (connection.client !== 'better-sqlite3') {
      this.logger.error(
        `db:backup copies SQLite databases; on PostgreSQL use pg_dump: ${pgDumpCommand(connection.connection)}`
      )
      this.exitCode = 1
      return
    }

    const file: string = connection.connection.filename
    try {
      const written = await backupSqlite(file, this.path ?? defaultBackupPath(file))
      // the path alone on stdout, so a script can capture it
      console.log(written)
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
