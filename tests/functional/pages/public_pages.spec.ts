import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import Product from '#models/product'
import Vault from '#models/vault'
import HuntSlot from '#models/hunt_slot'

/** A page of a board's rows after the first screen, as the leaderboard page asks for them */
const boardPage = (client: ApiClient, provider: string, offset: number, limit: number) =>
  client.get(urlFor('leaderboards.public.entries', { provider }, { qs: { offset, limit } }))

test.group('Public pages / render their component with data from the database', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the {0} route renders {1}')
    .with([
      ['home', 'home'],
      ['leaderboard', 'leaderboard'],
      ['store', 'store'],
      ['vault', 'vault'],
      ['milestones', 'milestones'],
      ['bonus_hunt', 'bonus_hunt'],
      ['tournament', 'tournament'],
      ['faq', 'faq'],
      ['tos', 'tos'],
      ['vip', 'vip'],
      ['privacy', 'privacy'],
    ] as const)
    .run(async ({ client }, [route, component]) => {
      const response = await client.get(urlFor(route)).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(component)
      response.assertInertiaPropsContains({ user: null, errors: {} })
    })

  test('/privacy-policy leads to the privacy page', async ({ client }) => {
    const response = await client.get('/privacy-policy').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('privacy'))
  })

  test('the store lists the products of the database, most expensive first', async ({ client, assert }) => {
    await Product.create({
      name: 'Fresh Item',
      description: 'Just added',
      price: 999_999,
      stock: 3,
      initialStock: 3,
      restocked: 0,
    })
    const response = await client.get(urlFor('store')).withInertia()
    const products = response.inertiaProps.products
    const stored = await Product.all()
    assert.equal(products.length, stored.length)
    assert.equal(products[0].name, 'Fresh Item')
    const prices = products.map((p: { price: number }) => p.price)
    assert.deepEqual(
      prices,
      [...prices].sort((a: number, b: number) => b - a)
    )
  })

  test('the vault page shows the stored vault and its 3 latest winners', async ({ client, assert }) => {
    await Vault.query().where('id', 1).update({ value: 777, streams_active: 9 })
    const response = await client.get(urlFor('vault')).withInertia()
    assert.deepEqual(response.inertiaProps.vault, { value: 777, streams_active: 9 })
    assert.lengthOf(response.inertiaProps.winners, 3)
    assert.match(response.inertiaProps.seedHash, /^[0-9a-f]{64}$/)
  })

  test('the leaderboard carries the board ?l picks: podium and first rows, ranked by wagered', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('leaderboard', {}, { qs: { l: 'xfun' } })).withInertia()
    assert.equal(response.inertiaProps.initial, 'xfun')
    assert.notProperty(response.inertiaProps, 'boards')
    const xfun = response.inertiaProps.board
    assert.equal(xfun.provider, 'xfun')
    assert.equal(xfun.prize, 10_000)
    assert.equal(xfun.total, 40)
    assert.lengthOf(xfun.leaderboard, 10)
    assert.lengthOf(xfun.history, 3)
    const wagers = xfun.leaderboard.map((e: { wagered: number }) => e.wagered)
    assert.deepEqual(
      wagers,
      [...wagers].sort((a: number, b: number) => b - a)
    )
    assert.equal(xfun.leaderboard[0].prize, 4_000)
    assert.equal(xfun.leaderboard[9].prize, 150)

    // the rest of the board comes a page at a time, ranked on from the first rows
    const page = await boardPage(client, 'xfun', 10, 50)
    page.assertStatus(200)
    assert.equal(page.body().total, 40)
    assert.lengthOf(page.body().entries, 30)
    assert.isAtMost(page.body().entries[0].wagered, wagers[9])
    assert.equal(page.body().entries[0].prize, 0)

    const fallback = await client.get(urlFor('leaderboard', {}, { qs: { l: 'unknown' } })).withInertia()
    assert.equal(fallback.inertiaProps.initial, 'celsius')
  })

  test('the server-rendered leaderboard carries the active board only, history as summaries', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('leaderboard', {}, { qs: { l: 'skinfans' } }))
    response.assertStatus(200)
    const data = response.text().match(/<script[^>]*data-page="app"[^>]*>(.*?)<\/script>/s)
    assert.exists(data, 'the page data is in the HTML')
    const { props } = JSON.parse(data![1])
    assert.notProperty(props, 'boards')
    assert.equal(props.board.provider, 'skinfans')
    assert.lengthOf(props.board.leaderboard, 10)
    assert.equal(props.board.total, 40)
    for (const card of props.board.history) {
      assert.notProperty(card, 'leaderboard')
      assert.notProperty(card, 'entries')
      assert.lengthOf(card.top, 3)
    }
  })

  test('Show More pages: bad offsets and limits are refused, an unknown board is not found', async ({
    client,
    assert,
  }) => {
    for (const qs of [{ offset: -1, limit: 10 }, { offset: 'x', limit: 10 }, { offset: 0, limit: 51 }, { offset: 0 }]) {
      const response = await client.get(urlFor('leaderboards.public.entries', { provider: 'xfun' }, { qs }))
      response.assertStatus(422)
      assert.isString(response.body().message)
    }
    const past = await boardPage(client, 'xfun', 40, 50)
    past.assertStatus(200)
    assert.deepEqual(past.body(), { entries: [], total: 40 })
    const unknown = await boardPage(client, 'nope', 0, 10)
    unknown.assertStatus(404)
  })

  test('the bonus hunt reflects its slots', async ({ client, assert }) => {
    const before = await client.get(urlFor('bonus_hunt')).withInertia()
    const opened = before.inertiaProps.hunt.bonuses_completed
    const slot = await HuntSlot.query().whereNull('amount').firstOrFail()
    // the page's hunt is cached: the admin's payout (through its route) rebuilds it
    const admin = await createUser({ admin: true })
    const payout = await jsonAs(client, admin)
      .put(urlFor('admin_api.hunt.slots.payout', { id: slot.id }))
      .json({ amount: 123.45 })
    payout.assertStatus(200)
    const after = await client.get(urlFor('bonus_hunt')).withInertia()
    assert.equal(after.inertiaProps.hunt.bonuses_completed, opened + 1)
    assert.equal(after.inertiaProps.hunt.bonuses_total, 20)
  })

  test('milestones are the 11 of MILESTONES', async ({ client, assert }) => {
    const response = await client.get(urlFor('milestones')).withInertia()
    const milestones = response.inertiaProps.milestones
    assert.lengthOf(milestones, 11)
    assert.deepEqual(milestones[0], { id: milestones[0].id, prize: 25, wagerRequired: 10_000 })
    assert.equal(milestones[10].wagerRequired, 100_000_000)
  })

  test('the tournament bracket has 15 slots with half the games played', async ({ client, assert }) => {
    const response = await client.get(urlFor('tournament')).withInertia()
    const slots = response.inertiaProps.tournament.slots
    assert.lengthOf(slots, 15)
    assert.equal(slots.filter((s: { winner: boolean | null }) => s.winner !== null).length, 10)
    assert.equal(response.inertiaProps.tournament.prize, 1500)
  })

  test('an unknown address answers the styled 404 page', async ({ client }) => {
    const response = await client.get('/no-such-page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })
})
