import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { guestPost } from '#tests/helpers/http/requests'
import { createBuyers, countRows, economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import { unthrottled } from '#tests/helpers/http/limits'
import type User from '#models/user'
import Purchase from '#models/purchase'
import Product from '#models/product'
import { auditPoints } from '#services/points/consistency_audit'
import { CELSIUS_REQUIRED, PRODUCT_NOT_FOUND, PURCHASE_ANSWER } from '#shared/shop'
import { ERROR_CODES as E, type ErrorCode } from '#shared/errors'
import { OWN_ACCOUNT_ONLY } from '#validators/economy'
import { TOO_MANY_ATTEMPTS } from '#start/limiter'
import { en } from '#tests/helpers/i18n/english'

function buy(client: ApiClient, user: User, productId: number | string, key?: string) {
  const request = jsonAs(client, user).post(urlFor('economy.purchase', { id: productId }))
  return key ? request.header('Idempotency-Key', key) : request
}

async function expectSale(...args: Parameters<typeof buy>) {
  const response = await buy(...args)
  response.assertStatus(200)
  response.assertBody({ message: 'success' })
}

/**
 * The purchase is refused with `status`, the product's `message` and the `error` code the store
 * modal branches on, and nothing in the economy changes
 */
async function expectRefused(
  assert: Assert,
  status: number,
  [message, error]: [string, ErrorCode],
  ...args: Parameters<typeof buy>
) {
  const before = await economySnapshot()
  const response = await buy(...args)
  response.assertStatus(status)
  response.assertBody({ message, error })
  assert.deepEqual(await economySnapshot(), before)
}

const buyer = (points: number) => createUser({ points, celsiusUsername: 'celsius_fan' })

test.group('Purchase / outcomes', (group) => {
  group.each.setup(() => resetDatabase())

  test('a purchase takes one unit, debits once and records the sale as it was', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.merge({
      price: 1_200,
      stock: 3,
      image: '/uploads/p/a.png',
    }).create()

    const response = await buy(client, user, product.id)
    response.assertStatus(200)
    response.assertBody({ message: 'success' })

    await product.refresh()
    await user.refresh()
    assert.equal(product.stock, 2)
    assert.equal(user.balance, 3_800)
    const purchase = await Purchase.findByOrFail('userId', user.id)
    assert.equal(purchase.productName, 'Neon Hoodie')
    assert.equal(purchase.productImage, '/uploads/p/a.png')
    assert.equal(purchase.price, 1_200)
    assert.equal(purchase.status, '')
    const ledger = await db.from('point_transactions').where('user_id', user.id).orderBy('id')
    assert.lengthOf(ledger, 2)
    assert.include(ledger[1], {
      delta: -1_200,
      balance_after: 3_800,
      reason: 'purchase',
      reference_type: 'purchase',
      reference_id: purchase.id,
    })

    // The sale keeps the product as sold even after the admin edits it
    await Product.query().where('id', product.id).update({ name: 'Renamed', price: 9 })
    await purchase.refresh()
    assert.equal(purchase.productName, 'Neon Hoodie')
    assert.equal(purchase.price, 1_200)
    assert.deepEqual(await auditPoints(), [])
  })

  test('out of stock answers 422 product out of stock and writes nothing', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.merge({ stock: 0 }).create()
    await expectRefused(assert, 422, [en(PURCHASE_ANSWER.outOfStock), E.outOfStock], client, user, product.id)
  })

  test('too few points answers 422 insufficient funds and leaves stock alone', async ({ client, assert }) => {
    const user = await buyer(999)
    const product = await ProductFactory.merge({ price: 1_000, stock: 5 }).create()
    await expectRefused(
      assert,
      422,
      [en(PURCHASE_ANSWER.insufficientFunds), E.insufficientFunds],
      client,
      user,
      product.id
    )
  })

  test('a guest gets 401 and buys nothing', async ({ client, assert }) => {
    const product = await ProductFactory.create()
    const before = await economySnapshot()
    const response = await guestPost(client, urlFor('economy.purchase', { id: product.id }))
    response.assertStatus(401)
    assert.deepEqual(await economySnapshot(), before)
  })

  test('without a Celsius username the server refuses with en(CELSIUS_REQUIRED)', async ({ client, assert }) => {
    const product = await ProductFactory.create()
    for (const celsiusUsername of [null, '   ']) {
      const user = await createUser({ points: 5_000, celsiusUsername })
      await expectRefused(assert, 422, [en(CELSIUS_REQUIRED), E.celsiusRequired], client, user, product.id)
    }
  })

  test('a deleted or unknown product answers 404 Product not found', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.create()
    await Product.query().where('id', product.id).update({ deleted_at: new Date() })
    for (const id of [product.id, 4242])
      await expectRefused(assert, 404, [en(PRODUCT_NOT_FOUND), E.productNotFound], client, user, id)
  })

  test('a free product is sold without a ledger row', async ({ client, assert }) => {
    const user = await buyer(10)
    const product = await ProductFactory.merge({ price: 0, stock: 1 }).create()
    const response = await buy(client, user, product.id)
    response.assertStatus(200)
    await user.refresh()
    assert.equal(user.balance, 10)
    assert.equal(await countRows('purchases', { user_id: user.id }), 1)
    assert.deepEqual(await auditPoints(), [])
  })

  test('bad product id {$self} answers 404 with a readable message and writes nothing')
    .with(['0', '-1', '1.5', '1e309', '1e3', 'abc', '0x10', '99999999999999999999', 'null', '%5B1%5D'])
    .run(async ({ client, assert }, id) => {
      const user = await buyer(5_000)
      await ProductFactory.merge({ price: 1, stock: 100 }).create()
      await expectRefused(assert, 404, [en(PRODUCT_NOT_FOUND), E.productNotFound], client, user, id)
    })

  test('a malformed Idempotency-Key answers 422 and writes nothing', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.create()
    const before = await economySnapshot()
    for (const key of ['x'.repeat(65), 'has space', 'é-unicode']) {
      const response = await buy(client, user, product.id, key)
      response.assertStatus(422)
      assert.match(response.body().message, /Idempotency-Key/)
      assert.equal(response.body().error, E.invalidInput)
    }
    assert.deepEqual(await economySnapshot(), before)
  })

  test('a body naming another payer ({$self}) is refused and neither account changes')
    .with(['user_id', 'userId', 'username'])
    .run(async ({ client, assert }, field) => {
      const user = await buyer(5_000)
      const other = await buyer(5_000)
      const product = await ProductFactory.create()
      const before = await economySnapshot()
      const value = field === 'username' ? other.username : other.id
      const response = await buy(client, user, product.id).json({ [field]: value })
      response.assertStatus(422)
      response.assertBody({ message: en(OWN_ACCOUNT_ONLY), error: E.ownAccountOnly })
      assert.deepEqual(await economySnapshot(), before)
    })
})

test.group('Purchase / idempotency', (group) => {
  group.each.setup(() => resetDatabase())

  test('the same key sent 20 times at once buys once and answers success every time', async ({ client, assert }) => {
    const user = await buyer(50_000)
    const product = await ProductFactory.merge({ price: 1_000, stock: 50 }).create()
    const key = randomUUID()
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(client, user, product.id, key)))
    for (const response of responses) {
      response.assertStatus(200)
      response.assertBody({ message: 'success' })
    }
    await user.refresh()
    await product.refresh()
    assert.equal(await countRows('purchases', { user_id: user.id }), 1)
    assert.equal(product.stock, 49)
    assert.equal(user.balance, 49_000)
    assert.deepEqual(await auditPoints(), [])
  })

  test('a key that bought answers success later even when the last unit is gone', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.merge({ price: 1_000, stock: 1 }).create()
    const key = randomUUID()
    await expectSale(client, user, product.id, key)
    const before = await economySnapshot()
    const replay = await buy(client, user, product.id, key)
    replay.assertStatus(200)
    replay.assertBody({ message: 'success' })
    assert.deepEqual(await economySnapshot(), before)
  })

  test('keys are per user, and a key reused for another product is refused', async ({ client, assert }) => {
    const alice = await buyer(5_000)
    const bob = await buyer(5_000)
    const hoodie = await ProductFactory.merge({ price: 1_000, stock: 5 }).create()
    const cap = await ProductFactory.merge({ name: 'Cap', price: 500, stock: 5 }).create()
    const key = randomUUID()
    await expectSale(client, alice, hoodie.id, key)
    await expectSale(client, bob, hoodie.id, key)
    assert.equal(await countRows('purchases', { idempotency_key: key }), 2)

    const before = await economySnapshot()
    const reused = await buy(client, alice, cap.id, key)
    reused.assertStatus(422)
    assert.match(reused.body().message, /already used/)
    assert.equal(reused.body().error, E.idempotencyKeyReused)
    assert.deepEqual(await economySnapshot(), before)
  })

  test('without a key every click is its own purchase', async ({ client, assert }) => {
    const user = await buyer(5_000)
    const product = await ProductFactory.merge({ price: 1_000, stock: 5 }).create()
    await expectSale(client, user, product.id)
    await expectSale(client, user, product.id)
    await user.refresh()
    assert.equal(user.balance, 3_000)
  })
})

test.group('Purchase / races', (group) => {
  group.each.setup(() => resetDatabase())

  test('200 users buying a stock-10 product at once: exactly 10 sales', async ({ client, assert }) => {
    const product = await ProductFactory.merge({ price: 700, stock: 10 }).create()
    const users = await createBuyers(200, 1_000)
    const responses = await Promise.all(users.map((u) => buy(client, u, product.id)))

    const messages = responses.map((r) => r.body().message)
    assert.equal(messages.filter((m) => m === 'success').length, 10)
    assert.equal(messages.filter((m) => m === en(PURCHASE_ANSWER.outOfStock)).length, 190)
    const codes = responses.map((r) => r.body().error).filter(Boolean)
    assert.deepEqual([...new Set(codes)], [E.outOfStock])
    for (const r of responses) assert.include([200, 422], r.status())

    await product.refresh()
    assert.equal(product.stock, 0)
    const purchases = await Purchase.query().where('product_id', product.id)
    assert.lengthOf(purchases, 10)
    const winners = new Set(purchases.map((p) => p.userId))
    assert.equal(winners.size, 10)
    for (const [index, user] of users.entries()) {
      await user.refresh()
      const won = winners.has(user.id)
      assert.equal(responses[index].body().message === 'success', won)
      assert.equal(user.balance, won ? 300 : 1_000)
      assert.equal(await ledgerSum(user.id), user.balance)
    }
    assert.deepEqual(await auditPoints(), [])
  }).timeout(120_000)

  test('one user who can afford 3 sends 50 purchases at once: exactly 3 succeed', async ({ client, assert }) => {
    const user = await buyer(3_500)
    const product = await ProductFactory.merge({ price: 1_000, stock: 100 }).create()
    const responses = await unthrottled(() =>
      Promise.all(Array.from({ length: 50 }, () => buy(client, user, product.id)))
    )
    const messages = responses.map((r) => r.body().message)
    assert.equal(messages.filter((m) => m === 'success').length, 3)
    assert.equal(messages.filter((m) => m === en(PURCHASE_ANSWER.insufficientFunds)).length, 47)
    await user.refresh()
    await product.refresh()
    assert.equal(user.balance, 500)
    assert.equal(product.stock, 97)
    const afters = await db.from('point_transactions').where('user_id', user.id).select('balance_after')
    for (const row of afters) assert.isAtLeast(Number(row.balance_after), 0)
    assert.deepEqual(await auditPoints(), [])
  }).timeout(60_000)
})

test.group('Purchase / rate limit', (group) => {
  group.each.setup(() => resetDatabase())

  test('more than 30 writes a minute answer 429 with a clear text and buy nothing', async ({ client, assert }) => {
    const user = await buyer(100_000)
    const product = await ProductFactory.merge({ price: 10, stock: 100 }).create()
    for (let i = 0; i < 30; i++) await expectSale(client, user, product.id)
    const before = await economySnapshot()
    const throttled = await buy(client, user, product.id)
    throttled.assertStatus(429)
    throttled.assertBody({ message: en(TOO_MANY_ATTEMPTS), error: E.tooManyAttempts })
    assert.deepEqual(await economySnapshot(), before)

    // the limit is per user: someone else still buys
    const other = await buyer(100)
    await expectSale(client, other, product.id)
  }).timeout(60_000)
})
