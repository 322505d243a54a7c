import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite, resetToDemoSiteWithout } from '#tests/helpers/database/database'
import { jsonAs, openAdminPageAsNewAdmin } from '#tests/helpers/database/admin_fixtures'
import { createUser } from '#tests/helpers/database/users'
import Tournament from '#models/tournament'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { TOURNAMENT_MESSAGES } from '#services/tournament/tournament'
import { TOURNAMENT_INPUT_MESSAGES as M } from '#validators/tournament'
import { BRACKET_MESSAGES } from '#shared/tournament'
import type { ApiClient } from '@japa/api-client'
import { en } from '#tests/helpers/i18n/english'

type Client = InstanceType<typeof ApiClient>
type Slot = { id: number; username: string | null; slotName: string | null; winner: boolean | null }

const ENTRANTS = ['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].map((username, i) => ({
  username,
  slot_name: `Slot ${i + 1}`,
}))

/** Saves the 8 entrants above in a tournament named Cup, with `change` made to that */
const saveEntrants = (client: Client, admin: User, change: object = {}) =>
  jsonAs(client, admin).put(urlFor('admin_api.tournament.entrants'), {
    name: 'Cup',
    prize: 1500,
    entrants: ENTRANTS,
    ...change,
  })

/** The admin marks the player in `slot` as the winner of their match */
const markWinner = (client: Client, admin: User, slot: unknown) =>
  jsonAs(client, admin).post(urlFor('admin_api.tournament.winner'), { slot })

/** The bracket the public page shows now, by slot id */
async function publicSlots(client: Client) {
  const response = await client.get(urlFor('tournament')).withInertia()
  const tournament = (response.inertiaProps as any).tournament
  return new Map<number, Slot>(tournament.slots.map((s: Slot) => [s.id, s]))
}

test.group('Admin tournament / page', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the page gets the bracket', async ({ client, assert }) => {
    const { tournament } = await openAdminPageAsNewAdmin(client, 'tournament')
    assert.equal(tournament.name, 'Slot Battle Royale')
    assert.lengthOf(tournament.slots, 15)
  })
})

test.group('Admin tournament / entrants and results', (group) => {
  group.each.setup(() => resetToDemoSiteWithout(Tournament))

  test('saving entrants creates the bracket the public page shows', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await saveEntrants(client, admin, { name: 'Spring Slot Battle', prize: 2000 })
    response.assertStatus(200)
    response.assertBodyContains({ message: en(TOURNAMENT_MESSAGES.saved) })
    assert.equal(response.body().tournament.name, 'Spring Slot Battle')
    assert.equal(response.body().tournament.prize, 2000)

    const slots = await publicSlots(client)
    assert.deepEqual(slots.get(1), { id: 1, username: 'Ava', slotName: 'Slot 1', winner: null })
    assert.deepEqual(slots.get(8), { id: 8, username: 'Hal', slotName: 'Slot 8', winner: null })
    assert.isNull(slots.get(9)!.username)
    const audit = await AuditLog.findByOrFail('action', 'tournament.entrants')
    assert.equal(audit.actorId, admin.id)
  })

  test('marking winners follows the advance rules up to the champion', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveEntrants(client, admin)

    const first = await markWinner(client, admin, 2)
    first.assertStatus(200)
    first.assertBodyContains({ message: 'Bo advances' })
    let slots = await publicSlots(client)
    assert.isTrue(slots.get(2)!.winner)
    assert.isFalse(slots.get(1)!.winner)
    assert.deepEqual(slots.get(9), { id: 9, username: 'Bo', slotName: 'Slot 2', winner: null })

    for (const slot of [3, 5, 8, 9, 12, 13]) {
      const marked = await markWinner(client, admin, slot)
      marked.assertStatus(200)
    }
    slots = await publicSlots(client)
    assert.equal(slots.get(10)!.username, 'Cy')
    assert.equal(slots.get(13)!.username, 'Bo')
    assert.equal(slots.get(14)!.username, 'Hal')
    assert.isTrue(slots.get(13)!.winner)
    assert.isFalse(slots.get(14)!.winner)
    assert.deepEqual(slots.get(15), { id: 15, username: 'Bo', slotName: 'Slot 2', winner: null })
    assert.lengthOf(await AuditLog.query().where('action', 'tournament.winner'), 7)
  })

  test('refuses slot {0} with "{2}"')
    .with(
      () =>
        [
          ['with no player yet', 10, en(BRACKET_MESSAGES.noPlayer)],
          ['whose match is decided', 1, en(BRACKET_MESSAGES.decided)],
          ['whose opponent is not known', 'semi', en(BRACKET_MESSAGES.noOpponent)],
          ['15, the champion', 15, en(BRACKET_MESSAGES.notPlayable)],
          ['16, outside the bracket', 16, en(M.slot)],
          ['"two", not a number', 'two', en(M.slot)],
        ] as const
    )
    .run(async ({ client, assert }, [, slot, message]) => {
      const admin = await createUser({ admin: true })
      await saveEntrants(client, admin)
      await markWinner(client, admin, 2)
      const before = await publicSlots(client)
      // slot 9 holds the winner of 1-2 now; its opponent (slot 10) is still unknown
      const target = slot === 'semi' ? 9 : slot
      const response = await markWinner(client, admin, target)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      const after = await publicSlots(client)
      assert.deepEqual([...after.values()], [...before.values()])
    })

  test('renaming an entrant keeps their results', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveEntrants(client, admin)
    await markWinner(client, admin, 1)
    await markWinner(client, admin, 3)
    await markWinner(client, admin, 9)

    const renamed = ENTRANTS.map((e) => (e.username === 'Ava' ? { username: 'Ava2', slot_name: 'New Slot' } : e))
    const response = await saveEntrants(client, admin, { entrants: renamed })
    response.assertStatus(200)
    const slots = await publicSlots(client)
    for (const id of [1, 9, 13]) assert.equal(slots.get(id)!.username, 'Ava2')
    assert.equal(slots.get(13)!.slotName, 'New Slot')
    assert.isTrue(slots.get(1)!.winner)
    assert.isTrue(slots.get(9)!.winner)
  })

  test('reset clears the results and keeps the entrants', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveEntrants(client, admin)
    await markWinner(client, admin, 1)
    const response = await jsonAs(client, admin).post(urlFor('admin_api.tournament.reset'))
    response.assertStatus(200)
    response.assertBodyContains({ message: en(TOURNAMENT_MESSAGES.reset) })
    const slots = await publicSlots(client)
    assert.equal(slots.get(1)!.username, 'Ava')
    assert.isNull(slots.get(1)!.winner)
    assert.isNull(slots.get(2)!.winner)
    assert.isNull(slots.get(9)!.username)
    const audit = await AuditLog.findByOrFail('action', 'tournament.reset')
    assert.equal(audit.actorId, admin.id)
  })

  test('winner and reset need a tournament', async ({ client }) => {
    const admin = await createUser({ admin: true })
    for (const url of [urlFor('admin_api.tournament.winner'), urlFor('admin_api.tournament.reset')]) {
      const response = await jsonAs(client, admin).post(url, { slot: 1 })
      response.assertStatus(422)
      response.assertBodyContains({ message: en(TOURNAMENT_MESSAGES.none) })
    }
  })

  test('refuses entrants {0} with "{2}"')
    .with([
      ['short of 8', { entrants: ENTRANTS.slice(0, 7) }, en(M.entrants)],
      [
        'with a blank name',
        { entrants: ENTRANTS.map((e, i) => (i === 3 ? { ...e, username: ' ' } : e)) },
        en(M.username),
      ],
      [
        'with a name twice',
        { entrants: ENTRANTS.map((e, i) => (i === 7 ? { ...e, username: 'ava' } : e)) },
        en(TOURNAMENT_MESSAGES.duplicate),
      ],
      ['without a tournament name', { name: '' }, en(M.name)],
      ['with a negative prize', { prize: -1 }, en(M.prize)],
    ] as const)
    .run(async ({ client, assert }, [, change, message]) => {
      const admin = await createUser({ admin: true })
      const response = await saveEntrants(client, admin, change)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      assert.lengthOf(await Tournament.all(), 0)
      assert.lengthOf(await AuditLog.all(), 0)
    })
})
