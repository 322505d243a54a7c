import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, PNG_1X1, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import CatalogSlot from '#models/catalog_slot'
import HuntSlot from '#models/hunt_slot'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { requestSlot } from '#services/slot_requests/slot_requests'
import { setSlotRequestsOpen } from '#services/slot_requests/settings'

type Client = InstanceType<typeof ApiClient>

const createSlot = (client: Client, admin: User, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.slot_catalog.create'), body)

const importCsv = (client: Client, admin: User, text: string) =>
  jsonAs(client, admin)
    .post(urlFor('admin_api.slot_catalog.import'))
    .file('file', Buffer.from(text, 'utf8'), { filename: 'slots.csv' })

test.group('Slot catalog / admin writes', (group) => {
  group.each.setup(() => resetToDemoSite())
  auditPointsAfterEach(group)

  test('a slot is created with its name only; the other fields default to none', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await createSlot(client, admin, { name: 'Neon Nights' })
    response.assertStatus(200)
    const slot = await CatalogSlot.findByOrFail('name', 'Neon Nights')
    assert.equal(slot.slug, 'neon-nights')
    assert.isNull(slot.provider)
    assert.isNull(slot.rtp)
    assert.equal(await AuditLog.findByOrFail('action', 'catalog_slot.create').then((r) => r.actorId), admin.id)
  })

  test('every field, an image checked by content, and an update', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const created = await jsonAs(client, admin)
      .post(urlFor('admin_api.slot_catalog.create'))
      .field('name', 'Pixel Pharaoh')
      .field('provider', 'Neon Games')
      .field('rtp', '96.5')
      .field('volatility', 'very_high')
      .field('max_win', '10000')
      .field('released_on', '2024-05-31')
      .file('image', PNG_1X1, { filename: 'p.png' })
    created.assertStatus(200)
    const slot = await CatalogSlot.findByOrFail('name', 'Pixel Pharaoh')
    assert.deepEqual([slot.provider, slot.rtp, slot.volatility, slot.maxWin], ['Neon Games', 96.5, 'very_high', 10000])
    assert.equal(slot.releasedOn!.toISODate(), '2024-05-31')
    assert.match(slot.imageUrl!, /^\/uploads\/slots\//)
    const updated = await jsonAs(client, admin).put(urlFor('admin_api.slot_catalog.update', { id: slot.id }), {
      rtp: 94,
      volatility: null,
    })
    updated.assertStatus(200)
    await slot.refresh()
    assert.equal(slot.rtp, 94)
    assert.isNull(slot.volatility)
    assert.equal(slot.provider, 'Neon Games')
    const refused = await jsonAs(client, admin)
      .post(urlFor('admin_api.slot_catalog.create'))
      .field('name', 'Not A Picture')
      .file('image', Buffer.from('<svg/>'), { filename: 'x.png' })
    refused.assertStatus(422)
  })

  test('a second spelling of a slot in the catalog is refused', async ({ client }) => {
    const admin = await createUser({ admin: true })
    await createSlot(client, admin, { name: 'Gates of Neon' }).then((r) => r.assertStatus(200))
    await createSlot(client, admin, { name: '  gates-of-NEON! ' }).then((r) => r.assertStatus(409))
  })

  test('a CSV import: byte order mark, header, quoted names with commas and quotes', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const csv =
      '\uFEFFname,provider,rtp,volatility,max_win,released_on\n' +
      '"Book of Neon, Deluxe",Neon Games,96.21%,Very high,5000x,2023-01-15\n' +
      '"The ""Big"" Spin",,95,low,,\n' +
      'Plain Slot\n'
    const response = await importCsv(client, admin, csv)
    response.assertStatus(200)
    response.assertBodyContains({ created: 3, updated: 0 })
    const deluxe = await CatalogSlot.findByOrFail('name', 'Book of Neon, Deluxe')
    assert.deepEqual(
      [deluxe.provider, deluxe.rtp, deluxe.volatility, deluxe.maxWin],
      ['Neon Games', 96.21, 'very_high', 5000]
    )
    assert.equal(deluxe.slug, 'book-of-neon-deluxe')
    assert.exists(await CatalogSlot.findBy('name', 'The "Big" Spin'))
    // the same file again updates the same slots, by name however it is spelled
    const again = await importCsv(client, admin, 'BOOK OF NEON DELUXE,,97\n')
    again.assertBodyContains({ created: 0, updated: 1 })
    await deluxe.refresh()
    assert.equal(deluxe.rtp, 97)
    assert.equal(deluxe.provider, 'Neon Games')
    const bad = await importCsv(client, admin, 'name,provider,rtp\nGood,,96\nBad,,250\n')
    bad.assertStatus(422)
    assert.include(bad.body().message, '3')
  })
})

test.group('Slot catalog / name resolution', (group) => {
  group.each.setup(() => resetToDemoSite())
  auditPointsAfterEach(group)

  test('a bonus typed with other case, spacing and punctuation is the catalog slot', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await createSlot(client, admin, { name: 'Gates of Neon', provider: 'Neon Games' })
    const api = await startNewHunt(client, 'Resolution Hunt', 100)
    for (const typed of ['  gates   OF neon ', 'Gates-of-Neon!', 'GATES OF NEÓN']) {
      await api
        .post(urlFor('admin_api.hunt.slots.add'), { slot_name: typed, bet_size: 1 })
        .then((r) => r.assertStatus(200))
    }
    const catalog = await CatalogSlot.findByOrFail('name', 'Gates of Neon')
    const bonuses = await HuntSlot.query().where('catalog_slot_id', catalog.id)
    assert.lengthOf(bonuses, 3)
    assert.deepEqual([...new Set(bonuses.map((b) => b.slotName))], ['Gates of Neon'])
    const { hunt } = (await client
      .get(urlFor('bonus_hunt'))
      .withInertia()
      .then((r) => r.inertiaProps)) as any
    assert.equal(hunt.slots[0].provider, 'Neon Games')
    assert.equal(hunt.slots[0].slot_slug, 'gates-of-neon')
  })

  test('a slot request resolves too: two spellings are one request', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await createSlot(client, admin, { name: 'Gates of Neon' })
    await setSlotRequestsOpen(admin.id, { open: true, cost: 0, per_user: 1 })
    const first = await requestSlot(await createUser().then((r) => r.id), 'gates of neon!!')
    const second = await requestSlot(await createUser().then((r) => r.id), 'GATES  OF  NEON')
    assert.equal(first.slot_name, 'Gates of Neon')
    assert.equal(second.votes, 2)
  })

  test('an unknown name still works, and is linked once its slot exists', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const api = await startNewHunt(client, 'Unknown Hunt', 100)
    await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Mystery Reels', bet_size: 1 })
    await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Mistery Reel', bet_size: 1 })
    const typed = await HuntSlot.findByOrFail('slot_name', 'Mystery Reels')
    assert.isNull(typed.catalogSlotId)
    await createSlot(client, admin, { name: 'mystery reels' }).then((r) => r.assertStatus(200))
    const slot = await CatalogSlot.findByOrFail('name', 'mystery reels')
    await typed.refresh()
    assert.equal(typed.catalogSlotId, slot.id)
    // the admin page suggests the close match for the misspelling, and links it
    const page = await jsonAs(client, admin).get(urlFor('admin.slot_catalog')).withInertia()
    const unlinked = (page.inertiaProps as any).catalog.unlinked
    const entry = unlinked.find((u: any) => u.name === 'Mistery Reel')
    assert.deepEqual(
      entry.suggestions.map((s: any) => s.name),
      ['mystery reels']
    )
    const linked = await jsonAs(client, admin).post(urlFor('admin_api.slot_catalog.link', { id: slot.id }), {
      name: 'Mistery Reel',
    })
    linked.assertStatus(200)
    linked.assertBodyContains({ linked: 1 })
    assert.lengthOf(await HuntSlot.query().where('catalog_slot_id', slot.id), 2)
  })

  test('a viewer cannot write the catalog', async ({ client }) => {
    const viewer = await createUser()
    await createSlot(client, viewer, { name: 'Nope' }).then((r) => r.assertStatus(403))
  })
})
