import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import redisConfig, { REDIS_PREFIX } from '#config/redis'
import { browserSession, postPurchase, startSourceServer } from '#tests/helpers/processes/built_server'
import { WEB_QUERY_TIMEOUT_MS } from '#infra/db/pg_timeouts'
import { startTcpProxy } from '#tests/helpers/fakes/tcp_proxy'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers, economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import { boughtProduct } from '#tests/helpers/database/admin_fixtures'
import { sessionConfigWith, useRedisSessionsOn, writeSession } from '#tests/helpers/http/sessions'
import { SITE_BUSY } from '#exceptions/handler'
import { ACCOUNT_MESSAGES } from '#shared/accounts'
import { STALE_HEADER } from '#http_cache/stale_pages'
import { clearKeptPages } from '#http_cache/public_pages'
import { clearPublicCache } from '#infra/live/public_cache'
import type User from '#models/user'
import { LIVE_EVENTS_PATH, LIVE_RESYNC_EVENT } from '#shared/live'
import { en } from '#tests/helpers/i18n/english'

/** This run's own server, and the child web server of the SIGTERM check (this run's fourth port) */
const url = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3333}`
const childPort = Number(process.env.PORT ?? 3334) + 3
const onPostgres = env.get('DB_CONNECTION') === 'pg'

/**
 * "Within 2 s" as the docs promise it (Redis's 1.5 s command timeout, then the answer), plus the
 * scheduling a loaded test machine adds: three suites run side by side on two cores, and one
 * such answer took 2.19 s there
 */
const WITHIN_2_S = 2_500

/** Milliseconds `work` took, with its result */
async function timed<T>(work: () => Promise<T>) {
  const started = Date.now()
  const result = await work()
  return { ms: Date.now() - started, result }
}

/** Asks `check` every 100 ms until it holds; resolves with how long that took */
async function healsWithin(withinMs: number, check: () => Promise<boolean>) {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > withinMs) throw new Error(`not healed within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** A page as a browser opens it (HTML), with or without a session cookie */
async function openPage(path: string, cookie?: string) {
  const response = await fetch(`${url}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
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
  const json = /<script[^>]*data-page="app"[^>]*>(.*?)<\/script>/s.exec(html)?.[1]
  if (!json) throw new Error(`no page data in:\n${html.slice(0, 300)}`)
  return JSON.parse(json).props
}

/** POST /api/products/purchase/{id} with a session cookie: status and message */
async function purchase(productId: number, cookie: string) {
  const response = await fetch(`${url}/api/products/purchase/${productId}`, {
    method: 'POST',
    signal: AbortSignal.timeout(5_000),
    headers: { accept: 'application/json', cookie, origin: new URL(url).origin },
  })
  const body = (await response.json()) as { message: string }
  return { status: response.status, message: body.message }
}

const loggedIn = (user: User) => ({ auth_web: user.id })

test.group('Outages: Redis or PostgreSQL down, as visitors meet them', (group) => {
  let cleanups: (() => Promise<unknown> | unknown)[] = []
  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
      cleanups = []
    }
  })
  group.teardown(() => deleteRedisKeys())

  async function proxyTo(target: { host: string; port: number }) {
    const proxy = await startTcpProxy(target)
    cleanups.push(
      () => proxy.stop(),
      () => proxy.restore()
    )
    return proxy
  }

  test('Redis down: guests are served, a logged-in page is the public one with a notice (cookie kept), writes 503 within 2 s; back: logged in again', async ({
    assert,
  }) => {
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const redis = await proxyTo({ host: '127.0.0.1', port: redisConfig.connections.main.port })
    const sessions = await useRedisSessionsOn(redis.port)
    cleanups.push(sessions.restore)
    const cookie = await writeSession(sessions.config, loggedIn(buyer))
    const before = await openPage('/store', cookie)
    assert.equal(propsOf(before.html).user?.username, buyer.username)
    await openPage('/faq')

    redis.cut()
    for (const path of ['/faq', '/store']) {
      const guest = await timed(() => openPage(path))
      assert.equal(guest.result.status, 200, path)
      assert.isBelow(guest.ms, 2_000, path)
      assert.notInclude(guest.result.html, en(ACCOUNT_MESSAGES.accountsUnavailable))
    }
    const page = await timed(() => openPage('/store', cookie))
    assert.equal(page.result.status, 200)
    assert.isBelow(page.ms, WITHIN_2_S)
    assert.include(page.result.html, en(ACCOUNT_MESSAGES.accountsUnavailable))
    assert.include(propsOf(page.result.html), { user: null, accountsUnavailable: true })
    // the session cookie is neither rewritten nor cleared
    assert.deepEqual(page.result.setCookie, [])
    // a page behind the login gate: 503 (the store is missing), never a redirect to the login
    const gated = await openPage('/account', cookie)
    assert.equal(gated.status, 503)
    assert.deepEqual(gated.setCookie, [])

    const economy = await economySnapshot()
    const write = await timed(() => purchase(product.id, cookie))
    assert.deepEqual(write.result, { status: 503, message: en(SITE_BUSY) })
    assert.isBelow(write.ms, WITHIN_2_S)
    assert.deepEqual(await economySnapshot(), economy)

    redis.restore()
    const healed = await healsWithin(5_000, async () => {
      const back = await openPage('/store', cookie)
      return propsOf(back.html).user?.username === buyer.username
    })
    assert.isBelow(healed, 5_000)
    const back = await openPage('/store', cookie)
    assert.notInclude(back.html, en(ACCOUNT_MESSAGES.accountsUnavailable))
    const bought = await purchase(product.id, cookie)
    assert.equal(bought.status, 200)
    assert.equal(await ledgerSum(buyer.id), 1_000 - 100)
  }).timeout(60_000)

  test('PostgreSQL down: a page rendered before is served stale, a write answers 503 within 2 s and changes nothing; back: writes within 5 s', async ({
    assert,
  }) => {
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const cookie = await writeSession(await sessionConfigWith('memory'), loggedIn(buyer))
    // the site's queries go to PostgreSQL through the proxy
    const primary = db.primaryConnectionName
    const direct = db.manager.get(primary)!.config as any
    const pg = await proxyTo({ host: direct.connection.host, port: direct.connection.port })
    db.manager.add('through_proxy', {
      ...direct,
      connection: { ...direct.connection, host: '127.0.0.1', port: pg.port },
    })
    db.primaryConnectionName = 'through_proxy'
    cleanups.push(async () => {
      db.primaryConnectionName = primary
      await db.manager.close('through_proxy')
      db.manager.release('through_proxy')
    })
    const fresh = await openPage('/store')
    assert.equal(fresh.status, 200)
    assert.isNull(fresh.stale)
    const before = await economySnapshot()

    pg.cut()
    // this process's memory of the page and of its data is gone: the render needs the database
    clearKeptPages()
    await clearPublicCache()
    const stale = await timed(() => openPage('/store'))
    assert.equal(stale.result.status, 200)
    assert.isBelow(stale.ms, WITHIN_2_S)
    assert.equal(stale.result.html, fresh.html)
    assert.isNotNull(stale.result.stale)
    // a page never rendered before has nothing to fall back on: the busy page, not a 500
    const neverRendered = await openPage('/vault')
    assert.equal(neverRendered.status, 503)

    const write = await timed(() => purchase(product.id, cookie))
    assert.deepEqual(write.result, { status: 503, message: en(SITE_BUSY) })
    assert.isBelow(write.ms, WITHIN_2_S)

    pg.restore()
    assert.deepEqual(await economySnapshot(), before)
    const healed = await healsWithin(5_000, async () => {
      const answer = await purchase(product.id, cookie)
      return answer.status === 200
    })
    assert.isBelow(healed, 5_000)
    assert.equal(await ledgerSum(buyer.id), 1_000 - 100)

    // a transaction cut in the middle: the connection is reset once it took a unit of stock
    const midway = await economySnapshot()
    let armed = true
    // knex announces each query as it sends it: the purchase row's insert, after the stock update
    const knex = db.connection('through_proxy').getWriteClient()
    const cutMidway = (query: { sql: string }) => {
      if (!armed || !/^insert into "purchases"/i.test(query.sql)) return
      armed = false
      setImmediate(() => pg.cut())
    }
    knex.on('query', cutMidway)
    cleanups.push(() => knex.off('query', cutMidway))
    const cut = await purchase(product.id, cookie)
    assert.isFalse(armed, 'the purchase took the unit of stock before the cut')
    assert.deepEqual(cut, { status: 503, message: en(SITE_BUSY) })
    pg.restore()
    assert.deepEqual(await economySnapshot(), midway)
  })
    .timeout(30_000)
    // the database of a SQLite run cannot be cut: these drills run in the PostgreSQL lane
    .skip(!onPostgres, 'PostgreSQL only')

  test('PostgreSQL gone silent (no reset): a write answers 503 within the query timeout of a web process; back: writes within 5 s', async ({
    assert,
  }) => {
    const { product } = await boughtProduct({ price: 100, stock: 10 })
    const [buyer] = await createBuyers(1, 1_000)
    const direct = db.connection().getWriteClient().client.config.connection
    const pg = await proxyTo({ host: direct.host, port: direct.port })
    // a web process (the query timeout is a web process's), sessions in Redis
    const server = await startSourceServer(
      childPort,
      {
        REDIS_HOST: '127.0.0.1',
        REDIS_PREFIX,
        SESSION_DRIVER: 'redis',
        PG_HOST: '127.0.0.1',
        PG_PORT: String(pg.port),
      },
      '/healthz'
    )
    cleanups.push(() => server.stop())
    const session = await browserSession(server.url, buyer, 'redis')
    const buy = () => postPurchase(server.url, session, product.id, undefined, 8_000)
    assert.deepInclude(await buy(), { status: 200 })
    const before = await economySnapshot()

    // the pool's connection now carries nothing, and a new one is never answered
    pg.silence()
    for (let attempt = 0; attempt < 2; attempt++) {
      const write = await timed(buy)
      assert.deepInclude(write.result, { status: 503, message: en(SITE_BUSY) })
      assert.isBelow(write.ms, WEB_QUERY_TIMEOUT_MS + 1_000)
    }

    pg.restore()
    const healed = await healsWithin(5_000, async () => {
      const answer = await buy()
      return answer?.status === 200
    })
    assert.isBelow(healed, 5_000)
    const after = await economySnapshot()
    assert.equal(after.purchases, before.purchases + 1)
  })
    .timeout(60_000)
    .skip(!onPostgres, 'PostgreSQL only')

  test('a web server with Redis: after Redis comes back its open pages are told to reload; SIGTERM with Redis down exits 0', async ({
    assert,
  }) => {
    const redis = await proxyTo({ host: '127.0.0.1', port: redisConfig.connections.main.port })
    const server = await startSourceServer(
      childPort,
      {
        REDIS_HOST: '127.0.0.1',
        REDIS_PORT: String(redis.port),
        REDIS_PREFIX,
        SESSION_DRIVER: 'redis',
        LIMITER_STORE: 'redis',
      },
      '/healthz'
    )
    cleanups.push(() => server.stop())
    // a request that reads a session from Redis, and an open page's live-update stream
    const [user] = await createBuyers(1, 1)
    const cookie = await writeSession(await sessionConfigWith('redis'), loggedIn(user))
    const answer = await fetch(`${server.url}/api/user/sessions`, { headers: { accept: 'application/json', cookie } })
    assert.equal(answer.status, 200)
    const stream = await fetch(`${server.url}${LIVE_EVENTS_PATH}`)
    assert.equal(stream.status, 200)
    const frames = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    const resync = (async () => {
      let text = ''
      while (!text.includes(`event: ${LIVE_RESYNC_EVENT}\n`)) {
        const { value, done } = await frames.read()
        if (done) return false
        text += value
      }
      return true
    })()

    // messages sent meanwhile by other processes were missed: once the bus is back, the page
    // hears so and reloads its live data
    redis.cut()
    await new Promise((resolve) => setTimeout(resolve, 500))
    redis.restore()
    const told = await timed(() => resync)
    assert.isTrue(told.result)
    assert.isBelow(told.ms, 5_000)

    // Redis goes away again: transmit's connections cannot say goodbye (QUIT) at shutdown
    redis.cut()
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    assert.equal(await exited, 0)
  }).timeout(60_000)
})
