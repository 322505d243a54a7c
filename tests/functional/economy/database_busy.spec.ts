import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import {
  createProduct,
  economySnapshot,
  resetRateLimits,
  separateSqliteConnection,
} from '#tests/helpers/economy'
import { SITE_BUSY } from '#exceptions/handler'
import { sqliteBusyGate } from '#database/sqlite_busy_gate'

async function untilGateOpens() {
  while (sqliteBusyGate.isClosed) await new Promise((r) => setTimeout(r, 50))
}

/**
 * Another process holds SQLite's write lock (a long admin script, a backup, a stuck worker):
 * the money routes must answer a clean 503 within a second or two, not hang and not 500.
 */
test.group('Economy / locked database', (group) => {
  let holder: Awaited<ReturnType<typeof separateSqliteConnection>> | null = null

  group.each.setup(async () => {
    await resetDatabase()
    await resetRateLimits()
    return async () => {
      holder?.close()
      holder = null
      await untilGateOpens()
    }
  })

  async function holdWriteLock() {
    holder = await separateSqliteConnection()
    holder.exec('BEGIN IMMEDIATE')
  }

  test('purchases and vault adds answer 503 while another process holds the write lock', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ points: 10_000, celsiusUsername: 'celsius_fan' })
    const product = await createProduct({ price: 100, stock: 5 })
    const before = await economySnapshot()
    await holdWriteLock()

    const requests = [
      client.post(`/api/products/purchase/${product.id}`),
      client.post('/api/vault/add').json({ amount: 1 }),
    ]
    for (const request of requests) {
      const started = Date.now()
      const response = await request.loginAs(user).withCsrfToken().accept('json')
      const elapsed = Date.now() - started
      response.assertStatus(503)
      response.assertBody({ message: SITE_BUSY, error: SITE_BUSY })
      response.assertHeader('retry-after', '1')
      assert.isBelow(elapsed, 3_500, `answered after ${elapsed} ms`)
    }

    holder!.exec('ROLLBACK')
    assert.deepEqual(await economySnapshot(), before)
    // writes stay paused briefly after a busy timeout, then the next one goes through
    assert.isTrue(sqliteBusyGate.isClosed)
    await untilGateOpens()
    const retry = await client
      .post(`/api/products/purchase/${product.id}`)
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    retry.assertStatus(200)
  })
    .skip(process.env.DB_CONNECTION === 'pg', 'SQLite locking')
    .timeout(30_000)
})
