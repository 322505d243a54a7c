import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { LIVE_EVENTS_PATH } from '#shared/live'
import { createHmac, randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SESSION_EXPIRED } from '#exceptions/handler'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { useDatabaseLimiter } from '#tests/helpers/http/limits'
import { useDatabaseSessions } from '#tests/helpers/http/sessions'
import { createUser } from '#tests/helpers/database/users'
import env from '#start/env'
import { publicPages } from '#tests/helpers/http/route_walk'

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
 */
async function recordWrites() {
  const emitter = await app.container.make('emitter')
  const connection = db.manager.get(db.primaryConnectionName)!.connection!
  const debugBefore = connection.config.debug
  connection.config.debug = true
  const writes: string[] = []
  const listener = (query: { sql: string }) => {
    if (/^\s*(insert|update|delete|replace)\b/i.test(query.sql)) writes.push(query.sql)
  }
  emitter.on('db:query', listener)
  return () => {
    emitter.off('db:query', listener)
    connection.config.debug = debugBefore
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
    const stopRecording = await recordWrites()

    // a first-time visitor, then the same browser coming back with the cookies it got
    const guest = new Device()
    for (const round of [1, 2]) {
      for (const path of publicPages()) {
        const page = await guest.navigate(path)
        assert.equal(page.status, 200, `${path} (visit ${round})`)
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
    // the guest did get a CSRF token to use later, in a cookie rather than a store
    assert.isTrue(guest.hasCookie('XSRF-TOKEN'))
  })

  test('live updates: a guest opens a stream with no session, no token, no write', async ({ assert }) => {
    const before = await rowCounts()
    const stopRecording = await recordWrites()
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
    const stopRecording = await recordWrites()
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

/** A token in the right shape, signed with a key that is not the server's */
function forgedToken() {
  const nonce = randomBytes(18).toString('base64url')
  const signature = createHmac('sha256', 'not-the-app-key').update(nonce).digest('base64url')
  return `${nonce}.${signature}`
}

/**
 * The ways a cross-site request (or a clumsy client) can get the token wrong; each gets the
 * device holding a valid token of its own and `other` (another browser) as material.
 */
const BAD_TOKENS: [string, (device: Device, other: Device) => Record<string, string>][] = [
  [
    'no token at all',
    (device) => {
      device.deleteCookie('XSRF-TOKEN')
      return {}
    },
  ],
  ['the cookie but no header', () => ({ 'x-xsrf-token': '' })],
  ['a header that is not the cookie', () => ({ 'x-xsrf-token': 'not-a-token' })],
  [
    'a forged signature (cookie and header agree)',
    (device) => {
      const token = forgedToken()
      device.setCookie('XSRF-TOKEN', token)
      return { 'x-xsrf-token': token }
    },
  ],
  [
    "another browser's token in cookie and header",
    (device, other) => {
      const token = other.cookie('XSRF-TOKEN')!
      device.setCookie('XSRF-TOKEN', token)
      return { 'x-xsrf-token': token }
    },
  ],
  ["another browser's token in the header only", (_, other) => ({ 'x-xsrf-token': other.cookie('XSRF-TOKEN')! })],
]

test.group('Security / CSRF on state changes', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a guest log in with {0} is refused and logs nobody in')
    .with(BAD_TOKENS)
    .run(async ({ assert }, [, spoil]) => {
      await createUser({ username: 'Target', password: 'secret-pass-1' })
      const other = new Device()
      await other.visit(urlFor('home'))
      const guest = new Device()
      await guest.visit(urlFor('home'))
      const headers = spoil(guest, other)

      const response = await guest.request(
        'POST',
        urlFor('auth.login'),
        { username: 'Target', password: 'secret-pass-1' },
        headers
      )
      assert.equal(response.status, 403)
      assert.deepEqual(response.body, { message: SESSION_EXPIRED, error: SESSION_EXPIRED })
      assert.isFalse(await guest.isLoggedIn())

      // the same browser with its own token gets in (the refusal was the token's)
      await guest.visit(urlFor('home'))
      const login = await guest.post(urlFor('auth.login'), {
        username: 'Target',
        password: 'secret-pass-1',
      })
      assert.equal(login.status, 200)
      assert.isTrue(await guest.isLoggedIn())
    })

  test('a logged-in vault add with {0} is refused and costs nothing')
    .with(BAD_TOKENS)
    .run(async ({ assert }, [, spoil]) => {
      const user = await createUser({ username: 'Saver', password: 'secret-pass-1', points: 1000 })
      const other = new Device()
      await other.login('Saver', 'secret-pass-1')
      const device = new Device()
      await device.login('Saver', 'secret-pass-1')
      const headers = spoil(device, other)
      const contributions = await db.from('vault_contributions')

      const response = await device.request('POST', urlFor('economy.vault_add'), { amount: 1 }, headers)
      assert.equal(response.status, 403)
      assert.deepEqual(response.body, { message: SESSION_EXPIRED, error: SESSION_EXPIRED })
      await user.refresh()
      assert.equal(user.balance, 1000)
      assert.deepEqual(await db.from('vault_contributions'), contributions)
      assert.isTrue(await device.isLoggedIn(), 'a refused write does not end the session')

      // with its own token (a page load renews a missing or spoiled one) the add goes through
      await device.visit(urlFor('vault'))
      const add = await device.post(urlFor('economy.vault_add'), { amount: 1 })
      assert.equal(add.status, 200)
      await user.refresh()
      assert.equal(user.balance, 900)
    })

  test('a `_csrf` form field or the X-CSRF-TOKEN header carry the token too', async ({ assert }) => {
    await createUser({ username: 'Target', password: 'secret-pass-1' })
    const byField = new Device()
    await byField.visit(urlFor('home'))
    const token = byField.cookie('XSRF-TOKEN')!
    const login = await byField.request(
      'POST',
      urlFor('auth.login'),
      { username: 'Target', password: 'secret-pass-1', _csrf: token },
      { 'x-xsrf-token': '' }
    )
    assert.equal(login.status, 200)
    const byHeader = new Device()
    await byHeader.visit(urlFor('home'))
    const headerLogin = await byHeader.request(
      'POST',
      urlFor('auth.login'),
      { username: 'Target', password: 'secret-pass-1' },
      { 'x-csrf-token': byHeader.cookie('XSRF-TOKEN')! }
    )
    assert.equal(headerLogin.status, 200)
  })

  test('login and logout each hand out a new token; the one from before no longer works', async ({ assert }) => {
    await createUser({ username: 'Target', password: 'secret-pass-1', points: 1000 })
    const device = new Device()
    await device.visit(urlFor('home'))
    const guestToken = device.cookie('XSRF-TOKEN')!

    const login = await device.post(urlFor('auth.login'), {
      username: 'Target',
      password: 'secret-pass-1',
    })
    assert.equal(login.status, 200)
    const userToken = cookieLine(login.setCookies, 'XSRF-TOKEN')
    assert.exists(userToken, 'the login response sets a new token')
    assert.notEqual(device.cookie('XSRF-TOKEN'), guestToken)

    // a token planted before login (the guest's) is worthless for the logged-in session
    const planted = await device.request(
      'POST',
      urlFor('economy.vault_add'),
      { amount: 1 },
      {
        'x-xsrf-token': guestToken,
      }
    )
    assert.equal(planted.status, 403)
    device.setCookie('XSRF-TOKEN', guestToken)
    const plantedBoth = await device.post(urlFor('economy.vault_add'), { amount: 1 })
    assert.equal(plantedBoth.status, 403)

    await device.visit(urlFor('home'))
    const loggedInToken = device.cookie('XSRF-TOKEN')!
    const logout = await device.post(urlFor('auth.logout'))
    assert.equal(logout.status, 200)
    assert.exists(cookieLine(logout.setCookies, 'XSRF-TOKEN'), 'the logout response sets a new token')
    assert.notEqual(device.cookie('XSRF-TOKEN'), loggedInToken)
  })

  test('the token cookie is readable by the page, SameSite=Lax and not encrypted', async ({ assert }) => {
    const guest = new Device()
    const page = await guest.visit(urlFor('home'))
    const line = cookieLine(page.setCookies, 'XSRF-TOKEN')!
    assert.exists(line)
    assert.notMatch(line, /httponly/i)
    assert.match(line, /samesite=lax/i)
    assert.match(line, /^XSRF-TOKEN=[\w-]+\.[\w-]+;/)
    // a browser that holds a valid token is not sent another one
    const again = await guest.visit(urlFor('faq'))
    assert.notExists(cookieLine(again.setCookies, 'XSRF-TOKEN'))
  })

  test('the webhook is not asked for a token (it carries its own signature)', async ({ assert }) => {
    const response = await new Device().post(urlFor('webhooks.kick'), {})
    assert.notEqual(response.status, 403)
  })
})
