import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { MIN_COMPRESS_BYTES } from '#infra/http/compression'
import { decoded, inertiaHeaders, rawGet } from '#tests/helpers/http/raw_http'

/** The 10-second hunt refresh: a partial reload of the hunt prop only */
async function huntPollHeaders(extra: Record<string, string> = {}) {
  return inertiaHeaders({
    'x-inertia-partial-component': 'bonus_hunt',
    'x-inertia-partial-data': 'hunt',
    ...extra,
  })
}

test.group('Compression / dynamic answers', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('an HTML page over 1 KB is sent as {$self} and decodes to the plain page')
    .with(['br', 'gzip'] as const)
    .run(async ({ assert }, encoding) => {
      const plain = await rawGet(urlFor('faq'))
      const packed = await rawGet(urlFor('faq'), { 'accept-encoding': encoding })

      assert.isAbove(plain.body.length, MIN_COMPRESS_BYTES)
      assert.isUndefined(plain.headers['content-encoding'])
      assert.equal(packed.status, 200)
      assert.equal(packed.headers['content-encoding'], encoding)
      assert.match(packed.headers['content-type'] ?? '', /^text\/html/)
      assert.include(packed.headers['vary'] ?? '', 'Accept-Encoding')
      assert.include(plain.headers['vary'] ?? '', 'Accept-Encoding')
      assert.equal(Number(packed.headers['content-length']), packed.body.length)
      assert.isBelow(packed.body.length, plain.body.length / 2)
      // a guest's page is rendered once: both answers are the very same page
      assert.equal(decoded(packed), plain.body.toString())
    })

  test('a JSON answer over 1 KB (an Inertia visit) is compressed and decodes to the same props', async ({ assert }) => {
    const headers = await inertiaHeaders()
    const plain = await rawGet(urlFor('store'), headers)
    const packed = await rawGet(urlFor('store'), {
      ...headers,
      'accept-encoding': 'gzip, deflate, br',
    })

    assert.isAbove(plain.body.length, MIN_COMPRESS_BYTES)
    assert.equal(packed.headers['content-encoding'], 'br')
    assert.match(packed.headers['content-type'] ?? '', /^application\/json/)
    assert.include(packed.headers['vary'] ?? '', 'x-inertia')
    assert.include(packed.headers['vary'] ?? '', 'Accept-Encoding')
    const props = JSON.parse(decoded(packed))
    assert.equal(props.component, 'store')
    assert.deepEqual(props, JSON.parse(plain.body.toString()))
  })

  test('answers under 1 KB and clients that ask for no encoding get the plain body', async ({ assert }) => {
    const small = await rawGet(urlFor('vault.cycles.show', { id: 999999 }), {
      'accept-encoding': 'gzip, br',
    })
    assert.isBelow(small.body.length, MIN_COMPRESS_BYTES)
    assert.isUndefined(small.headers['content-encoding'])
    JSON.parse(small.body.toString())

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const answer = await rawGet(urlFor('faq'), acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
      assert.equal(answer.status, 200)
      assert.isUndefined(answer.headers['content-encoding'], String(acceptEncoding))
      assert.include(answer.body.toString(), '<main')
    }
  })
})

test.group('Compression / hunt poll validators', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the hunt poll carries an ETag; the same tag gets 304 until the hunt changes', async ({ client, assert }) => {
    const first = await rawGet(urlFor('bonus_hunt'), await huntPollHeaders({ 'accept-encoding': 'br' }))
    assert.equal(first.status, 200)
    assert.equal(JSON.parse(decoded(first)).props.hunt.title, 'Friday Night Hunt')
    const etag = first.headers['etag']
    assert.match(etag ?? '', /^W\/"[\w-]+"$/)
    // kept by the browser, but always revalidated
    assert.equal(first.headers['cache-control'], 'private, no-cache')

    const unchanged = await rawGet(
      urlFor('bonus_hunt'),
      await huntPollHeaders({ 'accept-encoding': 'br', 'if-none-match': etag! })
    )
    assert.equal(unchanged.status, 304)
    assert.equal(unchanged.body.length, 0)
    assert.equal(unchanged.headers['etag'], etag)

    const other = await rawGet(urlFor('bonus_hunt'), await huntPollHeaders({ 'if-none-match': 'W/"x"' }))
    assert.equal(other.status, 200)
    assert.equal(other.headers['etag'], etag)

    const admin = await createUser({ admin: true })
    const edit = await jsonAs(client, admin)
      .put(urlFor('admin_api.hunt.update'))
      .json({ title: 'Saturday Hunt', starting_balance: 7500 })
    edit.assertStatus(200)

    const changed = await rawGet(
      urlFor('bonus_hunt'),
      await huntPollHeaders({ 'accept-encoding': 'br', 'if-none-match': etag! })
    )
    assert.equal(changed.status, 200)
    assert.notEqual(changed.headers['etag'], etag)
    assert.equal(JSON.parse(decoded(changed)).props.hunt.title, 'Saturday Hunt')
  })
})
