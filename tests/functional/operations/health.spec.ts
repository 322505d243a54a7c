import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import redisConfig, { REDIS_PREFIX } from '#config/redis'
import { checkReadiness, READINESS_TIMEOUT_MS } from '#infra/health/readiness'
import { startSourceServer, type BuiltServer } from '#tests/helpers/processes/built_server'
import { startTcpProxy, type TcpProxy } from '#tests/helpers/fakes/tcp_proxy'
import { deleteRedisKeys } from '#tests/helpers/database/redis'

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

  test('a web server whose Redis (or PostgreSQL) is cut answers /readyz 503 naming it, then 200 again', async ({
    assert,
  }) => {
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
      server = await startSourceServer(
        port,
        {
          REDIS_HOST: '127.0.0.1',
          REDIS_PORT: String(redisProxy.port),
          REDIS_PREFIX: `${REDIS_PREFIX}health:`,
          ...(pgProxy ? { PG_HOST: '127.0.0.1', PG_PORT: String(pgProxy.port) } : {}),
        },
        '/healthz'
      )
      const readyz = async () => {
        const started = Date.now()
        const response = await fetch(`${server!.url}/readyz`)
        assert.isBelow(Date.now() - started, 1_500)
        return { status: response.status, body: await response.json() }
      }
      assert.deepEqual(await readyz(), { status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } })

      redisProxy.stall()
      assert.deepEqual(await readyz(), {
        status: 503,
        body: { status: 'not ready', message: 'Not ready: redis unreachable', database: 'ok', redis: 'unreachable' },
      })
      // the held connection goes through again: ready at once, with no restart
      redisProxy.restore()
      const redisBack = await readyz()
      assert.equal(redisBack.status, 200)

      if (pgProxy) {
        pgProxy.cut()
        assert.deepEqual(await readyz(), {
          status: 503,
          body: {
            status: 'not ready',
            message: 'Not ready: database unreachable',
            database: 'unreachable',
            redis: 'ok',
          },
        })
        pgProxy.restore()
        const databaseBack = await readyz()
        assert.equal(databaseBack.status, 200)
      }
    } finally {
      await server?.stop()
      await Promise.all(proxies.map((started) => started.stop()))
    }
  })
})
