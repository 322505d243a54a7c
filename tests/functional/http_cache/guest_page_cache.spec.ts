import { createHash } from 'node:crypto'
import { tracingChannel } from 'node:diagnostics_channel'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { decoded, inertiaHeaders, rawGet, rawJson, rawText, type RawAnswer } from '#tests/helpers/http/raw_http'
import { publicPageRoutes, sampleUrl } from '#tests/helpers/http/route_walk'
import {
  MAX_ENTRIES,
  TTL_MS,
  clearKeptPages,
  findPage,
  keepPage,
  keptPageCount,
  pagesFromMemory,
  publicRoutes,
} from '#http_cache/public_pages'
import LeaderboardsController from '#controllers/leaderboards_controller'
import Product from '#models/product'
import { publicDataChanged } from '#infra/live/public_cache'

/** The answer to a request, and whether it came from memory */
async function served(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const before = pagesFromMemory()
  const answer = await rawGet(path, headers, method)
  return { answer, fromMemory: pagesFromMemory() > before }
}

/** Whether the answer to a request came from memory */
async function fromMemory(path: string, headers: Record<string, string> = {}) {
  const { fromMemory: kept } = await served(path, headers)
  return kept
}

/** A value a declared query parameter accepts, found by trying a few (the walk gives each one) */
const SAMPLE_VALUES = ['xfun', 'celsius', '1', 'login']

test.group('Guest pages / a plain lookup, rendered once per change of their data', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('two guests get the same bytes; the second from memory, with a CSP that holds no secret', async ({ assert }) => {
    const first = await served(urlFor('store'), { 'accept-encoding': 'br' })
    const second = await served(urlFor('store'), { 'accept-encoding': 'br' })
    assert.equal(first.answer.status, 200)
    assert.isFalse(first.fromMemory)
    assert.isTrue(second.fromMemory)
    assert.equal(decoded(second.answer), decoded(first.answer))
    assert.equal(second.answer.headers['etag'], first.answer.headers['etag'])
    const csp = String(second.answer.headers['content-security-policy'])
    assert.equal(csp, String(first.answer.headers['content-security-policy']))
    assert.notMatch(csp, /nonce/)
    assert.notMatch(decoded(second.answer), /nonce=/)
    // every inline script that runs is allowed by its hash (the page data is JSON, never run)
    const scripts = [...decoded(second.answer).matchAll(/<script(?![^>]*application\/json)[^>]*>([^<]+)<\/script>/g)]
    for (const [, text] of scripts) {
      const hash = createHash('sha256').update(text).digest('base64')
      assert.include(csp, `'sha256-${hash}'`)
    }
    // the same page, so a guest's browser revalidates it with a 304
    const again = await served(urlFor('store'), { 'if-none-match': String(first.answer.headers['etag']) })
    assert.equal(again.answer.status, 304)
    assert.isTrue(again.fromMemory)
    const head = await served(urlFor('store'), {}, 'HEAD')
    assert.equal(head.answer.status, 200)
    assert.equal(head.answer.body.length, 0)
  })

  test('a hit is written before AdonisJS builds a context, with the bytes and headers the pipeline sent', async ({
    assert,
  }) => {
    // every request the AdonisJS server handles starts a trace on this channel
    let handled = 0
    const count = { start: () => handled++ }
    tracingChannel('adonisjs.http.request').subscribe(count as any)
    const comparable = ({ headers, ...rest }: RawAnswer) => {
      const others = { ...headers }
      delete others['date']
      delete others['x-request-id']
      return { ...rest, headers: others }
    }
    try {
      const first = await rawGet(urlFor('store'))
      const etag = String(first.headers['etag'])
      const visit = await inertiaHeaders()
      const variants: [Record<string, string>, 'GET' | 'HEAD'][] = [
        [{}, 'GET'],
        [{ 'accept-encoding': 'br' }, 'GET'],
        [{ 'accept-encoding': 'gzip, deflate' }, 'GET'],
        [{ 'accept-encoding': 'br' }, 'HEAD'],
        [{ 'if-none-match': etag }, 'GET'],
        [{ ...visit, 'accept-encoding': 'gzip' }, 'GET'],
      ]
      for (const [headers, method] of variants) {
        clearKeptPages()
        const before = handled
        const rendered = await served(urlFor('store'), headers, method)
        const kept = await served(urlFor('store'), headers, method)
        const hit = await served(urlFor('store'), headers, method)
        assert.equal(handled, before + 1, `${method} ${JSON.stringify(headers)}: only the render reaches AdonisJS`)
        assert.isFalse(rendered.fromMemory)
        assert.isTrue(kept.fromMemory && hit.fromMemory)
        assert.deepEqual(comparable(kept.answer), comparable(rendered.answer))
        // each answer its own request id, as the pipeline gives one
        const ids = [rendered, kept, hit].map(({ answer }) => answer.headers['x-request-id'])
        assert.isTrue(ids.every((id) => typeof id === 'string'))
        assert.lengthOf(new Set(ids), 3)
        assert.deepEqual(comparable(hit.answer), comparable(rendered.answer))
      }
    } finally {
      tracingChannel('adonisjs.http.request').unsubscribe(count as any)
    }
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

  test('a page keyed by its own domains: another domain changing keeps it', async ({ assert }) => {
    await rawGet(urlFor('vault'))
    await publicDataChanged('store')
    assert.isTrue(await fromMemory(urlFor('vault')))
    await publicDataChanged('vault')
    assert.isFalse(await fromMemory(urlFor('vault')))
  })

  test('declared query parameters and Inertia headers key a page; anything else shares its entry', async ({
    assert,
  }) => {
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
      'liveStreams',
      'locale',
      'rafflesOpen',
      'site',
      'user',
    ])
    const html = await rawGet(urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.match(String(html.headers['content-type']), /^text\/html/)

    // junk query strings and invented headers make no entry, and get the canonical page
    const kept = keptPageCount()
    for (let i = 0; i < 20; i++) {
      const junk = Math.random().toString(36).slice(2)
      const answer = await served(`${urlFor('store')}?${junk}=1&utm_source=${junk}`, { [`x-inertia-${junk}`]: junk })
      assert.isTrue(answer.fromMemory || i === 0)
    }
    assert.isAtMost(keptPageCount(), kept + 1)
    const made = await rawJson(`${urlFor('store')}?evil=%3Cb%3E`, headers)
    assert.equal(made.url, '/store', 'a page is rendered for its canonical URL')
    const unknownBoard = await rawJson(urlFor('leaderboard', {}, { qs: { l: 'nope', utm: 'a' } }), headers)
    assert.equal(unknownBoard.url, '/leaderboard')
    // what the layout reads in the browser stays in the URL; a page to come back to is not kept
    const login = await rawJson(`${urlFor('home')}?auth=login&utm=x`, headers)
    assert.equal(login.url, '/?auth=login')
    const count = keptPageCount()
    const back = await rawJson(`${urlFor('home')}?auth=login&intended=%2Faccount&utm=x`, headers)
    assert.equal(back.url, '/?auth=login&intended=%2Faccount&utm=x')
    assert.equal(keptPageCount(), count, 'a page to come back to is answered, not kept')
  }).timeout(30_000)

  test('a visitor with a cookie or credentials gets their own render, and guests never see it', async ({
    client,
    assert,
  }) => {
    await rawGet(urlFor('store'))
    const user = await createUser({ username: 'storeshopper' })
    const mine = await client.get(urlFor('store')).loginAs(user).withInertia()
    mine.assertStatus(200)
    assert.equal((mine.inertiaProps as { user: { username: string } }).user.username, 'storeshopper')
    assert.isFalse(await fromMemory(urlFor('store'), { cookie: 'anything=1' }))
    assert.isFalse(await fromMemory(urlFor('store'), { authorization: 'Bearer x' }))

    const guest = await served(urlFor('store'))
    assert.isTrue(guest.fromMemory)
    assert.notInclude(guest.answer.body.toString(), 'storeshopper')
    const page = await rawJson(urlFor('store'), await inertiaHeaders())
    assert.isNull(page.props.user)
  })

  test('entries expire after the TTL and the oldest go first past the size limit', async ({ assert }) => {
    const page = { body: '{}', contentType: 'application/json', finished: {} }
    keepPage('ttl-probe', page)
    assert.equal(findPage('ttl-probe')?.body, '{}')
    assert.isUndefined(findPage('ttl-probe', Date.now() + TTL_MS + 1))

    await rawGet(urlFor('faq'))
    assert.isTrue(await fromMemory(urlFor('faq')))
    for (let i = 0; i <= MAX_ENTRIES; i++) keepPage(`size-probe-${i}`, page)
    assert.isFalse(await fromMemory(urlFor('faq')))
  })
})

test.group('Guest pages / every public route declares what it reads', (group) => {
  group.each.setup(() => resetToDemoSite())

  /** Each public route with each declared parameter at a few values, and with junk: no failure */
  async function walk() {
    const failures: string[] = []
    for (const route of publicPageRoutes()) {
      const page = publicRoutes().get(route.pattern)!
      const urls = [sampleUrl(route), `${sampleUrl(route)}?utm_source=x&sort=name`]
      for (const name of Object.keys(page.query)) {
        for (const value of SAMPLE_VALUES) urls.push(`${sampleUrl(route)}?${name}=${value}`)
      }
      for (const url of urls) {
        const answer = await rawGet(url, await inertiaHeaders())
        if (answer.status >= 500 || answer.headers['set-cookie']) failures.push(`${url}: ${answer.status}`)
      }
    }
    return failures
  }

  test('the walk covers every declared page and finds nothing wrong', async ({ assert }) => {
    const patterns = publicPageRoutes().map((route) => route.pattern)
    assert.includeMembers(patterns, ['/', '/leaderboard', '/store', '/vault', '/bonus-hunt', '/raffles/:id'])
    assert.deepEqual(await walk(), [])
  }).timeout(60_000)

  test('a page that reads a query parameter it does not declare is caught by the walk', async ({ assert }) => {
    const points = LeaderboardsController.prototype.points
    // as if someone added ?sort= to the controller and forgot the declaration
    LeaderboardsController.prototype.points = function (ctx) {
      void ctx.request.qs().sort
      return points.call(this, ctx)
    }
    try {
      const failures = await walk()
      // its two URLs (plain, and with junk), each a 500: the render read an undeclared name
      assert.deepEqual(failures, ['/leaderboard/points: 500', '/leaderboard/points?utm_source=x&sort=name: 500'])
    } finally {
      LeaderboardsController.prototype.points = points
    }
  }).timeout(60_000)
})
