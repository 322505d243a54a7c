import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { sqliteFile } from '#tests/helpers/processes/built_server'
import { runNode } from '#tests/helpers/processes/node_process'

/**
 * `node ace db:backup` as its own process on the test run's SQLite file while this process
 * keeps writing to it, as a running site would.
 */
// one folder per test port: npm test runs suites side by side, each on a port of its own
const backupDir = app.makePath(`tmp/backup-test-${env.get('PORT')}`)
/** the copy tests need the SQLite default; a suite run on PostgreSQL checks the refusal only */
const onPostgres = env.get('DB_CONNECTION') === 'pg'

/** better-sqlite3 has no type package; the test only reads */
type Sqlite = {
  prepare: (sql: string) => { all: () => any[]; get: () => any }
  close: () => void
}
async function openSqlite(file: string): Promise<Sqlite> {
  const { default: Database } = await import('better-sqlite3' as string)
  return new Database(file, { readonly: true, fileMustExist: true })
}

function backup(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  return runNode(['ace', 'db:backup', ...args], {
    env: { SQLITE_PATH: sqliteFile(), LOG_LEVEL: 'warn', ...extraEnv },
  })
}

test.group('Database / db:backup', (group) => {
  // it copies the lane's SQLite file (on PostgreSQL only the refusal, checked here too):
  // npm test runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))
  group.each.setup(async () => {
    await resetDatabase()
    rmSync(backupDir, { recursive: true, force: true })
    mkdirSync(backupDir, { recursive: true })
    return () => rmSync(backupDir, { recursive: true, force: true })
  })

  test('copies the database while another connection writes; the restored copy has the data', async ({ assert }) => {
    for (let i = 0; i < 20; i++) await createUser({ username: `Before${i}` })

    // a writer that keeps adding users until the backup process has exited
    let writing = true
    let duringBackup = 0
    const writer = (async () => {
      while (writing) {
        await createUser({ username: `During${duringBackup}` })
        duringBackup++
      }
    })()
    const target = join(backupDir, 'online.sqlite3')
    const result = await backup([target])
    writing = false
    await writer

    assert.equal(result.code, 0, result.stdout + result.stderr)
    assert.equal(result.stdout.trim(), target)
    assert.isAbove(duringBackup, 0, 'the writer should have written while the backup ran')

    // restoring is copying the file back; here into a fresh place, opened as the site would
    const restored = join(backupDir, 'restored', 'db.sqlite3')
    mkdirSync(dirname(restored), { recursive: true })
    copyFileSync(target, restored)
    const copy = await openSqlite(restored)
    try {
      assert.equal(copy.prepare('PRAGMA integrity_check').get().integrity_check, 'ok')
      const rows: { id: number; username: string }[] = copy.prepare('SELECT id, username FROM users ORDER BY id').all()
      const names = rows.map((r) => r.username)
      for (let i = 0; i < 20; i++) assert.include(names, `Before${i}`)
      // one consistent moment: the copy holds exactly the first rows the live table got
      const live = await User.query().orderBy('id').limit(rows.length)
      assert.deepEqual(
        rows,
        live.map((u) => ({ id: u.id, username: u.username }))
      )
      const migrations = copy.prepare('SELECT count(*) AS n FROM adonis_schema').get().n
      assert.isAbove(migrations, 0)
    } finally {
      copy.close()
    }
  })
    .skip(onPostgres, 'SQLite only')
    .timeout(60_000)

  test('without a path it writes tmp/backups/<timestamp>.sqlite3 beside the database', async ({ assert }) => {
    await createUser({ username: 'Kept' })
    const result = await backup([])
    assert.equal(result.code, 0, result.stderr)
    const written = result.stdout.trim()
    try {
      assert.match(written, /\/backups\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite3$/, 'a timestamped file name')
      assert.equal(dirname(dirname(written)), dirname(sqliteFile()))
      const copy = await openSqlite(written)
      assert.equal(copy.prepare("SELECT count(*) AS n FROM users WHERE username = 'Kept'").get().n, 1)
      copy.close()
    } finally {
      rmSync(written, { force: true })
    }
  })
    .skip(onPostgres, 'SQLite only')
    .timeout(60_000)

  test('never overwrites an existing file', async ({ assert }) => {
    const target = join(backupDir, 'taken.sqlite3')
    copyFileSync(sqliteFile(), target)
    const result = await backup([target])
    assert.equal(result.code, 1)
    assert.include(result.stdout + result.stderr, 'already exists')
    // and not the database itself
    const self = await backup([sqliteFile()])
    assert.equal(self.code, 1)
    assert.isTrue(existsSync(sqliteFile()))
  })
    .skip(onPostgres, 'SQLite only')
    .timeout(60_000)

  test('on PostgreSQL it refuses and gives the pg_dump command', async ({ assert }) => {
    const result = await backup([], {
      DB_CONNECTION: 'pg',
      PG_HOST: 'db.internal',
      PG_DB_NAME: 'neonplay_live',
    })
    assert.equal(result.code, 1)
    const output = result.stdout + result.stderr
    assert.include(output, 'pg_dump --format=custom --host=db.internal --port=5432')
    assert.match(output, /neonplay_live$/m)
  }).timeout(60_000)
})
