import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { ERROR_CODES } from '#shared/errors'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { economySnapshot, separateSqliteConnection } from '#tests/helpers/database/economy'
import { SITE_BUSY } from '#exceptions/handler'
import { sqliteBusyGate } from '#infra/db/sqlite_busy_gate'
import { lockedVault } from '#services/vault/cycle'
import { en } from '#tests/helpers/i18n/english'

async function untilGateOpens() {
  while (sqliteBusyGate.isClosed) await new Promise((r) => setTimeout(r, 50))
}

/**
 * Someone else holds the lock the money routes need (on SQLite another process's write lock:
 * a long admin script, a stuck worker; on PostgreSQL the product and vault rows): the routes
 * answer a clean 503 within a second or two, never hang and never 500, and write nothing.
 */
async function holdLocks(): Promise<() => Promise<void>> {
  if (db.connection().dialect.name === 'postgres') {
    const trx = await db.transaction()
    try {
      await trx.from('products').update({ name: trx.raw('name') })
      await lockedVault(trx)
    } catch (error) {
      // never leave the connection checked out with its row locks when taking them fails
      await trx.rollback()
      throw error
    }
    return () => trx.rollback()
  }
  const holder = await separateSqliteConnection()
  holder.exec('BEGIN IMMEDIATE')
  return async () => {
    holder.exec('ROLLBACK')
    holder.close()
  }
}

test.group('Economy / locked database', (group) => {
  let release: (() => Promise<void>) | null = null

  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      await release?.()
      release = null
      await untilGateOpens()
    }
  })

  test('purchases and vault adds answer 503 while the lock is held elsewhere', async ({ client, assert }) => {
    const user = await createUser({ points: 10_000, celsiusUsername: 'celsius_fan' })
    const product = await ProductFactory.merge({ price: 100, stock: 5 }).create()
    await db.transaction((trx) => lockedVault(trx))
    const before = await economySnapshot()
    release = await holdLocks()

    const requests = [
      client.post(urlFor('economy.purchase', { id: product.id })),
      client.post(urlFor('economy.vault_add')).json({ amount: 1 }),
    ]
    for (const request of requests) {
      const started = Date.now()
      const response = await request.loginAs(user).sameOrigin().accept('json')
      const elapsed = Date.now() - started
      response.assertStatus(503)
      response.assertBody({ message: en(SITE_BUSY), error: ERROR_CODES.siteBusy })
      response.assertHeader('retry-after', '1')
      // SQLite waits its busy_timeout (2 s) before giving up; the rest is margin for a loaded
      // CI machine (3.9 s seen there). A hang would be the lock holder's whole life: far above
      assert.isBelow(elapsed, 5_000, `answered after ${elapsed} ms`)
    }

    await release()
    release = null
    assert.deepEqual(await economySnapshot(), before)
    // on SQLite writes stay paused briefly after a busy timeout; then the next one goes through
    await untilGateOpens()
    const retry = await jsonAs(client, user).post(urlFor('economy.purchase', { id: product.id }))
    retry.assertStatus(200)
  }).timeout(30_000)
})
