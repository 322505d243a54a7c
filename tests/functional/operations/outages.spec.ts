import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import redisConfig, { REDIS_PREFIX } from '#config/redis'
import {
  browserSession,
  postPurchase,
  startSourceServer,
  type BuiltServer,
  type Session,
} from '#tests/helpers/processes/built_server'
import { startTcpProxy, type TcpProxy } from '#tests/helpers/fakes/tcp_proxy'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers, economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import { boughtProduct } from '#tests/helpers/database/admin_fixtures'
import { SITE_BUSY } from '#exceptions/handler'
import { ACCOUNT_MESSAGES } from '#shared/accounts'
import { SESSION_COOKIE_NAME } from '#config/session'
import { STALE_HEADER } from '#http_cache/stale_pages'

/** The child web server of these drills (this run's fourth port) */
const port = Number(process.env.PORT ?? 3334) + 3
const onPostgres = () => db.connection().dialect.name === 'postgres'

/** Milliseconds `work` took, with its result */
async function timed<T>(work: () => Promise<T>) {
  const started = Date.now()
  const result = await work()
  return { ms: Date.now() - started, result }
}

/** Asks `check` every 100 ms until it holds; resolves with how long that took (at most `withinMs`) */
async function healsWithin(withinMs: number, check: () => Promise<boolean>) {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > withinMs) throw new Error(`not healed within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** A page as a browser opens it (HTML), with or without a session cookie */
async function openPage(url: string, path: string, session?: Session) {
  const response = await fetch(`${url}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(session ? { cookie: session.cookie } : {}) },
  })
  return {
    status: response.status,
    html: await response.text(),
    setCookie: response.headers.getSetCookie(),
    stale: response.headers.get(STALE_HEADER),
  }
}

/** The page's Inertia props as the HTML carries them */
function propsOf(html: string): Record<string, any> {
  const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  if (!json) throw new Error(`no page data in:\n${html.slice(0, 500)}`)
  return JSON.parse(json).props
}

test.group('Outages: Redis or PostgreSQL down, as visitors meet them', (group) => {
  let proxies: TcpProxy[] = []
  let server: BuiltServer | undefined
  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      for (const started of proxies) started.restore()
      await server?.stop()
      server = undefined
      await Promise.all(proxies.map((started) => started.stop()))
      proxies = []
    }
  })
  group.teardown(() => deleteRedisKeys())

  /** A server with sessions, rate limits and the cache in Redis, Redis (and PostgreSQL) through proxies */
  async function startBehindProxies() {
    const proxy = async (target: { host: string; port: number }) => {
      const started = await startTcpProxy(target)
      proxies.push(started)
      return started
    }
    const redis = await proxy({ host: '127.0.0.1', port: redisConfig.connections.main.port })
    const pgConnection = db.connection().getWriteClient().client.config.connection
    const pg = onPostgres() ? await proxy({ host: pgConnection.host, port: pgConnection.port }) : null
    server = await startSourceServer(
      port,
      {
        REDIS_HOST: '127.0.0.1',
        REDIS_PORT: String(redis.port),
        REDIS_PREFIX,
        SESSION_DRIVER: 'redis',
        LIMITER_STORE: 'redis',
        ...(pg ? { PG_HOST: '127.0.0.1', PG_PORT: String(pg.port) } : {}),
      },
      '/healthz'
    )
    return { url: server.url, redis, pg }
  }

  test('Redis down: guests are served, a logged-in page is the public one with a notice (cookie kept), writes 503 within 2 s; back: logged in again', async ({
    assert,
  }) => {
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const { url, redis } = await startBehindProxies()
    const session = await browserSession(url, buyer, 'redis')
    assert.equal(propsOf((await openPage(url, '/store', session)).html).user?.username, buyer.username)
    await openPage(url, '/faq')

    redis.cut()
    for (const path of ['/faq', '/store']) {
      const guest = await timed(() => openPage(url, path))
      assert.equal(guest.result.status, 200, path)
      assert.isBelow(guest.ms, 2_000, path)
      assert.notInclude(guest.result.html, ACCOUNT_MESSAGES.accountsUnavailable)
    }
    const page = await timed(() => openPage(url, '/store', session))
    assert.equal(page.result.status, 200)
    assert.isBelow(page.ms, 2_000)
    assert.include(page.result.html, ACCOUNT_MESSAGES.accountsUnavailable)
    assert.include(propsOf(page.result.html), { user: null, accountsUnavailable: true })
    // the session cookie is neither rewritten nor cleared
    assert.deepEqual(page.result.setCookie.filter((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`)), [])
    // a page behind the login gate: 503 (the store is missing), never a redirect to the login
    const gated = await openPage(url, '/account', session)
    assert.equal(gated.status, 503)
    assert.deepEqual(gated.setCookie, [])

    const before = await economySnapshot()
    const write = await timed(() => postPurchase(url, session, product.id, undefined, 5_000))
    assert.deepInclude(write.result, { status: 503, message: SITE_BUSY })
    assert.isBelow(write.ms, 2_000)
    assert.deepEqual(await economySnapshot(), before)

    redis.restore()
    const healed = await healsWithin(5_000, async () => {
      const back = await openPage(url, '/store', session)
      return propsOf(back.html).user?.username === buyer.username
    })
    assert.isBelow(healed, 5_000)
    assert.notInclude((await openPage(url, '/store', session)).html, ACCOUNT_MESSAGES.accountsUnavailable)
    const balance = await ledgerSum(buyer.id)
    assert.deepInclude(await postPurchase(url, session, product.id), { status: 200 })
    assert.equal(await ledgerSum(buyer.id), balance - 100)
  }).timeout(60_000)

  test('PostgreSQL down: a page rendered before is served stale, a write answers 503 within 2 s and changes nothing; back: writes within 5 s', async ({
    assert,
  }) => {
    // the database of a SQLite run cannot be cut: this drill runs in the PostgreSQL lane
    if (!onPostgres()) {
      assert.plan(0)
      return
    }
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const { url, pg } = await startBehindProxies()
    const session = await browserSession(url, buyer, 'redis')
    const fresh = await openPage(url, '/store')
    assert.equal(fresh.status, 200)
    assert.isNull(fresh.stale)

    pg!.cut()
    const stale = await timed(() => openPage(url, '/store'))
    assert.equal(stale.result.status, 200)
    assert.isBelow(stale.ms, 2_000)
    assert.equal(stale.result.html, fresh.html)
    assert.isNotNull(stale.result.stale)
    // a page never rendered before has nothing to fall back on: the busy page, not a 500
    assert.equal((await openPage(url, '/vault')).status, 503)

    const before = await economySnapshot()
    const write = await timed(() => postPurchase(url, session, product.id, undefined, 5_000))
    assert.deepInclude(write.result, { status: 503, message: SITE_BUSY })
    assert.isBelow(write.ms, 2_000)

    pg!.restore()
    assert.deepEqual(await economySnapshot(), before)
    const healed = await healsWithin(5_000, async () => {
      return (await postPurchase(url, session, product.id, undefined, 2_000))?.status === 200
    })
    assert.isBelow(healed, 5_000)
    assert.equal(await ledgerSum(buyer.id), 1_000 - 100)
  }).timeout(60_000)
})
