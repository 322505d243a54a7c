import { test } from '@japa/runner'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SqliteBusyGate } from '#infra/db/sqlite_busy_gate'

/** better-sqlite3 without its (absent) type package: the gate only needs prepare() */
async function openSqlite(file: string, busyTimeoutMs: number) {
  const driver = 'better-sqlite3'
  const { default: Database } = await import(driver)
  const connection = new Database(file)
  connection.pragma('journal_mode = WAL')
  connection.pragma(`busy_timeout = ${busyTimeoutMs}`)
  return connection
}

function timed(run: () => unknown) {
  const started = Date.now()
  let code = 'ok'
  try {
    run()
  } catch (error) {
    code = (error as { code: string }).code
  }
  return { code, ms: Date.now() - started }
}

test.group('SQLite busy gate', (group) => {
  let dir = ''
  group.each.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'neon-gate-'))
    return () => rmSync(dir, { recursive: true, force: true })
  })

  test('after one write waits out busy_timeout, writes fail at once until the pause ends', async ({ assert }) => {
    const file = join(dir, 'gate.sqlite3')
    const holder = await openSqlite(file, 0)
    holder.exec('CREATE TABLE t (n INTEGER)')
    const gate = new SqliteBusyGate(300)
    const app = gate.guard(await openSqlite(file, 150))

    holder.exec('BEGIN IMMEDIATE')
    const first = timed(() => app.prepare('INSERT INTO t VALUES (1)').run())
    assert.equal(first.code, 'SQLITE_BUSY')
    assert.isAtLeast(first.ms, 140)
    assert.isTrue(gate.isClosed)

    const queued = timed(() => app.prepare('INSERT INTO t VALUES (2) RETURNING n').all())
    assert.equal(queued.code, 'SQLITE_BUSY')
    assert.isBelow(queued.ms, 50)
    // reads are never gated (WAL readers do not wait for the writer)
    assert.deepEqual(app.prepare('SELECT COUNT(*) AS n FROM t').get(), { n: 0 })

    holder.exec('ROLLBACK')
    await new Promise((r) => setTimeout(r, 320))
    assert.isFalse(gate.isClosed)
    assert.equal(timed(() => app.prepare('INSERT INTO t VALUES (3)').run()).code, 'ok')
    assert.deepEqual(app.prepare('SELECT n FROM t').all(), [{ n: 3 }])
    holder.close()
    app.close()
  })
})
