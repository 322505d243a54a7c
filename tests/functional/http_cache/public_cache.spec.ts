import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { BOARDS } from '#shared/leaderboards'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { captureAceOutput, runAceCommand } from '#tests/helpers/processes/ace'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import Product from '#models/product'
import { boardSource } from '#services/leaderboards/public_board'
import { catchUpWithOtherProcesses } from '#infra/live/public_cache'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardsRollover from '../../../commands/leaderboards_rollover.js'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'

type Client = InstanceType<typeof ApiClient>

/** A page's props as a guest sees them (a visit fills the cache) */
async function propsOf(client: Client, url: string) {
  const response = await client.get(url).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as Record<string, any>
}

/** A write that must succeed */
async function ok(request: PromiseLike<{ assertStatus(status: number): void }>) {
  const response = await request
  response.assertStatus(200)
  return response
}

async function propOf(client: Client, url: string, name: string) {
  const props = await propsOf(client, url)
  return props[name]
}

const stockOf = (products: { id: number; stock: number }[], id: number) => products.find((p) => p.id === id)?.stock

test.group('Public cache / a board is computed once per change', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('visits, tabs and Show More pages share one computation until a write', async ({ client, assert }) => {
    const computed: string[] = []
    const original = boardSource.computeBoard
    boardSource.computeBoard = async (provider) => {
      computed.push(provider)
      return original(provider)
    }
    try {
      await propsOf(client, urlFor('leaderboard'))
      await propsOf(client, urlFor('leaderboard'))
      await propsOf(client, urlFor('home')) // the home teaser is the celsius board too
      await client
        .get(urlFor('leaderboards.public.entries', { provider: 'celsius' }, { qs: { offset: '10', limit: '50' } }))
        .send()
      assert.deepEqual(computed, ['celsius'])

      await propsOf(client, urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
      await propsOf(client, urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
      assert.deepEqual(computed, ['celsius', 'xfun'])

      const admin = await createUser({ admin: true })
      await ok(
        jsonAs(client, admin)
          .put(urlFor('admin_api.leaderboards.settings', { provider: 'celsius' }))
          .json({ prize: 4321 })
      )
      const after = await propsOf(client, urlFor('leaderboard'))
      assert.equal(after.board.prize, 4321)
      await propsOf(client, urlFor('leaderboard'))
      // the change's live message rebuilt every board's view once (app/services/live/
      // public_payloads.ts), and the visits after it used those
      assert.deepEqual(computed.slice(0, 2), ['celsius', 'xfun'])
      assert.sameMembers(computed.slice(2), [...BOARDS])
    } finally {
      boardSource.computeBoard = original
    }
  })
})

test.group('Public cache / a read after each write shows it', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('leaderboard CSV import', async ({ client, assert }) => {
    const before = await propsOf(client, urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.notEqual(before.board.leaderboard[0].username, 'CsvTopper')
    const admin = await createUser({ admin: true })
    await ok(
      jsonAs(client, admin)
        .post(urlFor('admin_api.leaderboards.import', { provider: 'xfun' }))
        .file('file', Buffer.from('username,wagered\nCsvTopper,99999999\n'), {
          filename: 'wagers.csv',
        })
    )
    const after = await propsOf(client, urlFor('leaderboard', {}, { qs: { l: 'xfun' } }))
    assert.equal(after.board.leaderboard[0].username, 'CsvTopper')
    assert.equal(after.board.total, before.board.total + 1)
  })

  test('purchase (stock) and refund', async ({ client, assert }) => {
    const product = await Product.query().where('stock', '>', 0).orderBy('price').firstOrFail()
    const before = stockOf(await propOf(client, urlFor('store'), 'products'), product.id)!
    const buyer = await createUser({ points: product.price, celsiusUsername: 'Buyer' })
    const bought = await jsonAs(client, buyer).post(urlFor('economy.purchase', { id: product.id }))
    bought.assertStatus(200)
    assert.equal(stockOf(await propOf(client, urlFor('store'), 'products'), product.id), before - 1)

    const admin = await createUser({ admin: true })
    const purchase = await buyer.related('purchases').query().firstOrFail()
    await ok(jsonAs(client, admin).post(urlFor('admin_api.purchases.refund', { id: purchase.id })))
    assert.equal(stockOf(await propOf(client, urlFor('store'), 'products'), product.id), before)
  })

  test('admin product update and delete', async ({ client, assert }) => {
    const product = await Product.query().orderBy('price').firstOrFail()
    await propsOf(client, urlFor('store'))
    const admin = await createUser({ admin: true })
    await ok(
      jsonAs(client, admin)
        .post(urlFor('admin_api.products.update', { id: product.id }))
        .fields({ stock: '77' })
    )
    assert.equal(stockOf(await propOf(client, urlFor('store'), 'products'), product.id), 77)

    await ok(jsonAs(client, admin).post(urlFor('admin_api.products.delete', { id: product.id })))
    assert.isUndefined(stockOf(await propOf(client, urlFor('store'), 'products'), product.id))
  })

  test('vault add and admin vault update', async ({ client, assert }) => {
    const before = await propOf(client, urlFor('vault'), 'vault')
    const user = await createUser({ points: 10_000 })
    await ok(jsonAs(client, user).post(urlFor('economy.vault_add')).json({ amount: 5 }))
    const added = await propOf(client, urlFor('vault'), 'vault')
    assert.equal(added.value, before.value + 5)

    const admin = await createUser({ admin: true })
    await ok(jsonAs(client, admin).post(urlFor('admin_api.vault.update')).json({ value: 4242, streams_active: 3 }))
    assert.deepEqual(await propOf(client, urlFor('vault'), 'vault'), {
      value: 4242,
      streams_active: 3,
    })
  })

  test('bonus hunt edits', async ({ client, assert }) => {
    const before = await propOf(client, urlFor('bonus_hunt'), 'hunt')
    const admin = await createUser({ admin: true })
    await ok(
      jsonAs(client, admin)
        .put(urlFor('admin_api.hunt.update'))
        .json({ title: 'Raid Night Hunt', starting_balance: before.starting_balance })
    )
    const after = await propOf(client, urlFor('bonus_hunt'), 'hunt')
    assert.equal(after.title, 'Raid Night Hunt')
  })

  test('tournament entrants', async ({ client, assert }) => {
    await propsOf(client, urlFor('tournament'))
    const admin = await createUser({ admin: true })
    const entrants = Array.from({ length: 8 }, (_, i) => ({ username: `Raider${i + 1}` }))
    await ok(
      jsonAs(client, admin)
        .put(urlFor('admin_api.tournament.entrants'))
        .json({ name: 'Raid Cup', prize: 500, entrants })
    )
    const after = await propsOf(client, urlFor('tournament'))
    assert.equal(after.tournament.name, 'Raid Cup')
  })
})

test.group('Public cache / writes made by other processes', (group) => {
  group.each.setup(() => resetToDemoSite())
  group.each.setup(() => captureAceOutput())

  test('leaderboards:rollover rebuilds the board and marks it for the web server', async ({ client, assert }) => {
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    setting.endDate = DateTime.utc().minus({ minutes: 1 }).startOf('second')
    await setting.save()
    const before = await propOf(client, urlFor('leaderboard'), 'board')
    assert.equal(before.end_date, setting.endDate.toUTC().toISO())

    const command = await runAceCommand(LeaderboardsRollover, [])
    command.assertSucceeded()

    const after = await propOf(client, urlFor('leaderboard'), 'board')
    assert.equal(after.end_date, setting.endDate.plus({ months: 1 }).toUTC().toISO())
    assert.lengthOf(after.history, before.history.length + 1)
    // without Redis the web server learns of it from the version mark
    const mark = await db.from('public_cache_versions').where('domain', 'boards').first()
    assert.equal(Boolean(mark?.version), !env.get('REDIS_HOST'))
  })

  test('the web server drops what another process marked as changed', async ({ client, assert }) => {
    await catchUpWithOtherProcesses()
    const product = await Product.query().orderBy('price').firstOrFail()
    const before = stockOf(await propOf(client, urlFor('store'), 'products'), product.id)

    // another process sells a unit and marks the store as changed
    await db.from('products').where('id', product.id).update({ stock: 0 })
    assert.equal(stockOf(await propOf(client, urlFor('store'), 'products'), product.id), before)
    await db.table('public_cache_versions').insert({
      domain: 'store',
      version: 'from-the-worker',
      updated_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    await catchUpWithOtherProcesses()
    assert.equal(stockOf(await propOf(client, urlFor('store'), 'products'), product.id), 0)
  })
})
