import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { captureAceOutput, runAceCommand as runCommand } from '#tests/helpers/processes/ace'
import { createUser } from '#tests/helpers/database/users'
import { economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import PointsGrant from '../../../commands/points_grant.js'
import PointsAudit from '../../../commands/points_audit.js'
import Purchase from '#models/purchase'

test.group('points:grant', (group) => {
  group.each.setup(() => resetDatabase())
  group.each.setup(() => captureAceOutput())

  test('gives points through the ledger with the reason as note', async ({ assert }) => {
    const user = await createUser({ username: 'neonfan', points: 100 })
    const command = await runCommand(PointsGrant, ['NeonFan', '250', '--reason', 'stream bonus'])
    command.assertSucceeded()
    await user.refresh()
    assert.equal(user.balance, 350)
    const row = await db.from('point_transactions').orderBy('id', 'desc').first()
    assert.include(row, { user_id: user.id, delta: 250, reason: 'admin', note: 'stream bonus' })
    assert.equal(await ledgerSum(user.id), 350)
  })

  test('takes points with a negative amount, never below 0', async ({ assert }) => {
    const user = await createUser({ username: 'neonfan', points: 100 })
    const taken = await runCommand(PointsGrant, ['neonfan', '-40'])
    taken.assertSucceeded()
    await user.refresh()
    assert.equal(user.balance, 60)

    const before = await economySnapshot()
    const refused = await runCommand(PointsGrant, ['neonfan', '-61'])
    refused.assertFailed()
    refused.assertLogMatches(/has 60 points; taking 61 would go below 0/, 'stderr')
    assert.deepEqual(await economySnapshot(), before)
  })

  test('refuses {$self} without changing anything')
    .with(['0', '1.5', 'abc', '1e3', '99999999999'])
    .run(async ({ assert }, points) => {
      await createUser({ username: 'neonfan', points: 100 })
      const before = await economySnapshot()
      const command = await runCommand(PointsGrant, ['neonfan', points])
      command.assertFailed()
      command.assertLogMatches(/not a whole, non-zero number/, 'stderr')
      assert.deepEqual(await economySnapshot(), before)
    })

  test('an unknown user is refused', async () => {
    const command = await runCommand(PointsGrant, ['nobody', '5'])
    command.assertFailed()
    command.assertLogMatches(/No user named "nobody"/, 'stderr')
  })
})

test.group('points:audit', (group) => {
  group.each.setup(() => resetDatabase())
  group.each.setup(() => captureAceOutput())

  test('is clean when balances match the ledger and stock matches sales', async () => {
    const user = await createUser({ points: 500 })
    const product = await ProductFactory.merge({ stock: 3 }).create()
    await Purchase.create({
      userId: user.id,
      productId: product.id,
      productName: product.name,
      price: 0,
      status: 'Refunded',
    })
    const command = await runCommand(PointsAudit, [])
    command.assertSucceeded()
    command.assertLogMatches(/Audit clean/)
  })

  test('exits 1 naming every user and product that breaks an invariant', async () => {
    const user = await createUser({ username: 'drifter', points: 500 })
    await createUser({ username: 'steady', points: 70 })
    const product = await ProductFactory.merge({ name: 'Leaky Mug', stock: 5 }).create()
    await db.from('users').where('id', user.id).update({ balance: 501 })
    await db.from('products').where('id', product.id).update({ stock: 4 })

    const command = await runCommand(PointsAudit, [])
    command.assertFailed()
    command.assertLogMatches(/user #\d+ \(drifter\): balance 501 but ledger sum 500/, 'stderr')
    command.assertLogMatches(
      /product #\d+ \(Leaky Mug\): stock 4 \+ sold 0 = 4 but initial 5 \+ restocked 0 = 5/,
      'stderr'
    )
    command.assertLogMatches(/2 row\(s\) break/, 'stderr')
  })

  test('counts sold units that are not refunded, and restocks', async () => {
    const user = await createUser({ points: 500 })
    const product = await ProductFactory.merge({ stock: 5 }).create()
    for (const status of ['', 'Sent', 'Refunded'] as const) {
      await Purchase.create({
        userId: user.id,
        productId: product.id,
        productName: product.name,
        price: 0,
        status,
      })
    }
    // two sold (the refund gave its unit back), then an admin restocked 10
    await db.from('products').where('id', product.id).update({ stock: 13, restocked: 10 })
    const clean = await runCommand(PointsAudit, [])
    clean.assertSucceeded()
    await db.from('products').where('id', product.id).update({ stock: 14 })
    const broken = await runCommand(PointsAudit, [])
    broken.assertFailed()
  })
})
