import { test } from '@japa/runner'
import { cacheStatements } from '#infra/db/sqlite_statement_cache'
import { SqliteBusyGate } from '#infra/db/sqlite_busy_gate'

/** An in-memory better-sqlite3 database (its type package is absent) */
async function openSqlite() {
  const driver = 'better-sqlite3'
  const { default: Database } = await import(driver)
  return new Database(':memory:')
}

test.group('SQLite statement cache', () => {
  test('the same SQL gets the same prepared statement, with fresh bindings each run', async ({ assert }) => {
    const connection = cacheStatements(await openSqlite())
    connection.exec('CREATE TABLE t (n INTEGER)')
    const insert = connection.prepare('INSERT INTO t (n) VALUES (?)')
    insert.run(1)
    assert.strictEqual(connection.prepare('INSERT INTO t (n) VALUES (?)'), insert)
    connection.prepare('INSERT INTO t (n) VALUES (?)').run(2)
    const rows = connection.prepare('SELECT n FROM t ORDER BY n').all()
    assert.deepEqual(rows, [{ n: 1 }, { n: 2 }])
    assert.notStrictEqual(connection.prepare('SELECT n FROM t'), insert)
  })

  test('a kept statement comes back with safe integers off, as a fresh one would', async ({ assert }) => {
    const connection = cacheStatements(await openSqlite())
    connection.prepare('SELECT 1 AS n').safeIntegers(true)
    assert.deepEqual(connection.prepare('SELECT 1 AS n').get(), { n: 1 })
  })

  test('at most `size` statements are kept, the least recently used dropped', async ({ assert }) => {
    const connection = cacheStatements(await openSqlite(), 2)
    const one = connection.prepare('SELECT 1')
    const two = connection.prepare('SELECT 2')
    assert.strictEqual(connection.prepare('SELECT 1'), one) // now the most recent
    connection.prepare('SELECT 3') // drops SELECT 2
    assert.strictEqual(connection.prepare('SELECT 1'), one)
    assert.notStrictEqual(connection.prepare('SELECT 2'), two)
  })

  test('a kept statement sees a schema change made after it was prepared', async ({ assert }) => {
    const connection = cacheStatements(await openSqlite())
    connection.exec('CREATE TABLE t (n INTEGER)')
    connection.exec('INSERT INTO t VALUES (1)')
    assert.deepEqual(connection.prepare('SELECT * FROM t').get(), { n: 1 })
    connection.exec('ALTER TABLE t ADD COLUMN m INTEGER DEFAULT 7')
    assert.deepEqual(connection.prepare('SELECT * FROM t').get(), { n: 1, m: 7 })
  })

  test('statements kept behind the busy gate stay guarded', async ({ assert }) => {
    const gate = new SqliteBusyGate(60_000)
    const connection = cacheStatements(gate.guard(await openSqlite()))
    connection.exec('CREATE TABLE t (n INTEGER)')
    const insert = connection.prepare('INSERT INTO t VALUES (1)')
    insert.run()
    // close the gate as a write that waited out busy_timeout would
    const busy = Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' })
    const guarded = gate.guard({
      prepare: (_sql: string) => ({
        readonly: false,
        run: () => {
          throw busy
        },
      }),
    })
    assert.throws(() => guarded.prepare('x').run())
    assert.isTrue(gate.isClosed)
    assert.throws(() => connection.prepare('INSERT INTO t VALUES (1)').run(), /paused/)
  })
})
