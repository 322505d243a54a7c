import { createHash } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import BonusHunt from '#models/bonus_hunt'
import HuntSlot from '#models/hunt_slot'
import db from '@adonisjs/lucid/services/db'
import { redactDeletedUserFromHunts } from '#services/hunt/hunt_record'
import { publicDataChanged } from '#infra/live/public_cache'
import { DELETED_USER_LABEL } from '#shared/deleted_user'

type Client = InstanceType<typeof ApiClient>

/** The hand-computed fixture: start 100, bets 1 + 2 + 1 = 4, payouts 50 + 10 + 0 = 60 */
const FIXTURE = [
  { slot_name: 'Gates of Olympus', bet_size: 1, payout: 50 },
  { slot_name: 'Sweet Bonanza', bet_size: 2, payout: 10 },
  { slot_name: 'Mental', bet_size: 1, payout: 0 },
]

/** A new hunt with the fixture's bonuses, paid out; finished unless `finish` is false */
async function playFixture(client: Client, title = 'Fixture Hunt', finish = true) {
  const api = await startNewHunt(client, title, 100)
  for (const bonus of FIXTURE) {
    const added = await api.post(urlFor('admin_api.hunt.slots.add'), {
      slot_name: bonus.slot_name,
      bet_size: bonus.bet_size,
    })
    added.assertStatus(200)
    const slots = added.body().hunt.slots
    const id = slots[slots.length - 1].id
    const paid = await api.put(urlFor('admin_api.hunt.slots.payout', { id }), { amount: bonus.payout })
    paid.assertStatus(200)
  }
  if (finish) await api.post(urlFor('admin_api.hunt.finish')).then((r) => r.assertStatus(200))
  return { api, hunt: await BonusHunt.query().where('title', title).firstOrFail() }
}

const page = async (client: Client, url: string) => {
  const response = await client.get(url).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as any
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

test.group('Hunt history / finished hunts kept', (group) => {
  group.each.setup(() => resetToDemoSite())
  auditPointsAfterEach(group)

  test('a finished hunt is frozen: its digest is the SHA-256 of its canonical record', async ({ client, assert }) => {
    const { hunt } = await playFixture(client)
    assert.match(hunt.recordSha256!, /^[0-9a-f]{64}$/)
    const props = await page(client, urlFor('bonus_hunt.finished', { id: hunt.id }))
    const { canonical, sha256: digest, format } = props.record
    assert.equal(format, 'bonus-hunt/1')
    // recomputed outside the app: node:crypto over the published text
    assert.equal(sha256(canonical), digest)
    assert.equal(digest, hunt.recordSha256)
    const record = JSON.parse(canonical)
    assert.equal(record.hunt_id, hunt.id)
    assert.equal(record.starting_balance, '100.00')
    assert.equal(record.total_won, '60.00')
    assert.deepEqual(
      record.bonuses.map((b: any) => [b.position, b.slot, b.bet_size, b.payout]),
      [
        [1, 'Gates of Olympus', '1.00', '50.00'],
        [2, 'Sweet Bonanza', '2.00', '10.00'],
        [3, 'Mental', '1.00', '0.00'],
      ]
    )
    // canonical: keys sorted, no whitespace
    assert.equal(canonical, JSON.stringify(sortKeys(record)))
    // the read-only view is the hunt page's, finished
    assert.equal(props.hunt.status, 'finished')
    assert.lengthOf(props.hunt.slots, 3)
  })

  test('guesses are public and committed by name in the record', async ({ client, assert }) => {
    const api = await startNewHunt(client, 'Guessed Hunt', 100)
    const added = await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Mental', bet_size: 1 })
    const id = added.body().hunt.slots[0].id
    await api.post(urlFor('admin_api.hunt.guessing'), { open: true })
    const near = await createUser({ username: 'NearGuess' })
    const far = await createUser({ username: 'FarGuess' })
    for (const [user, amount] of [
      [far, 500],
      [near, 40],
    ] as const) {
      const guessed = await jsonAs(client, user).post(urlFor('economy.hunt_guess'), { amount })
      guessed.assertStatus(200)
    }
    await api.put(urlFor('admin_api.hunt.slots.payout', { id }), { amount: 42 })
    await api.post(urlFor('admin_api.hunt.finish')).then((r) => r.assertStatus(200))
    const hunt = await BonusHunt.query().where('title', 'Guessed Hunt').firstOrFail()
    const props = await page(client, urlFor('bonus_hunt.finished', { id: hunt.id }))
    assert.deepEqual(
      props.hunt.guessing.guesses.map((g: any) => g.username),
      ['NearGuess', 'FarGuess']
    )
    const record = JSON.parse(props.record.canonical)
    const names = props.record.names as [string, string][]
    assert.deepEqual(
      names.map(([name]) => name),
      ['NearGuess', 'FarGuess']
    )
    record.guesses.forEach((guess: any, i: number) => {
      assert.equal(guess.rank, i + 1)
      assert.equal(guess.name_commit, sha256(`${names[i][1]}:${names[i][0]}`))
    })
    assert.equal(sha256(props.record.canonical), props.record.sha256)
  })

  test("a deleted guesser's name leaves the record; its text and digest stay", async ({ client, assert }) => {
    const api = await startNewHunt(client, 'Redacted Hunt', 100)
    const added = await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Mental', bet_size: 1 })
    await api.post(urlFor('admin_api.hunt.guessing'), { open: true })
    const leaver = await createUser({ username: 'LeavingSoon' })
    await jsonAs(client, leaver)
      .post(urlFor('economy.hunt_guess'), { amount: 5 })
      .then((r) => r.assertStatus(200))
    await api.put(urlFor('admin_api.hunt.slots.payout', { id: added.body().hunt.slots[0].id }), { amount: 5 })
    await api.post(urlFor('admin_api.hunt.finish')).then((r) => r.assertStatus(200))
    const hunt = await BonusHunt.query().where('title', 'Redacted Hunt').firstOrFail()
    const before = await page(client, urlFor('bonus_hunt.finished', { id: hunt.id }))
    await db.transaction((trx) => redactDeletedUserFromHunts(trx, 'LeavingSoon'))
    await publicDataChanged('hunt')
    const after = await page(client, urlFor('bonus_hunt.finished', { id: hunt.id }))
    assert.deepEqual(after.record.names, [[DELETED_USER_LABEL, null]])
    assert.equal(after.record.canonical, before.record.canonical)
    assert.equal(sha256(after.record.canonical), before.record.sha256)
  })

  test('the history lists finished hunts newest first with their results and guess winner', async ({
    client,
    assert,
  }) => {
    await playFixture(client, 'Older Hunt')
    await playFixture(client, 'Newer Hunt')
    const { history } = await page(client, urlFor('bonus_hunt.history'))
    const titles = history.hunts.map((h: any) => h.title)
    assert.deepEqual(titles.slice(0, 2), ['Newer Hunt', 'Older Hunt'])
    const newest = history.hunts[0]
    assert.equal(newest.starting_balance, 100)
    assert.equal(newest.stats.bonuses, 3)
    assert.equal(newest.stats.total_won, 60)
    assert.equal(newest.stats.profit, -40)
    assert.equal(newest.stats.best.multi, 50)
    assert.isNull(newest.guess_winner)
    assert.match(newest.sha256, /^[0-9a-f]{64}$/)
    assert.equal(history.page, 1)
  })

  test('the history is paginated: ?page=2 holds the older hunts', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await BonusHunt.query().delete()
    for (let i = 1; i <= 23; i++) {
      const hunt = await BonusHunt.create({ title: `Hunt ${i}`, startingBalance: 10, status: 'finished' })
      await hunt.merge({ finishedAt: hunt.createdAt.plus({ minutes: i }) }).save()
      await HuntSlot.create({ bonusHuntId: hunt.id, position: 1, slotName: 'Mental', betSize: 1, amount: i })
    }
    void admin
    const first = await page(client, urlFor('bonus_hunt.history')).then((r) => r.history)
    assert.equal(first.pages, 2)
    assert.equal(first.hunts[0].title, 'Hunt 23')
    assert.lengthOf(first.hunts, 20)
    const second = await page(client, `${urlFor('bonus_hunt.history')}?page=2`).then((r) => r.history)
    assert.deepEqual(
      second.hunts.map((h: any) => h.title),
      ['Hunt 3', 'Hunt 2', 'Hunt 1']
    )
  })

  test('a live hunt or an unknown id is not a finished hunt page', async ({ client }) => {
    await startNewHunt(client, 'Still Live', 100)
    const live = await BonusHunt.query().where('status', 'live').firstOrFail()
    await client.get(urlFor('bonus_hunt.finished', { id: live.id })).then((r) => r.assertStatus(404))
    await client.get(urlFor('bonus_hunt.finished', { id: 999_999 })).then((r) => r.assertStatus(404))
  })
})

test.group('Hunt statistics / computed by the database', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the hunt page and the history carry the hand-computed figures', async ({ client, assert }) => {
    await playFixture(client, 'Stats Hunt', false)
    const { stats } = await page(client, urlFor('bonus_hunt'))
    assert.deepEqual(
      {
        bonuses: stats.bonuses,
        opened: stats.opened,
        total_bet: stats.total_bet,
        total_won: stats.total_won,
        profit: stats.profit,
        avg_multi: stats.avg_multi,
        break_even_multi: stats.break_even_multi,
      },
      {
        bonuses: 3,
        opened: 3,
        total_bet: 4,
        total_won: 60,
        profit: -40,
        // (50 + 5 + 0) / 3
        avg_multi: 18.33,
        // 100 / 4
        break_even_multi: 25,
      }
    )
    assert.deepEqual(stats.best, { slot_name: 'Gates of Olympus', bet_size: 1, amount: 50, multi: 50 })
    assert.deepEqual(stats.worst, { slot_name: 'Mental', bet_size: 1, amount: 0, multi: 0 })
  })
})

function sortKeys(value: any): any {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])])
    )
  return value
}
