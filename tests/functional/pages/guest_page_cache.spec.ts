import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { jsonAs } from '#tests/helpers/admin_fixtures'
import {
  decoded,
  inertiaHeaders,
  rawGet,
  rawJson,
  rawText,
  type RawAnswer,
} from '#tests/helpers/raw_http'
import { MAX_ENTRIES, TTL_MS, findGuestPage, keepGuestPage } from '#services/http/guest_pages'
import Product from '#models/product'
import { publicDataChanged } from '#services/public_cache'

const nonceInCsp = (answer: RawAnswer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
const noncesInPage = (html: string) =>
  new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))

test.group('Guest pages / rendered once per change of their data', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('two guests get the same page, and its scripts run under the CSP each one is sent', async ({
    assert,
  }) => {
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

  test('a write shows on the next guest visit, HTML and Inertia visits alike', async ({
    client,
    assert,
  }) => {
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
      'errors',
      'flash',
      'site',
      'user',
    ])
    const html = await rawGet(urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.match(String(html.headers['content-type']), /^text\/html/)
  })

  test('a logged-in visitor gets their own render, and guests never see it', async ({
    client,
    assert,
  }) => {
    await rawGet(urlFor('store'))
    const user = await createUser({ username: 'storeshopper' })
    const mine = await client.get(urlFor('store')).loginAs(user).withInertia()
    mine.assertStatus(200)
    assert.equal(
      (mine.inertiaProps as { user: { username: string } }).user.username,
      'storeshopper'
    )

    const guest = await rawGet(urlFor('store'))
    assert.equal(guest.status, 200)
    assert.notInclude(guest.body.toString(), 'storeshopper')
    const page = await rawJson(urlFor('store'), await inertiaHeaders())
    assert.isNull(page.props.user)
  })

  test('entries expire after the TTL and the oldest go first past the size limit', async ({
    assert,
  }) => {
    const page = { body: '{}', contentType: 'application/json', headers: {}, nonce: undefined }
    keepGuestPage('ttl-probe', page)
    assert.equal(findGuestPage('ttl-probe')?.body, '{}')
    assert.isUndefined(findGuestPage('ttl-probe', Date.now() + TTL_MS + 1))

    const before = nonceInCsp(await rawGet(urlFor('faq')))
    assert.equal(nonceInCsp(await rawGet(urlFor('faq'))), before)
    // more distinct guest URLs than the cache holds push /faq out
    for (let i = 0; i <= MAX_ENTRIES; i++) await rawGet(urlFor('tos', {}, { qs: { v: i } }))
    assert.notEqual(nonceInCsp(await rawGet(urlFor('faq'))), before)
  }).timeout(60_000)
})
