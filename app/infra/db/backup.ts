import db from '@adonisjs/lucid/services/db'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Online backups of the SQLite database. SQLite's backup API (better-sqlite3's `.backup()`)
 * copies the pages from a connection of its own, so the site keeps serving (and writing)
 * meanwhile, and the copy is one consistent state of the database: after a first small step,
 * the rest is copied in a single step (one read snapshot), so writes by the site cannot make
 * it restart over and over. A restore is copying the file back while the site is stopped.
 */

export class BackupRefused extends Error {}

/** tmp/backups/2026-11-23T13-31-02Z.sqlite3 next to the database file (tmp/ by default) */
export function defaultBackupPath(databaseFile: string, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  return join(dirname(databaseFile), 'backups', `${stamp}.sqlite3`)
}

/** The part of a better-sqlite3 connection used here (the driver ships no types) */
type SqliteConnection = {
  pragma: (statement: string) => unknown
  backup: (
    destination: string,
    options: { progress: (info: { totalPages: number; remainingPages: number }) => number }
  ) => Promise<unknown>
  close: () => void
}

/**
 * Copies the database of the `sqlite` connection (file `databaseFile`) to `destination`, a new
 * file; resolves with its absolute path
 */
export async function backupSqlite(databaseFile: string, destination: string) {
  const target = resolve(destination)
  if (!existsSync(databaseFile)) throw new BackupRefused(`No database at ${databaseFile}`)
  // never overwrites: not an older backup, and not the database itself
  if (existsSync(target)) {
    throw new BackupRefused(`${target} already exists: choose a new file name`)
  }
  mkdirSync(dirname(target), { recursive: true })

  // a connection of its own (not the pool's single one), so requests are not queued behind it
  const source: SqliteConnection = await db
    .connection('sqlite')
    .getWriteClient()
    .client.acquireRawConnection()
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 100) })
  } finally {
    source.close()
  }
  return target
}

/** What to run instead on PostgreSQL (a custom-format dump, restorable with pg_restore) */
export function pgDumpCommand(connection: {
  host?: string
  port?: number
  user?: string
  database?: string
}) {
  return [
    'pg_dump --format=custom',
    `--host=${connection.host ?? '127.0.0.1'}`,
    `--port=${connection.port ?? 5432}`,
    `--username=${connection.user ?? 'postgres'}`,
    `--file=${connection.database ?? 'neonplay'}-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump`,
    connection.database ?? 'neonplay',
  ].join(' ')
}
