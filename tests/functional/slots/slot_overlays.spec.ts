import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { publicPayload } from '#services/live/public_payloads'
import BonusHunt from '#models/bonus_hunt'

type Client = InstanceType<typeof ApiClient>

const props = (client: Client, url: string) =>
  client
    .get(url)
    .withInertia()
    .then((response) => response.inertiaProps as any)

test.group('Overlays / hunt statistics and the slot being opened', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the statistics overlay carries the live hunt and its statistics', async ({ client, assert }) => {
    const { hunt, stats } = await props(client, urlFor('overlays.hunt_stats'))
    assert.equal(hunt.title, 'Friday Night Hunt')
    assert.equal(stats.bonuses, hunt.bonuses_total)
    assert.equal(stats.profit, Math.round((hunt.total_won - hunt.starting_balance) * 100) / 100)
  })

  test('the slot overlay follows the bonus being opened, with its catalog slot and record', async ({
    client,
    assert,
  }) => {
    const hunt = await BonusHunt.query().where('status', 'live').preload('slots').firstOrFail()
    const slots = [...hunt.slots].sort((a, b) => a.position - b.position)
    const current = slots.find((s) => s.amount === null)!
    const { opening } = await props(client, urlFor('overlays.slot'))
    assert.equal(opening.bonus.position, current.position)
    assert.equal(opening.bonus.total, slots.length)
    assert.equal(opening.slot.name, current.slotName)
    assert.isString(opening.slot.provider)
    assert.properties(opening.slot.stats, ['opened', 'best_multi', 'avg_multi', 'total_won'])

    // a payout moves it on, and the live message carries the next one
    const admin = await createUser({ admin: true })
    await jsonAs(client, admin)
      .put(urlFor('admin_api.hunt.slots.payout', { id: current.id }), { amount: 12 })
      .then((r) => r.assertStatus(200))
    const payload = (await publicPayload('hunt')) as any
    assert.equal(payload.opening.bonus.position, current.position + 1)
    assert.equal(payload.stats.opened, slots.filter((s) => s.amount !== null).length + 1)
  })
})
