import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { connectionsInUse, ensureHealthyPool } from '#tests/helpers/database/pool'

/**
 * A test that ends with a transaction still open (an assertion threw before its commit) must
 * cost only itself: the hook that runs before every test closes the connection it left
 * checked out, with its locks, and the same pool serves again (also to whoever kept a
 * reference to it, as the database rate-limit store does).
 */
test.group('Database / a connection left open by a test', (group) => {
  group.each.setup(() => resetDatabase())

  test('is closed before the next test and the pool serves again', async ({ assert }) => {
    const prizes = async () => {
      const row = await db.from('milestones').sum('prize as total').first()
      return Number(row.total)
    }
    const before = await prizes()
    // what the database rate-limit store keeps from its creation on: the connection's knex client
    const captured = db.connection().getWriteClient()
    const leaked = await db.transaction()
    // a write: SQLite's write lock, PostgreSQL's row locks, held until the transaction ends
    await leaked.from('milestones').update({ prize: leaked.raw('prize + 1') })
    assert.equal(connectionsInUse(), 1)

    await ensureHealthyPool()

    assert.equal(connectionsInUse(), 0)
    const started = Date.now()
    await db.from('milestones').update({ prize: db.raw('prize') })
    assert.isBelow(Date.now() - started, 1_000, 'the leaked lock is gone')
    assert.equal(await prizes(), before, 'the leaked write was rolled back')
    await captured.raw('SELECT 1')
  }).timeout(15_000)
})
