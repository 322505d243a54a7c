import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import Product from '#models/product'
import Purchase from '#models/purchase'
import MilestoneClaim from '#models/milestone_claim'
import Milestone from '#models/milestone'
import PointTransaction from '#models/point_transaction'
import AuditLog from '#models/audit_log'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { boughtProduct, buy, jsonAs, openAdminPage, unitsSold } from '#tests/helpers/database/admin_fixtures'

async function createClaim(userId: number) {
  const milestone = await Milestone.firstOrCreate({ wagerRequired: 10_000 }, { prize: 25 })
  return MilestoneClaim.create({
    userId,
    milestoneId: milestone.id,
    status: 'pending',
    celsiusUsername: 'claimer_cx',
  })
}

test.group('Admin redemptions / page', (group) => {
  group.each.setup(() => resetDatabase())

  test('lists purchases In Review (buyer, Celsius name, date) and pending claims', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const buyer = await createUser({
      username: 'buyerone',
      points: 10_000,
      celsiusUsername: 'buyer_cx',
    })
    const product = await ProductFactory.merge({ name: 'Neon Mug', price: 1_000 }).create()
    const waiting = await buy(buyer, product)
    const sent = await buy(buyer, product)
    await Purchase.query().where('id', sent).update({ status: 'Sent' })
    await createClaim(buyer.id)

    const props = await openAdminPage(client, admin, 'redemptions')
    assert.lengthOf(props.pending, 1)
    assert.equal(props.pendingTotal, 1)
    assert.deepInclude(props.pending[0], {
      id: waiting,
      product_name: 'Neon Mug',
      price: 1_000,
      status: '',
    })
    assert.deepEqual(props.pending[0].buyer, {
      id: buyer.id,
      username: 'buyerone',
      celsius_username: 'buyer_cx',
    })
    assert.isString(props.pending[0].created_at)
    assert.deepEqual(
      props.recent.map((p: any) => [p.id, p.status]),
      [[sent, 'Sent']]
    )
    assert.lengthOf(props.claims, 1)
    assert.deepInclude(props.claims[0], { status: 'pending', celsius_username: 'claimer_cx' })
    assert.deepEqual(props.claims[0].milestone, { prize: 25, wagerRequired: 10_000 })
    assert.notInclude(JSON.stringify(props), buyer.email)
  })
})

test.group('Admin redemptions / purchases', (group) => {
  group.each.setup(() => resetDatabase())

  test('mark Sent once; a second click is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const { purchase } = await boughtProduct()
    const send = () => jsonAs(client, admin).post(urlFor('admin_api.purchases.sent', { id: purchase }))

    const first = await send()
    first.assertStatus(200)
    first.assertBodyContains({ message: 'success', status: 'Sent' })
    const marked = await Purchase.findOrFail(purchase)
    assert.equal(marked.status, 'Sent')

    const second = await send()
    second.assertStatus(409)
    assert.equal(second.body().message, 'This purchase was already processed')
    assert.lengthOf(await AuditLog.query().where('action', 'purchase.sent'), 1)
  })

  test('refund returns points and stock exactly once, even when clicked twice at once', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const { buyer, product, purchase } = await boughtProduct({ price: 1_200, stock: 3 })
    await buyer.refresh()
    await product.refresh()
    assert.equal(buyer.balance, 3_800)
    assert.equal(product.stock, 2)

    const refund = () => jsonAs(client, admin).post(urlFor('admin_api.purchases.refund', { id: purchase }))
    const responses = await Promise.all([refund(), refund()])
    assert.deepEqual(responses.map((r) => r.status()).sort(), [200, 409])

    await buyer.refresh()
    await product.refresh()
    assert.equal(buyer.balance, 5_000)
    assert.equal(product.stock, 3)
    const refunded = await Purchase.findOrFail(purchase)
    assert.equal(refunded.status, 'Refunded')
    const refunds = await PointTransaction.query().where('user_id', buyer.id).where('reason', 'refund')
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].delta, 1_200)
    assert.equal(refunds[0].referenceId, purchase)

    // The stock audit holds: stock + sold (not refunded) == initial stock + restocked
    const sold = await unitsSold(product.id)
    assert.equal(product.stock + sold, product.initialStock + product.restocked)

    const later = await refund()
    later.assertStatus(409)
    await buyer.refresh()
    assert.equal(buyer.balance, 5_000)
  })

  test('a Sent purchase cannot be refunded; a refund of a deleted product still returns stock', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const { buyer, product, purchase: sent } = await boughtProduct({ price: 500, stock: 2 })
    const other = await buy(buyer, product)
    await Purchase.query().where('id', sent).update({ status: 'Sent' })

    const refused = await jsonAs(client, admin).post(urlFor('admin_api.purchases.refund', { id: sent }))
    refused.assertStatus(409)

    await jsonAs(client, admin).post(urlFor('admin_api.products.delete', { id: product.id }))
    const ok = await jsonAs(client, admin).post(urlFor('admin_api.purchases.refund', { id: other }))
    ok.assertStatus(200)
    await buyer.refresh()
    assert.equal(buyer.balance, 4_500)
    const row = await Product.findOrFail(product.id)
    assert.equal(row.stock, 1)
  })

  test('an unknown purchase answers 404', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).post(urlFor('admin_api.purchases.refund', { id: 4242 }))
    response.assertStatus(404)
    response.assertBodyContains({ message: 'Purchase not found' })
  })
})

test.group('Admin redemptions / milestone claims', (group) => {
  group.each.setup(() => resetDatabase())

  test('{0} a pending claim once, audited')
    .with([
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const)
    .run(async ({ client, assert }, [verb, status]) => {
      const admin = await createUser({ admin: true })
      const claimant = await createUser()
      const claim = await createClaim(claimant.id)
      const url = urlFor(`admin_api.claims.${verb}`, { id: claim.id })
      const response = await jsonAs(client, admin).post(url)
      response.assertStatus(200)
      response.assertBodyContains({ message: 'success', status })
      await claim.refresh()
      assert.equal(claim.status, status)
      const again = await jsonAs(client, admin).post(url)
      again.assertStatus(409)
      assert.equal(again.body().message, 'This claim was already decided')
      assert.lengthOf(await AuditLog.query().where('action', `milestone_claim.${verb}`), 1)
    })

  test('an unknown claim answers 404', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const missing = await jsonAs(client, admin).post(urlFor('admin_api.claims.approve', { id: 999 }))
    missing.assertStatus(404)
  })
})
