import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import { LIVE_EVENTS_PATH } from '#shared/live'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { CROSS_ORIGIN_REFUSED } from '#exceptions/handler'
import { TRUSTED_ORIGINS, isCrossOrigin } from '#middleware/same_origin_middleware'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { useDatabaseLimiter } from '#tests/helpers/http/limits'
import { useDatabaseSessions } from '#tests/helpers/http/sessions'
import { createUser } from '#tests/helpers/database/users'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import env from '#start/env'
import { publicPages } from '#tests/helpers/http/route_walk'
import { en } from '#tests/helpers/i18n/english'

/** Row count of every table (the migrations' own bookkeeping aside) */
async function rowCounts() {
  const client = db.connection()
  const tables = await client.getAllTables(client.dialect.name === 'postgres' ? ['public'] : undefined)
  const counts: Record<string, number> = {}
  for (const table of tables) {
    if (table.startsWith('adonis_schema')) continue
    const [{ total }] = await client.from(table).count('* as total')
    counts[table] = Number(total)
  }
  return counts
}

/**
 * Every INSERT, UPDATE or DELETE statement the database runs until the returned function is
 * called (which returns them): a DELETE that matches no row still takes SQLite's write lock.
 * Heard from knex itself, so a statement sent through a bare knex builder (the session store's
 * write) is seen too.
 */
function recordWrites() {
  const connection = db.manager.get(db.primaryConnectionName)!.connection!
  const clients = [...new Set([connection.client!, connection.readClient!])]
  const writes: string[] = []
  const listener = (query: { sql: string }) => {
    if (/^\s*(insert|update|delete|replace)\b/i.test(query.sql)) writes.push(query.sql)
  }
  for (const client of clients) client.on('query', listener)
  return () => {
    for (const client of clients) client.removeListener('query', listener)
    return writes
  }
}

function cookieLine(setCookies: string[], name: string) {
  return setCookies.find((line) => line.startsWith(`${name}=`))
}

test.group('Security / a guest visit writes nothing', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    const restoreSessions = await useDatabaseSessions()
    const restoreLimiter = await useDatabaseLimiter()
    return () => {
      restoreSessions()
      restoreLimiter()
    }
  })

  test('pages, an Inertia visit and the hunt poll leave every table as it was', async ({ assert }) => {
    const before = await rowCounts()
    assert.isAbove(before.leaderboard_entries, 0, 'the demo site is seeded')
    const stopRecording = recordWrites()

    // a first-time visitor, then the same browser coming back
    const guest = new Device()
    for (const round of [1, 2]) {
      for (const path of publicPages()) {
        const page = await guest.navigate(path)
        assert.equal(page.status, 200, `${path} (visit ${round})`)
        assert.deepEqual(page.setCookies, [], `${path} sets no cookie for a guest`)
      }
    }
    const page = await guest.navigate(urlFor('leaderboard'))
    const html = String(page.body)
    const version = html.match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/)
    const inertia = { 'x-inertia': 'true', 'x-inertia-version': version?.[1] ?? version?.[2] ?? '' }
    const visit = await guest.request('GET', urlFor('leaderboard'), undefined, inertia)
    assert.equal(visit.status, 200)
    assert.equal(visit.headers['x-inertia'], 'true')
    const poll = await guest.request('GET', urlFor('bonus_hunt'), undefined, {
      ...inertia,
      'x-inertia-partial-component': 'bonus_hunt',
      'x-inertia-partial-data': 'hunt',
    })
    assert.equal(poll.status, 200)
    assert.property(poll.body.props, 'hunt')

    const writes = stopRecording()
    assert.deepEqual(writes, [], writes.join('\n'))
    assert.deepEqual(await rowCounts(), before)
    // and carries nothing away
    assert.deepEqual(visit.setCookies, [])
    assert.deepEqual(poll.setCookies, [])
    assert.isFalse(guest.hasCookie('neon-session'))
  })

  test('live updates: a guest opens a stream with no session, no token, no write', async ({ assert }) => {
    const before = await rowCounts()
    const stopRecording = recordWrites()
    const base = `http://${env.get('HOST')}:${env.get('PORT')}`
    const abort = new AbortController()
    const stream = await fetch(`${base}${LIVE_EVENTS_PATH}`, { signal: abort.signal })
    const setCookies: string[] = [...stream.headers.getSetCookie()]
    try {
      assert.equal(stream.status, 200)
      assert.equal(stream.headers.get('content-type'), 'text/event-stream')
    } finally {
      abort.abort()
    }
    const writes = stopRecording()
    assert.deepEqual(writes, [], writes.join('\n'))
    assert.deepEqual(await rowCounts(), before)
    assert.isUndefined(cookieLine(setCookies, 'neon-session'), setCookies.join('\n'))
  })

  test('the recorder sees a write when there is one (so an empty list means something)', async ({ assert }) => {
    await createUser({ username: 'Visitor', password: 'secret-pass-1' })
    const stopRecording = recordWrites()
    const device = new Device()
    await device.login('Visitor', 'secret-pass-1')
    await device.navigate(urlFor('leaderboard'))
    const writes = stopRecording()
    assert.isTrue(
      writes.some((sql) => /sessions/i.test(sql)),
      writes.join('\n')
    )
  })

  test('a logged-in visitor keeps a session row', async ({ assert }) => {
    await createUser({ username: 'Visitor', password: 'secret-pass-1' })
    const device = new Device()
    await device.login('Visitor', 'secret-pass-1')
    await device.navigate(urlFor('store'))
    assert.isTrue(await device.isLoggedIn())
    assert.lengthOf(await db.from('sessions'), 1)
  })
})

/**
 * The ways a browser tells that a state change comes from another site: each must be refused
 * before anything is read or written
 */
const CROSS_ORIGIN: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', 'origin': 'https://evil.example' }],
  [
    'Sec-Fetch-Site: same-site (a sibling subdomain)',
    { 'sec-fetch-site': 'same-site', 'origin': 'https://x.neon.example' },
  ],
  [
    'a foreign Origin without Fetch Metadata (an older browser)',
    { 'sec-fetch-site': '', 'origin': 'https://evil.example' },
  ],
  ['Origin: null (a sandboxed frame or a data: page)', { 'sec-fetch-site': '', 'origin': 'null' }],
]

test.group('Security / CSRF: a state change from another site is refused', (group) => {
  group.each.setup(() => resetToDemoSite())
  auditPointsAfterEach(group)

  test('a guest log in with {0} is refused and logs nobody in')
    .with(CROSS_ORIGIN)
    .run(async ({ assert }, [, headers]) => {
      await createUser({ username: 'Target', password: 'secret-pass-1' })
      const guest = new Device()
      const response = await guest.request(
        'POST',
        urlFor('auth.login'),
        { username: 'Target', password: 'secret-pass-1' },
        headers
      )
      assert.equal(response.status, 403)
      assert.deepEqual(response.body, { message: en(CROSS_ORIGIN_REFUSED), error: ERROR_CODES.crossOrigin })
      assert.deepEqual(response.setCookies, [])
      assert.isFalse(await guest.isLoggedIn())

      // the same browser from the site's own page gets in (the refusal was the origin's)
      const login = await guest.post(urlFor('auth.login'), { username: 'Target', password: 'secret-pass-1' })
      assert.equal(login.status, 200)
      assert.isTrue(await guest.isLoggedIn())
    })

  test('a logged-in vault add with {0} is refused and changes nothing')
    .with(CROSS_ORIGIN)
    .run(async ({ assert }, [, headers]) => {
      const user = await createUser({ username: 'Saver', password: 'secret-pass-1', points: 1000 })
      const device = new Device()
      await device.login('Saver', 'secret-pass-1')
      const contributions = await db.from('vault_contributions')
      const ledger = await db.from('point_transactions')

      const response = await device.request('POST', urlFor('economy.vault_add'), { amount: 1 }, headers)
      assert.equal(response.status, 403)
      assert.deepEqual(response.body, { message: en(CROSS_ORIGIN_REFUSED), error: ERROR_CODES.crossOrigin })
      await user.refresh()
      assert.equal(user.balance, 1000)
      assert.deepEqual(await db.from('vault_contributions'), contributions)
      assert.deepEqual(await db.from('point_transactions'), ledger)
      assert.isTrue(await device.isLoggedIn(), 'a refused write does not end the session')

      // from the site's own page (what the browser sends there) the add goes through
      const add = await device.post(urlFor('economy.vault_add'), { amount: 1 })
      assert.equal(add.status, 200)
      await user.refresh()
      assert.equal(user.balance, 900)
    })

  test('a client that is not a browser (no Origin, no Sec-Fetch-Site) and a same-origin browser pass', async ({
    assert,
  }) => {
    await createUser({ username: 'Target', password: 'secret-pass-1' })
    const script = await new Device().request(
      'POST',
      urlFor('auth.login'),
      { username: 'Target', password: 'secret-pass-1' },
      { 'origin': '', 'sec-fetch-site': '' }
    )
    assert.equal(script.status, 200)
    const browser = await new Device().request(
      'POST',
      urlFor('auth.login'),
      { username: 'Target', password: 'secret-pass-1' },
      { 'origin': new URL(appUrl).origin, 'sec-fetch-site': 'same-origin' }
    )
    assert.equal(browser.status, 200)
  })

  test('TRUSTED_ORIGINS lets another host of the operator through; webhooks are never asked', async ({ assert }) => {
    assert.isTrue(isCrossOrigin('/api/auth/login', { origin: 'https://evil.example' }))
    assert.isFalse(isCrossOrigin('/api/auth/login', { origin: new URL(appUrl).origin }))
    TRUSTED_ORIGINS.add('https://admin.neon.example')
    try {
      assert.isFalse(isCrossOrigin('/api/auth/login', { origin: 'https://admin.neon.example' }))
    } finally {
      TRUSTED_ORIGINS.delete('https://admin.neon.example')
    }
    const response = await new Device().request('POST', urlFor('webhooks.kick'), {}, CROSS_ORIGIN[0][1])
    assert.notEqual(response.status, 403)
  })

  test('login starts a session (its cookie SameSite=Lax, HttpOnly); logout ends it and clears the cookie', async ({
    assert,
  }) => {
    await createUser({ username: 'Target', password: 'secret-pass-1' })
    const device = new Device()
    const login = await device.post(urlFor('auth.login'), { username: 'Target', password: 'secret-pass-1' })
    assert.equal(login.status, 200)
    const line = cookieLine(login.setCookies, 'neon-session')!
    assert.exists(line)
    assert.match(line, /samesite=lax/i)
    assert.match(line, /httponly/i)
    assert.notExists(cookieLine(login.setCookies, 'XSRF-TOKEN'))

    const logout = await device.post(urlFor('auth.logout'))
    assert.equal(logout.status, 200)
    assert.match(cookieLine(logout.setCookies, 'neon-session') ?? '', /max-age=-1|expires=thu, 01 jan 1970/i)
    assert.isFalse(device.hasCookie('neon-session'))
    const after = await device.visit(urlFor('home'))
    assert.deepEqual(after.setCookies, [])
  })
})
