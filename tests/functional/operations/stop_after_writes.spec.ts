import { test } from '@japa/runner'
import { browserSession, postPurchase, startSourceServer } from '#tests/helpers/processes/built_server'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers } from '#tests/helpers/database/economy'
import { ProductFactory } from '#database/factories/product_factory'
import { LIVE_COALESCE_MS } from '#infra/live/broadcast'

/** The web server of this check (this lane's port + 2, free once the health checks are done) */
const port = Number(process.env.PORT ?? 3334) + 2

test.group('Operations / stopping after writes', (group) => {
  group.each.setup(() => resetDatabase())

  test('SIGTERM right after a burst of purchases exits 0: the held live message is sent before the database closes', async ({
    assert,
  }) => {
    const [buyer] = await createBuyers(1, 1_000)
    const product = await ProductFactory.merge({ price: 1, stock: 10 }).create()
    const server = await startSourceServer(port)
    try {
      const session = await browserSession(server.url, buyer)
      // the second purchase falls in the store's coalescing window: its message waits for it
      for (let i = 0; i < 2; i++) {
        const bought = await postPurchase(server.url, session, product.id)
        assert.equal(bought?.status, 200)
      }
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
      const started = Date.now()
      server.child.kill('SIGTERM')
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
      ])
      assert.equal(code, 0)
      // the window is all it waits for (plus the stop itself), not a timer of its own
      assert.isBelow(Date.now() - started, 10_000 + LIVE_COALESCE_MS.store!)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  }).timeout(60_000)
})
