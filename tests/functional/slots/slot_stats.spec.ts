import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import BonusHunt from '#models/bonus_hunt'
import CatalogSlot from '#models/catalog_slot'

type Client = InstanceType<typeof ApiClient>

/** A hunt of these bonuses ([typed name, bet, payout or null]), finished when all are paid */
async function hunt(client: Client, title: string, bonuses: [string, number, number | null][]) {
  const api = await startNewHunt(client, title, 100)
  for (const [name, bet, payout] of bonuses) {
    const added = await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: name, bet_size: bet })
    const slots = added.body().hunt.slots
    if (payout !== null)
      await api.put(urlFor('admin_api.hunt.slots.payout', { id: slots[slots.length - 1].id }), { amount: payout })
  }
  if (bonuses.every(([, , payout]) => payout !== null)) await api.post(urlFor('admin_api.hunt.finish'))
}

const props = async (client: Client, url: string) =>
  (await client
    .get(url)
    .withInertia()
    .then((r) => r.inertiaProps)) as any

test.group('Slot statistics / computed by the database', (group) => {
  // the demo's catalog and past hunts aside: only the fixture counts
  group.each.setup(async () => {
    await resetToDemoSite()
    await BonusHunt.query().delete()
    await CatalogSlot.query().delete()
  })

  test('the catalog page and a slot page against a hand-computed fixture', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    for (const name of ['Alpha Reels', 'Beta Spins', 'Never Played'])
      await jsonAs(client, admin).post(urlFor('admin_api.slot_catalog.create'), { name })
    // Alpha: 4x, 10x (hunt 1), 0x and one unopened (hunt 2); Beta: 20x (hunt 1)
    await hunt(client, 'First', [
      ['Alpha Reels', 2, 8],
      ['alpha  reels!', 1, 10],
      ['Beta Spins', 5, 100],
      ['Unknown Slot', 1, 1],
    ])
    await hunt(client, 'Second', [
      ['ALPHA REELS', 4, 0],
      ['Alpha Reels', 2, null],
    ])
    const { catalog } = await props(client, urlFor('slots'))
    const byName = Object.fromEntries(catalog.slots.map((s: any) => [s.name, s.stats]))
    assert.deepInclude(byName['Alpha Reels'], {
      hunts: 2,
      bonuses: 4,
      opened: 3,
      // (4 + 10 + 0) / 3
      avg_multi: 4.67,
      best_multi: 10,
      total_won: 18,
    })
    assert.isNotNull(byName['Alpha Reels'].last_played)
    assert.deepInclude(byName['Beta Spins'], {
      hunts: 1,
      bonuses: 1,
      opened: 1,
      avg_multi: 20,
      best_multi: 20,
      total_won: 100,
    })
    assert.deepInclude(byName['Never Played'], {
      hunts: 0,
      bonuses: 0,
      opened: 0,
      avg_multi: null,
      best_multi: null,
      total_won: 0,
      last_played: null,
    })
    // most played first
    assert.equal(catalog.slots[0].name, 'Alpha Reels')
    const best = await props(client, `${urlFor('slots')}?sort=best`).then((r) => r.catalog)
    assert.equal(best.slots[0].name, 'Beta Spins')

    const page = await props(client, urlFor('slots.show', { slug: 'alpha-reels' }))
    assert.equal(page.slot.stats.bonuses, 4)
    assert.deepEqual(
      page.bonuses.map((b: any) => [b.hunt_title, b.bet_size, b.amount, b.hunt_finished]),
      [
        ['Second', 4, 0, false],
        ['Second', 2, null, false],
        ['First', 2, 8, true],
        ['First', 1, 10, true],
      ]
    )
    await client.get(urlFor('slots.show', { slug: 'no-such-slot' })).then((r) => r.assertStatus(404))
  })
})
