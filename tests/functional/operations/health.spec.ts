import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import redisConfig, { REDIS_PREFIX } from '#config/redis'
import { checkReadiness, READINESS_TIMEOUT_MS } from '#infra/health/readiness'
import {
  browserSession,
  postPurchase,
  startSourceServer,
  type BuiltServer,
} from '#tests/helpers/processes/built_server'
import { startTcpProxy, type TcpProxy } from '#tests/helpers/fakes/tcp_proxy'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers, economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import { boughtProduct } from '#tests/helpers/database/admin_fixtures'
import { auditPoints } from '#services/points/consistency_audit'
import { SITE_BUSY } from '#exceptions/handler'
import { en } from '#tests/helpers/i18n/english'

/** The child web server of the outage drill (this run's third port) */
const port = Number(process.env.PORT ?? 3334) + 2
const onPostgres = () => db.connection().dialect.name === 'postgres'

test.group('Health checks', (group) => {
  group.teardown(() => deleteRedisKeys())

  test('GET /healthz and GET /readyz answer with no cookie, no cache and no version or address', async ({
    client,
    assert,
  }) => {
    const live = await client.get('/healthz')
    live.assertStatus(200)
    assert.deepEqual(live.body(), { status: 'ok' })
    const ready = await client.get('/readyz')
    ready.assertStatus(200)
    assert.deepEqual(ready.body(), { status: 'ready', database: 'ok', redis: 'not used' })
    for (const response of [live, ready]) {
      assert.notProperty(response.headers(), 'set-cookie')
      assert.equal(response.header('cache-control'), 'no-store')
      assert.notMatch(response.text(), /\d+\.\d+|127\.0\.0\.1|localhost/)
    }
  })

  test('readiness names a database or a Redis that does not answer, within its timeout', async ({ assert }) => {
    // nothing listens on a closed proxy's port: connections are refused
    const closed = await startTcpProxy({ host: '127.0.0.1', port: 1 })
    await closed.stop()
    db.manager.add('unreachable', {
      client: 'pg',
      connection: { host: '127.0.0.1', port: closed.port, user: 'postgres', database: 'none' },
      pool: { acquireTimeoutMillis: 5_000 },
    })
    // and a stalled proxy accepts them and never answers
    const stalled = await startTcpProxy({ host: '127.0.0.1', port: redisConfig.connections.main.port })
    stalled.stall()
    const redis = new Redis({ host: '127.0.0.1', port: stalled.port, lazyConnect: true })
    try {
      const started = Date.now()
      const outcome = await checkReadiness({
        database: () => db.connection('unreachable').rawQuery('select 1'),
        redis: () => redis.ping(),
      })
      assert.isBelow(Date.now() - started, READINESS_TIMEOUT_MS + 300)
      assert.deepEqual(outcome, { ready: false, checks: { database: 'unreachable', redis: 'unreachable' } })
      const healthy = await checkReadiness({ database: () => db.rawQuery('select 1'), redis: null })
      assert.deepEqual(healthy, { ready: true, checks: { database: 'ok', redis: 'not used' } })
    } finally {
      redis.disconnect()
      await db.manager.close('unreachable')
      db.manager.release('unreachable')
      await stalled.stop()
    }
  })

  test('Redis or PostgreSQL cut: /readyz names it, a purchase answers 503 at once and changes nothing; both heal', async ({
    assert,
  }) => {
    await resetDatabase()
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const proxies: TcpProxy[] = []
    const proxy = async (target: { host: string; port: number }) => {
      const started = await startTcpProxy(target)
      proxies.push(started)
      return started
    }
    const redisProxy = await proxy({ host: '127.0.0.1', port: redisConfig.connections.main.port })
    const pgConnection = db.connection().getWriteClient().client.config.connection
    const pgProxy = onPostgres() ? await proxy({ host: pgConnection.host, port: pgConnection.port }) : null
    let server: BuiltServer | undefined
    try {
      // sessions and rate limits in Redis (this run's prefix, so the session written here is
      // the server's), the database through its own proxy on PostgreSQL
      server = await startSourceServer(
        port,
        {
          REDIS_HOST: '127.0.0.1',
          REDIS_PORT: String(redisProxy.port),
          REDIS_PREFIX,
          SESSION_DRIVER: 'redis',
          LIMITER_STORE: 'redis',
          ...(pgProxy ? { PG_HOST: '127.0.0.1', PG_PORT: String(pgProxy.port) } : {}),
        },
        '/healthz'
      )
      const url = server.url
      const session = await browserSession(url, buyer, 'redis')
      // the 2 s target is the fault drill's to measure (npm run test:faults, a quiet machine);
      // here, on a test machine under load, the bound only rules out waiting on the outage
      const timed = async <T>(request: () => Promise<T>) => {
        const started = Date.now()
        const answer = await request()
        assert.isBelow(Date.now() - started, 5_000)
        return answer
      }
      const readyz = () =>
        timed(async () => {
          const response = await fetch(`${url}/readyz`)
          return { status: response.status, body: await response.json() }
        })
      const purchase = () => timed(() => postPurchase(url, session, product.id, undefined, 5_000))
      const refusedWhile = async (cut: TcpProxy, mode: 'stall' | 'cut', failed: 'redis' | 'database') => {
        const before = await economySnapshot()
        cut[mode]()
        const ready = await readyz()
        assert.equal(ready.status, 503)
        assert.equal(ready.body.message, `Not ready: ${failed} unreachable`)
        assert.deepInclude(await purchase(), { status: 503, message: en(SITE_BUSY) })
        assert.deepEqual(await economySnapshot(), before)
        // back: ready at once, with no restart
        cut.restore()
        const back = await readyz()
        assert.deepEqual(back, { status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } })
      }

      assert.deepEqual(await readyz(), { status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } })
      await refusedWhile(redisProxy, 'stall', 'redis')
      if (pgProxy) await refusedWhile(pgProxy, 'cut', 'database')

      const balance = await ledgerSum(buyer.id)
      assert.deepInclude(await purchase(), { status: 200 })
      assert.equal(await ledgerSum(buyer.id), balance - 100)
    } finally {
      for (const started of proxies) started.restore()
      await server?.stop()
      await Promise.all(proxies.map((started) => started.stop()))
    }
    assert.deepEqual(await auditPoints(), [])
  })
})
