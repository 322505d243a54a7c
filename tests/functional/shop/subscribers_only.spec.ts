import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { expectStatus } from '#tests/helpers/http/requests'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { ProductFactory } from '#database/factories/product_factory'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { createKickLinkedUser, createUser } from '#tests/helpers/database/users'
import { economySnapshot } from '#tests/helpers/database/economy'
import { postKickEvent, kickPointsTests, signed, subscription } from '#tests/helpers/fakes/kick'
import type User from '#models/user'
import { SUBSCRIBERS_ONLY_REFUSED } from '#shared/kick_rewards'
import { ERROR_CODES } from '#shared/errors'
import { en } from '#tests/helpers/i18n/english'

const buy = (client: ApiClient, user: User, productId: number) =>
  jsonAs(client, user).post(urlFor('economy.purchase', { id: productId }))

const linkedBuyer = (kickId: number) => createKickLinkedUser(kickId, { points: 5_000, celsiusUsername: 'celsius_fan' })

test.group('Shop / products for subscribers only', (group) => {
  kickPointsTests(group)

  test("a non-subscriber's purchase is refused with the message and changes nothing; a subscriber buys", async ({
    client,
    assert,
  }) => {
    const product = await ProductFactory.merge({ price: 1_000, stock: 2, subscribersOnly: true }).create()
    const fan = await linkedBuyer(101)
    const subscriber = await linkedBuyer(102)
    const lapsed = await linkedBuyer(103)
    await expectStatus(postKickEvent(client, signed('channel.subscription.new', subscription(102))), 200)
    const past = new Date(Date.now() - 40 * 86_400_000)
    const ended = subscription(103, 'k103', { at: past, expiresAt: new Date(Date.now() - 86_400_000) })
    await expectStatus(postKickEvent(client, signed('channel.subscription.new', ended)), 200)

    for (const user of [fan, lapsed]) {
      const before = await economySnapshot()
      const refused = await buy(client, user, product.id)
      refused.assertStatus(422)
      refused.assertBody({ message: en(SUBSCRIBERS_ONLY_REFUSED), error: ERROR_CODES.subscribersOnly })
      assert.deepEqual(await economySnapshot(), before)
    }

    await expectStatus(buy(client, subscriber, product.id), 200)
    await product.refresh()
    assert.equal(product.stock, 1)
    await subscriber.refresh()
    assert.equal(subscriber.balance, 4_000)
  })

  test('the admin sets the flag; the store shows it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const product = await ProductFactory.merge({ price: 10, stock: 1 }).create()
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .field('subscribers_only', 'true')
    response.assertStatus(200)
    const row = await db.from('products').where('id', product.id).first()
    assert.isTrue(Boolean(row.subscribers_only))
    const store = await client.get(urlFor('store')).withInertia()
    const listed = ((store.inertiaProps as any).products as { id: number; subscribers_only: boolean }[]).find(
      (p) => p.id === product.id
    )
    assert.isTrue(listed?.subscribers_only)
  })
})
