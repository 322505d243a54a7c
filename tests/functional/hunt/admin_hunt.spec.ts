import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite, resetToDemoSiteWithout } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPageAsNewAdmin } from '#tests/helpers/database/admin_fixtures'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { HUNT_MESSAGES } from '#services/hunt/bonus_hunt'
import { HUNT_INPUT_MESSAGES as M } from '#validators/bonus_hunt'
import type { ApiClient } from '@japa/api-client'
import { en } from '#tests/helpers/i18n/english'

type Client = InstanceType<typeof ApiClient>

const liveHunt = () => BonusHunt.query().where('status', 'live').preload('slots').firstOrFail()

/** The admin starts a hunt (a title and a start balance) */
const startHunt = (client: Client, admin: User, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.hunt.start'), body)

/** The admin adds a bonus (a slot name and a bet size) to the live hunt */
const addBonus = (client: Client, admin: User, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.hunt.slots.add'), body)

/** The admin records the payout of a bonus ('' reopens it) */
const payout = (client: Client, admin: User, slotId: number, amount: number | string) =>
  jsonAs(client, admin).put(urlFor('admin_api.hunt.slots.payout', { id: slotId }), { amount })

/** What the public page sees now */
async function publicHunt(client: Client) {
  const response = await client.get(urlFor('bonus_hunt')).withInertia()
  return (response.inertiaProps as any).hunt
}

test.group('Admin bonus hunt / the page and the live hunt', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the page gets the live hunt with its slots', async ({ client, assert }) => {
    const { hunt } = await openAdminPageAsNewAdmin(client, 'bonus_hunt')
    assert.equal(hunt.title, 'Friday Night Hunt')
    assert.equal(hunt.status, 'live')
    assert.isAbove(hunt.slots.length, 0)
    assert.properties(hunt.slots[0], ['id', 'slot_name', 'bet_size', 'amount'])
  })

  test('adding a bonus puts it last, unopened, and the public page counts it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const before = await liveHunt()
    const response = await addBonus(client, admin, {
      slot_name: '  Gates of Neon  ',
      bet_size: 2.5,
    })
    response.assertStatus(200)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.slotAdded) })
    const slots = response.body().hunt.slots
    assert.deepInclude(slots[slots.length - 1], {
      slot_name: 'Gates of Neon',
      bet_size: 2.5,
      amount: null,
    })
    const added = await HuntSlot.findByOrFail('slot_name', 'Gates of Neon')
    assert.equal(added.position, Math.max(...before.slots.map((s) => s.position)) + 1)
    const shown = await publicHunt(client)
    assert.equal(shown.bonuses_total, before.slots.length + 1)
    const audit = await AuditLog.findByOrFail('action', 'bonus_hunt.slot.add')
    assert.equal(audit.actorId, admin.id)
  })

  test('recording a payout opens the bonus on the public page', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunt = await liveHunt()
    const unopened = hunt.slots.find((s) => s.amount === null)!
    const before = await publicHunt(client)

    const response = await payout(client, admin, unopened.id, 123.45)
    response.assertStatus(200)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.payoutRecorded) })
    const after = await publicHunt(client)
    assert.equal(after.bonuses_completed, before.bonuses_completed + 1)
    assert.closeTo(after.total_won, before.total_won + 123.45, 0.001)
    const audit = await AuditLog.findByOrFail('action', 'bonus_hunt.slot.payout')
    assert.isNull((audit.before as any).amount)
    assert.equal((audit.after as any).amount, 123.45)
  })

  test('a payout left empty reopens a bonus', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunt = await liveHunt()
    const opened = hunt.slots.find((s) => s.amount !== null)!
    const response = await payout(client, admin, opened.id, '')
    response.assertStatus(200)
    await opened.refresh()
    assert.isNull(opened.amount)
  })

  test('the name and bet of a bonus can be edited; its payout stays', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunt = await liveHunt()
    const opened = hunt.slots.find((s) => s.amount !== null)!
    const paid = opened.amount
    const response = await jsonAs(client, admin).put(urlFor('admin_api.hunt.slots.update', { id: opened.id }), {
      slot_name: 'Renamed Slot',
      bet_size: 7,
    })
    response.assertStatus(200)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.slotUpdated) })
    await opened.refresh()
    assert.equal(opened.slotName, 'Renamed Slot')
    assert.equal(opened.betSize, 7)
    assert.equal(opened.amount, paid)
  })

  test('removing a bonus deletes it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunt = await liveHunt()
    const slot = hunt.slots[0]
    const response = await jsonAs(client, admin).delete(urlFor('admin_api.hunt.slots.remove', { id: slot.id }))
    response.assertStatus(200)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.slotRemoved) })
    assert.isNull(await HuntSlot.find(slot.id))
    const audit = await AuditLog.findByOrFail('action', 'bonus_hunt.slot.remove')
    assert.equal(audit.subjectId, slot.id)
  })

  test('a payout for a bonus of another hunt is refused with 404', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const response = await payout(client, admin, 999999, 1)
    response.assertStatus(404)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.slotNotFound) })
  })

  test('the title and start balance of the live hunt can be changed', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).put(urlFor('admin_api.hunt.update'), {
      title: 'Saturday Hunt',
      starting_balance: 7500,
    })
    response.assertStatus(200)
    assert.equal(response.body().hunt.title, 'Saturday Hunt')
    const hunt = await liveHunt()
    assert.equal(hunt.startingBalance, 7500)
    const shown = await publicHunt(client)
    assert.equal(shown.starting_balance, 7500)
  })

  test('refuses {0} with "{3}"')
    .with(
      () =>
        [
          ['a bonus without a name', 'add', { slot_name: '  ', bet_size: 1 }, en(M.slotName)],
          ['a bonus with a bet of 0', 'add', { slot_name: 'X', bet_size: 0 }, en(M.betSize)],
          ['a bet that is not a number', 'add', { slot_name: 'X', bet_size: 'big' }, en(M.betSize)],
          ['a bet with 3 decimals', 'add', { slot_name: 'X', bet_size: 1.005 }, en(M.cents)],
          ['a slot name over 120 characters', 'add', { slot_name: 'x'.repeat(121), bet_size: 1 }, en(M.slotNameLength)],
          ['a negative start balance', 'hunt', { title: 'Hunt', starting_balance: -1 }, en(M.startBalance)],
          ['a blank title', 'hunt', { title: '', starting_balance: 5 }, en(M.title)],
          ['an edit with a blank name', 'edit', { slot_name: '', bet_size: 5 }, en(M.slotName)],
        ] as const
    )
    .run(async ({ client, assert }, [, write, body, message]) => {
      const admin = await createUser({ admin: true })
      const before = await liveHunt()
      // add a bonus, edit the hunt, or edit the hunt's first bonus
      const api = jsonAs(client, admin)
      const response = await {
        add: () => api.post(urlFor('admin_api.hunt.slots.add'), body),
        hunt: () => api.put(urlFor('admin_api.hunt.update'), body),
        edit: () => api.put(urlFor('admin_api.hunt.slots.update', { id: before.slots[0].id }), body),
      }[write]()
      response.assertStatus(422)
      response.assertBodyContains({ message })
      const after = await liveHunt()
      assert.equal(after.slots.length, before.slots.length)
      assert.equal(after.title, before.title)
      assert.equal(after.startingBalance, before.startingBalance)
      assert.deepEqual(
        after.slots.map((s) => s.slotName),
        before.slots.map((s) => s.slotName)
      )
      assert.lengthOf(await AuditLog.all(), 0)
    })

  test('a negative payout is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunt = await liveHunt()
    const slot = hunt.slots.find((s) => s.amount === null)!
    const response = await payout(client, admin, slot.id, -5)
    response.assertStatus(422)
    response.assertBodyContains({ message: en(M.payout) })
    await slot.refresh()
    assert.isNull(slot.amount)
  })

  test('starting a hunt while one is live is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const hunts = await BonusHunt.all()
    const before = hunts.length
    const response = await startHunt(client, admin, { title: 'Another', starting_balance: 100 })
    response.assertStatus(422)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.liveExists) })
    assert.lengthOf(await BonusHunt.all(), before)
  })

  test('finishing with unopened bonuses is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).post(urlFor('admin_api.hunt.finish'))
    response.assertStatus(422)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.unopened) })
    const hunt = await liveHunt()
    assert.equal(hunt.status, 'live')
  })
})

test.group('Admin bonus hunt / a hunt from start to finish', (group) => {
  group.each.setup(() => resetToDemoSiteWithout(BonusHunt))

  test('start, add, pay out, finish: the public page follows each step', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    assert.isNull(await publicHunt(client))

    const started = await startHunt(client, admin, {
      title: 'Sunday Hunt',
      starting_balance: 1000,
    })
    started.assertStatus(200)
    started.assertBodyContains({ message: en(HUNT_MESSAGES.started) })
    let shown = await publicHunt(client)
    assert.equal(shown.title, 'Sunday Hunt')

    const finishEmpty = await jsonAs(client, admin).post(urlFor('admin_api.hunt.finish'))
    finishEmpty.assertStatus(422)
    finishEmpty.assertBodyContains({ message: en(HUNT_MESSAGES.noSlots) })

    for (const [slotName, betSize] of [
      ['Neon Nights', 10],
      ['Vapour Wave', 5],
    ] as const) {
      const added = await addBonus(client, admin, {
        slot_name: slotName,
        bet_size: betSize,
      })
      added.assertStatus(200)
    }
    const hunt = await liveHunt()
    const slots = hunt.slots.sort((a, b) => a.position - b.position)
    assert.deepEqual(
      slots.map((s) => s.position),
      [1, 2]
    )
    await payout(client, admin, slots[0].id, 500)
    shown = await publicHunt(client)
    assert.equal(shown.bonuses_completed, 1)
    assert.equal(shown.current_x, 50)
    // 500 of 1,000 left to win back over the 5 still bet: 100x required
    assert.equal(shown.avg_x_required, 100)

    await payout(client, admin, slots[1].id, 0)
    const finished = await jsonAs(client, admin).post(urlFor('admin_api.hunt.finish'))
    finished.assertStatus(200)
    finished.assertBodyContains({ message: en(HUNT_MESSAGES.finished), hunt: { status: 'finished' } })
    shown = await publicHunt(client)
    assert.equal(shown.status, 'finished')
    assert.equal(shown.bonuses_completed, 2)

    const editFinished = await payout(client, admin, slots[0].id, 1)
    editFinished.assertStatus(422)
    editFinished.assertBodyContains({ message: en(HUNT_MESSAGES.noLiveHunt) })

    const audits = await AuditLog.query().orderBy('id')
    assert.deepEqual(
      audits.map((a) => a.action),
      [
        'bonus_hunt.start',
        'bonus_hunt.slot.add',
        'bonus_hunt.slot.add',
        'bonus_hunt.slot.payout',
        'bonus_hunt.slot.payout',
        'bonus_hunt.finish',
      ]
    )
  })

  test('a start without a title or with a negative balance is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const noTitle = await startHunt(client, admin, {
      starting_balance: 10,
    })
    noTitle.assertStatus(422)
    noTitle.assertBodyContains({ message: en(M.title) })
    const negative = await startHunt(client, admin, {
      title: 'Hunt',
      starting_balance: -10,
    })
    negative.assertStatus(422)
    negative.assertBodyContains({ message: en(M.startBalance) })
    assert.lengthOf(await BonusHunt.all(), 0)
  })

  test('writes without a live hunt are refused', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const response = await addBonus(client, admin, { slot_name: 'X', bet_size: 1 })
    response.assertStatus(422)
    response.assertBodyContains({ message: en(HUNT_MESSAGES.noLiveHunt) })
  })
})
