import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import pg from 'pg'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { LEFT_BEHIND } from '#infra/db/copy_to_postgres'

/**
 * `node ace db:copy-to-pg` moves the suite's SQLite database (demo site seeded) into a new
 * PostgreSQL database of its own, created and dropped here: every row arrives, ids keep
 * counting after the copied ones, the books balance there, and a second copy is refused.
 */
const database = `neon_copy_${process.pid}`
const admin = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' }

function ace(args: string[], extra: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: app.makePath(),
      env: { ...process.env, ...extra },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

test.group('Database / copy from SQLite to PostgreSQL', (group) => {
  // its source is the lane's SQLite file and it makes its PostgreSQL database itself: npm test
  // runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))
  const sqlitePath = () => db.connection().getWriteClient().client.config.connection.filename
  const onPostgres = {
    DB_CONNECTION: 'pg',
    PG_DB_NAME: database,
    PG_HOST: '127.0.0.1',
    PG_USER: 'postgres',
  }

  group.setup(async () => {
    const client = new pg.Client(admin)
    await client.connect()
    await client.query(`CREATE DATABASE ${database}`)
    await client.end()
    return async () => {
      const cleanup = new pg.Client(admin)
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await cleanup.end()
    }
  })

  test('every row arrives, ids go on after them, the books balance; a second copy is refused', async ({ assert }) => {
    if (db.connection().dialect.name === 'postgres') return // the source must be SQLite
    await resetToDemoSite()
    // a finished hunt with its winning guess: the hunt and the guess then point at each other
    const guess = await db.from('hunt_guesses').select('id', 'bonus_hunt_id').orderBy('id').firstOrFail()
    await db.from('bonus_hunts').where('id', guess.bonus_hunt_id).update({ winner_guess_id: guess.id })

    // (no schema classes: the test must not rewrite database/schema.ts)
    const migrated = await ace(['migration:run', '--force', '--no-schema-generate'], onPostgres)
    assert.equal(migrated.code, 0, migrated.output)
    const copy = { ...onPostgres, DB_CONNECTION: 'sqlite', SQLITE_PATH: sqlitePath() }
    const copied = await ace(['db:copy-to-pg'], copy)
    assert.equal(copied.code, 0, copied.output)

    const target = new pg.Client({ ...admin, database })
    await target.connect()
    try {
      const found = await db.connection().getAllTables()
      const tables = found.filter((t) => !t.startsWith('adonis_schema') && !LEFT_BEHIND.includes(t))
      for (const table of tables) {
        const [{ n: here }] = await db.from(table).count('* as n')
        const { rows } = await target.query(`SELECT COUNT(*)::int AS n FROM "${table}"`)
        assert.equal(rows[0].n, Number(here), `rows of ${table}`)
      }
      const users = await db.from('users').select('id', 'username', 'balance', 'role').orderBy('id')
      const { rows: copiedUsers } = await target.query('SELECT id, username, balance, role FROM users ORDER BY id')
      assert.deepEqual(copiedUsers, users)
      const { rows: won } = await target.query('SELECT winner_guess_id FROM bonus_hunts WHERE id = $1', [
        guess.bonus_hunt_id,
      ])
      assert.equal(won[0].winner_guess_id, guess.id)
      const { rows: next } = await target.query(
        "INSERT INTO users (username, email, password, balance, created_at, updated_at) VALUES ('aftercopy', 'after@example.test', 'x', 0, now(), now()) RETURNING id"
      )
      assert.isAbove(next[0].id, Math.max(...users.map((u) => u.id)))
      await target.query("DELETE FROM users WHERE username = 'aftercopy'")
    } finally {
      await target.end()
    }

    const audit = await ace(['points:audit'], onPostgres)
    assert.equal(audit.code, 0, audit.output)
    const again = await ace(['db:copy-to-pg'], copy)
    assert.equal(again.code, 1)
    assert.include(again.output, 'already has users')
  }).timeout(180_000)
})
