import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { guestFastPathAnswers } from '#http_cache/guest_fast_path'
import { rememberedReturningGuests } from '#http_cache/guest_visitor'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { decoded, inertiaHeaders, rawGet, rawJson, rawText, type RawAnswer } from '#tests/helpers/http/raw_http'
import {
  MAX_ENTRIES,
  TTL_MS,
  clearGuestPages,
  findGuestPage,
  guestPageCount,
  keepGuestPage,
} from '#http_cache/guest_pages'
import Product from '#models/product'
import { publicDataChanged } from '#infra/live/public_cache'

const nonceInCsp = (answer: RawAnswer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
const noncesInPage = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))

const BROWSER = { 'accept-encoding': 'br, gzip' }

/** What a request got, and whether the fast path sent it */
async function viaFastPath<T>(request: () => Promise<T>) {
  const before = guestFastPathAnswers()
  const answer = await request()
  return { answer, fast: guestFastPathAnswers() > before }
}

/** The bonus-hunt page's poll: a partial reload of its `hunt` prop */
async function huntPollHeaders() {
  return {
    ...BROWSER,
    ...(await inertiaHeaders()),
    'x-inertia-partial-component': 'bonus_hunt',
    'x-inertia-partial-data': 'hunt',
  }
}

/** The raw answer to a request, and whether the fast path sent it */
function fetched(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return viaFastPath(() => rawGet(path, headers, method))
}

/** The Cookie header a browser sends after an answer: every cookie it set */
function cookiesFrom(answer: RawAnswer) {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
}

/** The Cookie header with one cookie's value replaced */
function withCookie(cookie: string, name: string, value: string) {
  return cookie.replace(new RegExp(`(^|; )${name}=[^;]*`), `$1${name}=${value}`)
}

function withoutCookie(cookie: string, name: string) {
  return cookie.replace(new RegExp(`(^|; )${name}=[^;]*`), '').replace(/^; /, '')
}

const cookieValue = (cookie: string, name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookie)?.[1] ?? ''

/** A value with its last two characters changed */
const tamperedWith = (value: string) => value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA')

/** Everything but what is new per visitor and per moment: cookie values, request id, date */
function sameForEveryone(answer: RawAnswer) {
  const headers: Record<string, unknown> = { ...answer.headers }
  delete headers['date']
  delete headers['x-request-id']
  headers['set-cookie'] = (answer.headers['set-cookie'] ?? []).map((line) => line.replace(/=[^;]*/, '=<value>'))
  return headers
}

test.group('Guest pages / rendered once per change of their data', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('two guests get the same page, and its scripts run under the CSP each one is sent', async ({ assert }) => {
    const first = await rawGet(urlFor('store'), { 'accept-encoding': 'br' })
    const second = await rawGet(urlFor('store'), { 'accept-encoding': 'br' })
    assert.equal(first.status, 200)
    assert.equal(decoded(second), decoded(first))
    assert.equal(second.headers['etag'], first.headers['etag'])
    for (const answer of [first, second]) {
      const nonces = noncesInPage(decoded(answer))
      assert.equal(nonces.size, 1)
      assert.isTrue(nonces.has(nonceInCsp(answer)!), 'the header allows the scripts of the page')
    }
    // the same page, so a guest's browser revalidates it with a 304
    const again = await rawGet(urlFor('store'), { 'if-none-match': String(first.headers['etag']) })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
  })

  test('a write shows on the next guest visit, HTML and Inertia visits alike', async ({ client, assert }) => {
    const headers = await inertiaHeaders()
    const product = await Product.query().whereNull('deleted_at').firstOrFail()
    await rawGet(urlFor('store'))
    await rawGet(urlFor('store'), headers)

    const admin = await createUser({ admin: true })
    const edit = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .fields({ name: 'Renamed For Guests' })
    edit.assertStatus(200)

    assert.include(await rawText(urlFor('store')), 'Renamed For Guests')
    const visit = await rawJson(urlFor('store'), headers)
    assert.include(
      visit.props.products.map((p: { name: string }) => p.name),
      'Renamed For Guests'
    )
  })

  test('a page keyed by its own data: another domain changing keeps it', async ({ assert }) => {
    const before = await rawGet(urlFor('vault'))
    await publicDataChanged('store')
    const after = await rawGet(urlFor('vault'))
    assert.equal(after.headers['etag'], before.headers['etag'])
    assert.equal(nonceInCsp(after), nonceInCsp(before))
    await publicDataChanged('vault')
    assert.notEqual(nonceInCsp(await rawGet(urlFor('vault'))), nonceInCsp(before))
  })

  test('query strings and Inertia headers are part of the key', async ({ assert }) => {
    const headers = await inertiaHeaders()
    const celsius = await rawJson(urlFor('leaderboard'), headers)
    const xfun = await rawJson(urlFor('leaderboard', {}, { qs: { l: 'xfun' } }), headers)
    assert.equal(celsius.props.board.provider, 'celsius')
    assert.equal(xfun.props.board.provider, 'xfun')

    const partial = await rawJson(urlFor('leaderboard', {}, { qs: { l: 'xfun' } }), {
      ...headers,
      'x-inertia-partial-component': 'leaderboard',
      'x-inertia-partial-data': 'board',
    })
    assert.deepEqual(Object.keys(partial.props).sort(), [
      'board',
      'can',
      'errors',
      'flash',
      'rafflesOpen',
      'site',
      'user',
    ])
    const html = await rawGet(urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.match(String(html.headers['content-type']), /^text\/html/)
  })

  test("random query strings and invented Inertia headers share the pages' entries: the public pages stay cached", async ({
    assert,
  }) => {
    clearGuestPages()
    const started = Date.now()
    const pages = ['home', 'leaderboard', 'store', 'vault', 'bonus_hunt'] as const
    const nonces = new Map<string, string | undefined>()
    for (const page of pages) nonces.set(page, nonceInCsp(await rawGet(urlFor(page))))
    const inertia = await inertiaHeaders()
    const kept = guestPageCount()

    const random = () => Math.random().toString(36).slice(2)
    for (let batch = 0; batch < 40; batch++) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) => {
          const page = pages[(batch * 25 + i) % pages.length]
          const junk = random()
          const headers: Record<string, string> = { [`x-inertia-${junk}`]: random() }
          return rawGet(
            `${urlFor(page)}?${junk}=${random()}&utm_source=${random()}`,
            i % 2 ? { ...inertia, ...headers } : headers
          )
        })
      )
    }
    // one entry more per page at most (its Inertia visit), not one per query string
    assert.isAtMost(guestPageCount(), kept + pages.length)
    // still the first render of each page, unless it outlived the entries' TTL by now (a busy
    // machine): then it expired by age, which is not what this test is about
    for (const page of pages) {
      const answer = await rawGet(urlFor(page))
      if (Date.now() - started >= TTL_MS - 500) break
      assert.equal(nonceInCsp(answer), nonces.get(page), `${page} served from its entry`)
    }

    // what a page reads still keys it; an invalid value is the page without it
    const xfun = await rawJson(urlFor('leaderboard', {}, { qs: { l: 'xfun', utm: 'a' } }), inertia)
    assert.equal(xfun.props.board.provider, 'xfun')
    assert.equal(xfun.url, '/leaderboard?l=xfun', 'the page is the one for its canonical URL')
    // (against the entry as it is now: on a busy machine the first one may have aged out)
    const plain = await rawGet(urlFor('leaderboard'))
    const unknown = await rawGet(urlFor('leaderboard', {}, { qs: { l: 'nope' } }))
    assert.equal(nonceInCsp(unknown), nonceInCsp(plain))
    // what the layout reads in the browser stays in the page's URL (Inertia shows that one)
    const login = await rawJson(`${urlFor('home')}?auth=login&utm=x`, inertia)
    assert.equal(login.url, '/?auth=login')
    const count = guestPageCount()
    const back = await rawJson(`${urlFor('home')}?auth=login&intended=%2Faccount&utm=x`, inertia)
    assert.equal(back.url, '/?auth=login&intended=%2Faccount&utm=x')
    assert.equal(guestPageCount(), count, 'a page to come back to is answered, not kept')

    // a page rendered for a made-up query string carries its canonical URL, never the query
    clearGuestPages()
    const made = await rawJson(`${urlFor('store')}?evil=%3Cb%3E`, inertia)
    assert.equal(made.url, '/store')
    const served = await rawJson(urlFor('store'), inertia)
    assert.equal(served.url, '/store')
  }).timeout(60_000)

  test('a logged-in visitor gets their own render, and guests never see it', async ({ client, assert }) => {
    await rawGet(urlFor('store'))
    const user = await createUser({ username: 'storeshopper' })
    const mine = await client.get(urlFor('store')).loginAs(user).withInertia()
    mine.assertStatus(200)
    assert.equal((mine.inertiaProps as { user: { username: string } }).user.username, 'storeshopper')

    const guest = await rawGet(urlFor('store'))
    assert.equal(guest.status, 200)
    assert.notInclude(guest.body.toString(), 'storeshopper')
    const page = await rawJson(urlFor('store'), await inertiaHeaders())
    assert.isNull(page.props.user)
  })

  test('entries expire after the TTL and the oldest go first past the size limit', async ({ assert }) => {
    const page = { body: '{}', contentType: 'application/json', headers: {}, nonce: undefined }
    keepGuestPage('ttl-probe', page)
    assert.equal(findGuestPage('ttl-probe')?.body, '{}')
    assert.isUndefined(findGuestPage('ttl-probe', Date.now() + TTL_MS + 1))

    const before = nonceInCsp(await rawGet(urlFor('faq')))
    assert.equal(nonceInCsp(await rawGet(urlFor('faq'))), before)
    // more entries than the cache holds push /faq out
    for (let i = 0; i <= MAX_ENTRIES; i++) keepGuestPage(`size-probe-${i}`, page)
    assert.notEqual(nonceInCsp(await rawGet(urlFor('faq'))), before)
  }).timeout(60_000)

  test('fast path: a guest without cookies gets the same bytes and headers the pipeline sent', async ({ assert }) => {
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }, {}]) {
      const normal = await fetched(urlFor('store'), headers)
      const fast = await fetched(urlFor('store'), headers)
      assert.isFalse(normal.fast)
      assert.isTrue(fast.fast, JSON.stringify(headers))
      assert.deepEqual(fast.answer.body, normal.answer.body)
      assert.deepEqual(sameForEveryone(fast.answer), sameForEveryone(normal.answer))
      // the page's scripts carry the nonce the header allows
      const html = decoded(fast.answer)
      assert.include(html, `nonce="${nonceInCsp(fast.answer)}"`)
      // a new visitor's cookies and request id, never another visitor's
      assert.notDeepEqual(fast.answer.headers['set-cookie'], normal.answer.headers['set-cookie'])
      assert.notEqual(fast.answer.headers['x-request-id'], normal.answer.headers['x-request-id'])
    }
    const sent = await fetched(urlFor('store'), { ...BROWSER, 'x-request-id': 'trace-me' })
    assert.isTrue(sent.fast)
    assert.equal(sent.answer.headers['x-request-id'], 'trace-me')
  })

  test('fast path: the cookies it hands out are a real session and CSRF token', async ({ assert }) => {
    await createUser({ username: 'FastGuest', password: 'secret-pass-1' })
    await rawGet(urlFor('home'))
    const device = new Device()
    const before = guestFastPathAnswers()
    const visit = await device.visit(urlFor('home'))
    assert.equal(visit.status, 200)
    assert.equal(guestFastPathAnswers(), before + 1)
    const login = await device.post(urlFor('auth.login'), {
      username: 'FastGuest',
      password: 'secret-pass-1',
    })
    assert.equal(login.status, 200, JSON.stringify(login.body))
    assert.isTrue(await device.isLoggedIn())
  })

  test('fast path: HEAD gets the headers of GET without the body', async ({ assert }) => {
    const get = await rawGet(urlFor('vault'), BROWSER)
    const normal = await fetched(urlFor('vault'), BROWSER, 'HEAD')
    const fast = await fetched(urlFor('vault'), BROWSER, 'HEAD')
    assert.isFalse(normal.fast)
    assert.isTrue(fast.fast)
    assert.equal(fast.answer.status, 200)
    assert.equal(fast.answer.body.length, 0)
    assert.deepEqual(sameForEveryone(fast.answer), sameForEveryone(get))
  })

  test('fast path: the hunt poll with a matching ETag gets a 304 from it', async ({ assert }) => {
    const poll = await huntPollHeaders()
    const first = await rawGet(urlFor('bonus_hunt'), poll)
    assert.equal(first.status, 200)
    assert.equal(first.headers['x-inertia'], 'true')
    const again = { ...poll, 'if-none-match': String(first.headers['etag']) }
    const normal = await fetched(urlFor('bonus_hunt'), again)
    const fast = await fetched(urlFor('bonus_hunt'), again)
    assert.isTrue(fast.fast)
    assert.equal(fast.answer.status, 304)
    assert.equal(fast.answer.body.length, 0)
    assert.deepEqual(sameForEveryone(fast.answer), sameForEveryone(normal.answer))
    // a client asking past its cache (no-cache) gets the whole answer, as from the pipeline
    const reload = await rawGet(urlFor('bonus_hunt'), { ...again, 'cache-control': 'no-cache' })
    assert.equal(reload.status, 200)
  })

  test('fast path: a write is seen on the very next read, then that read is the one replayed', async ({
    client,
    assert,
  }) => {
    const product = await Product.query().whereNull('deleted_at').firstOrFail()
    await rawGet(urlFor('store'), BROWSER)
    const warm = await fetched(urlFor('store'), BROWSER)
    assert.isTrue(warm.fast)

    const admin = await createUser({ admin: true })
    const edit = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .fields({ name: 'Renamed Ahead Of The Pipeline' })
    edit.assertStatus(200)

    const next = await fetched(urlFor('store'), BROWSER)
    assert.isFalse(next.fast)
    assert.include(decoded(next.answer), 'Renamed Ahead Of The Pipeline')
    const after = await fetched(urlFor('store'), BROWSER)
    assert.isTrue(after.fast)
    assert.include(decoded(after.answer), 'Renamed Ahead Of The Pipeline')

    // a change announced by another process (Redis bus or version poll) ends it the same way
    await publicDataChanged('store')
    const announced = await fetched(urlFor('store'), BROWSER)
    assert.isFalse(announced.fast)
  })

  test('fast path: visitors with a session (logged in, flash, without the guest marker) never get it', async ({
    client,
    assert,
  }) => {
    await rawGet(urlFor('store'), BROWSER)
    const warm = await fetched(urlFor('store'), BROWSER)
    assert.isTrue(warm.fast)

    const user = await createUser({ username: 'sessionholder' })
    const before = guestFastPathAnswers()
    const mine = await client.get(urlFor('store')).loginAs(user).withInertia()
    mine.assertStatus(200)
    assert.equal((mine.inertiaProps as { user: { username: string } }).user.username, 'sessionholder')
    // flash messages live in the session too
    const flashed = await client.get(urlFor('store')).withFlashMessages({ success: 'Saved' }).withInertia()
    flashed.assertStatus(200)
    assert.equal((flashed.inertiaProps as { flash: { success?: string } }).flash.success, 'Saved')
    assert.equal(guestFastPathAnswers(), before)

    // a returning guest who brings only the session cookie of an earlier answer (no marker)
    const first = await fetched(urlFor('store'), BROWSER)
    assert.isTrue(first.fast)
    const session = first.answer.headers['set-cookie']!.find((line) => line.startsWith('neon-session='))!
    const returning = await fetched(urlFor('store'), { ...BROWSER, cookie: session.split(';')[0] })
    assert.isFalse(returning.fast)
    assert.equal(returning.answer.status, 200)
    assert.deepEqual(decoded(returning.answer), decoded(first.answer))
    const [name, value] = session.split(';')[0].split('=')
    const spaced = await fetched(urlFor('store'), { ...BROWSER, cookie: `${name} =${value}` })
    assert.isFalse(spaced.fast)
  })

  test('fast path: other URLs, unknown pages and requests with credentials go to the pipeline', async ({ assert }) => {
    await rawGet(urlFor('store'))
    const before = guestFastPathAnswers()
    const other = await rawGet(urlFor('store', {}, { qs: { other: 1 } }))
    assert.equal(other.status, 200)
    const missing = await rawGet('/no-such-page')
    assert.equal(missing.status, 404)
    const authorized = await rawGet(urlFor('store'), { authorization: 'Bearer x' })
    assert.equal(authorized.status, 200)
    assert.equal(guestFastPathAnswers(), before)
  })

  test('fast path: a returning guest with an empty session gets it, without any Set-Cookie', async ({ assert }) => {
    const first = await fetched(urlFor('store'), BROWSER)
    assert.isFalse(first.fast)
    const cookie = cookiesFrom(first.answer)
    assert.deepEqual(
      first.answer.headers['set-cookie']!.map((line) => line.split('=')[0]),
      ['XSRF-TOKEN', 'neon-session', 'neon-guest']
    )
    const returning = await fetched(urlFor('store'), { ...BROWSER, cookie })
    assert.isTrue(returning.fast)
    assert.isUndefined(returning.answer.headers['set-cookie'])
    assert.deepEqual(returning.answer.body, first.answer.body)
    assert.deepEqual(sameForEveryone(returning.answer), {
      ...sameForEveryone(first.answer),
      'set-cookie': [],
    })
    assert.notEqual(returning.answer.headers['x-request-id'], first.answer.headers['x-request-id'])

    // after a write the returning guest's pipeline answer (same cookies, their age renewed) is
    // the one replayed next, to returning guests and new visitors alike
    await publicDataChanged('store')
    const renewed = await fetched(urlFor('store'), { ...BROWSER, cookie })
    assert.isFalse(renewed.fast)
    assert.equal(cookiesFrom(renewed.answer), withoutCookie(cookie, 'XSRF-TOKEN'))
    const again = await fetched(urlFor('store'), { ...BROWSER, cookie })
    assert.isTrue(again.fast)
    assert.deepEqual(sameForEveryone(again.answer), {
      ...sameForEveryone(renewed.answer),
      'set-cookie': [],
    })
    const newcomer = await fetched(urlFor('store'), BROWSER)
    assert.isTrue(newcomer.fast)
    assert.deepEqual(sameForEveryone(newcomer.answer), {
      ...sameForEveryone(renewed.answer),
      'set-cookie': sameForEveryone(first.answer)['set-cookie'],
    })
    assert.notEqual(cookiesFrom(newcomer.answer), cookie)
  })

  test("fast path: junk cookies beside a returning guest's never grow its memo, and the guest keeps the fast path", async ({
    assert,
  }) => {
    const first = await fetched(urlFor('store'), BROWSER)
    const cookie = cookiesFrom(first.answer)
    const remembered = rememberedReturningGuests()
    for (let i = 0; i < 300; i++) {
      const junk = `junk${i}=${String(i).repeat(2000).slice(0, 2000)}`
      const sent = await fetched(urlFor('store'), {
        ...BROWSER,
        cookie: i % 2 ? `${junk}; ${cookie}` : `${cookie}; ${junk}`,
      })
      assert.isTrue(sent.fast, `request ${i}`)
      assert.isUndefined(sent.answer.headers['set-cookie'])
    }
    assert.equal(rememberedReturningGuests(), remembered + 1)
    // the same junk beside a tampered session cookie is still no returning guest
    const tampered = withCookie(cookie, 'neon-session', tamperedWith(cookieValue(cookie, 'neon-session')))
    const refused = await fetched(urlFor('store'), { ...BROWSER, cookie: `${tampered}; junk=1` })
    assert.isFalse(refused.fast)
  })

  test('fast path: the hunt poll of a returning guest gets its 304 from it', async ({ assert }) => {
    const poll = await huntPollHeaders()
    const first = await rawGet(urlFor('bonus_hunt'), poll)
    const cookie = cookiesFrom(first)
    const again = { ...poll, cookie, 'if-none-match': String(first.headers['etag']) }
    // the first 304 is the pipeline's (its answer to this returning guest teaches the fast path)
    const normal = await fetched(urlFor('bonus_hunt'), again)
    assert.isFalse(normal.fast)
    const polled = await fetched(urlFor('bonus_hunt'), again)
    assert.isTrue(polled.fast)
    assert.equal(polled.answer.status, 304)
    assert.equal(polled.answer.body.length, 0)
    assert.isUndefined(polled.answer.headers['set-cookie'])
    assert.deepEqual(sameForEveryone(polled.answer), {
      ...sameForEveryone(normal.answer),
      'set-cookie': [],
    })
    const full = await fetched(urlFor('bonus_hunt'), { ...poll, cookie })
    assert.isTrue(full.fast)
    assert.deepEqual(full.answer.body, first.body)
  })

  test('fast path: a marker of another session, a tampered one or a missing CSRF token go to the pipeline', async ({
    assert,
  }) => {
    const mine = cookiesFrom(await rawGet(urlFor('store'), BROWSER))
    const theirs = cookiesFrom(await rawGet(urlFor('store'), BROWSER))
    const { fast } = await fetched(urlFor('store'), { ...BROWSER, cookie: mine })
    assert.isTrue(fast)
    const marker = cookieValue(mine, 'neon-guest')

    const borrowed = withCookie(mine, 'neon-guest', cookieValue(theirs, 'neon-guest'))
    const tampered = withCookie(mine, 'neon-guest', tamperedWith(marker))
    const forgedSession = withCookie(mine, 'neon-session', tamperedWith(cookieValue(mine, 'neon-session')))
    const otherToken = withCookie(mine, 'XSRF-TOKEN', cookieValue(theirs, 'XSRF-TOKEN'))
    const noToken = withoutCookie(mine, 'XSRF-TOKEN')
    for (const cookie of [borrowed, tampered, forgedSession, otherToken, noToken]) {
      const sent = await fetched(urlFor('store'), { ...BROWSER, cookie })
      assert.isFalse(sent.fast, cookie)
      assert.equal(sent.answer.status, 200)
      const { body } = await rawGet(urlFor('store'), BROWSER)
      assert.deepEqual(sent.answer.body, body)
    }
    // the pipeline marks the session that was sent (a valid one is empty), and issues a token
    const reissued = await fetched(urlFor('store'), { ...BROWSER, cookie: noToken })
    assert.equal(cookieValue(cookiesFrom(reissued.answer), 'neon-guest'), marker)
    assert.include(cookiesFrom(reissued.answer), 'XSRF-TOKEN=')
  })

  test('fast path: after login, a flash message and logout it answers exactly when the session is empty', async ({
    assert,
  }) => {
    await createUser({ username: 'MarkedGuest', password: 'secret-pass-1' })
    const device = new Device()
    await device.visit(urlFor('home'))
    const visit = () => viaFastPath(() => device.get(urlFor('home')))
    const returning = await visit()
    assert.isTrue(returning.fast)
    const guestMarker = device.cookie('neon-guest')!

    // a flash message after a redirect: the marker goes with that answer, the message is shown
    const redirected = await device.navigate(urlFor('account'))
    assert.equal(redirected.status, 302)
    assert.isFalse(device.hasCookie('neon-guest'))
    const flashed = await visit()
    assert.isFalse(flashed.fast)
    assert.include(String(flashed.answer.body), 'Unauthorized access')
    const shown = await visit()
    assert.isTrue(shown.fast)
    assert.notInclude(String(shown.answer.body), 'Unauthorized access')

    // logged in: a new session id, no marker, and the old marker is worthless
    const login = await device.post(urlFor('auth.login'), {
      username: 'MarkedGuest',
      password: 'secret-pass-1',
    })
    assert.equal(login.status, 200)
    assert.isFalse(device.hasCookie('neon-guest'))
    for (const marker of [undefined, guestMarker]) {
      if (marker) device.setCookie('neon-guest', marker)
      const mine = await visit()
      assert.isFalse(mine.fast)
      assert.include(String(mine.answer.body), 'MarkedGuest')
    }

    // logged out: an empty session again, so the next view is fast and a guest's
    await device.post(urlFor('auth.logout'))
    assert.isTrue(device.hasCookie('neon-guest'))
    const after = await visit()
    assert.isTrue(after.fast)
    assert.notInclude(String(after.answer.body), 'MarkedGuest')
  })

  test('fast path: CSRF still holds for a returning guest it answered', async ({ assert }) => {
    await createUser({ username: 'FastReturning', password: 'secret-pass-1' })
    const device = new Device()
    await device.visit(urlFor('home'))
    const returning = await viaFastPath(() => device.get(urlFor('home')))
    assert.isTrue(returning.fast)
    const credentials = { username: 'FastReturning', password: 'secret-pass-1' }
    const refused = await device.request('POST', urlFor('auth.login'), credentials, {
      'x-xsrf-token': '',
    })
    assert.equal(refused.status, 403)
    const login = await device.post(urlFor('auth.login'), credentials)
    assert.equal(login.status, 200, JSON.stringify(login.body))
    assert.isTrue(await device.isLoggedIn())
  })
})
