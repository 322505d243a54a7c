import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import LeaderboardEntry from '#models/leaderboard_entry'
import LeaderboardHistory from '#models/leaderboard_history'
import LeaderboardSetting from '#models/leaderboard_setting'
import Milestone from '#models/milestone'
import MilestoneClaim from '#models/milestone_claim'
import HuntSlot from '#models/hunt_slot'
import BracketSlot from '#models/bracket_slot'

test.group('Public pages / props follow the database', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the home teaser is the celsius board: its prize, end date and top 3', async ({ client, assert }) => {
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    setting.prize = 4321
    await setting.save()
    const entry = await LeaderboardEntry.query().where('provider', 'celsius').orderBy('wagered', 'asc').firstOrFail()
    entry.wagered = 9_999_999
    await entry.save()

    const response = await client.get(urlFor('home')).withInertia()
    const { teaser, now } = response.inertiaProps
    assert.equal(teaser.provider, 'celsius')
    assert.equal(teaser.prize, 4321)
    assert.equal(teaser.end_date, setting.endDate.toUTC().toISO())
    assert.lengthOf(teaser.leaderboard, 3)
    assert.equal(teaser.leaderboard[0].username, entry.username)
    assert.lengthOf(teaser.history, 0)
    assert.closeTo(Date.parse(now), Date.now(), 60_000)
  })

  test('leaderboard history cards are summaries (date, top 3, prize); the full table on demand', async ({
    client,
    assert,
  }) => {
    const history = await LeaderboardHistory.query()
      .where('provider', 'celsius')
      .orderBy('end_date', 'desc')
      .firstOrFail()
    history.winnerImage = '/uploads/winners/oct.png'
    await history.save()

    const response = await client.get(urlFor('leaderboard')).withInertia()
    const card = response.inertiaProps.board.history[0]
    assert.deepEqual(Object.keys(card).sort(), ['end_date', 'id', 'prize', 'start_date', 'top', 'winner_image'])
    assert.equal(card.id, history.id)
    assert.equal(card.prize, history.prize)
    assert.equal(card.winner_image, '/uploads/winners/oct.png')
    assert.deepEqual(card.top, history.winners.slice(0, 3))
    assert.isString(response.inertiaProps.now)

    const full = await client.get(urlFor('leaderboards.public.history', { provider: 'celsius', id: history.id }))
    full.assertStatus(200)
    assert.deepEqual(full.body().entries, history.winners)
    assert.deepEqual(full.body().leaderboard, history.entries)
    assert.equal(full.body().winner_image, '/uploads/winners/oct.png')

    // another board's id, or none at all, is not found
    const wrongBoard = await client.get(urlFor('leaderboards.public.history', { provider: 'xfun', id: history.id }))
    wrongBoard.assertStatus(404)
    assert.deepEqual(wrongBoard.body(), { message: 'Leaderboard history not found', error: ERROR_CODES.notFound })
    const unknownProvider = await client.get(
      urlFor('leaderboards.public.history', { provider: 'nope', id: history.id })
    )
    unknownProvider.assertStatus(404)
  })

  test('a board past its end date is sent with that end date (the page shows it ended)', async ({ client, assert }) => {
    const ended = DateTime.utc().minus({ hours: 1 })
    await LeaderboardSetting.query().where('provider', 'hypedrop').update({ end_date: ended.toSQL() })
    const response = await client.get(urlFor('leaderboard', {}, { qs: { l: 'hypedrop' } })).withInertia()
    const hypedrop = response.inertiaProps.board
    assert.isBelow(Date.parse(hypedrop.end_date), Date.parse(response.inertiaProps.now))
  })

  test('milestones carry the visitor’s own open claims only', async ({ client, assert }) => {
    const me = await createUser({ celsiusUsername: 'Me' })
    const other = await createUser({ celsiusUsername: 'Other' })
    const [first, second] = await Milestone.query().orderBy('wager_required').limit(2)
    await MilestoneClaim.createMany([
      { userId: me.id, milestoneId: first.id, status: 'pending', celsiusUsername: 'Me' },
      { userId: me.id, milestoneId: second.id, status: 'rejected', celsiusUsername: 'Me' },
      { userId: other.id, milestoneId: second.id, status: 'approved', celsiusUsername: 'Other' },
    ])

    const mine = await client.get(urlFor('milestones')).loginAs(me).withInertia()
    assert.deepEqual(mine.inertiaProps.claims, [{ milestone_id: first.id, status: 'pending' }])
    const guest = await client.get(urlFor('milestones')).withInertia()
    assert.deepEqual(guest.inertiaProps.claims, [])
  })

  test('the bonus hunt refresh is a partial reload of the hunt prop only', async ({ client, assert }) => {
    const slot = await HuntSlot.query().whereNull('amount').orderBy('position').firstOrFail()
    slot.amount = 50
    await slot.save()
    const response = await client.get(urlFor('bonus_hunt')).withInertiaPartialReload('bonus_hunt', ['hunt'])
    response.assertStatus(200)
    assert.includeMembers(Object.keys(response.inertiaProps), ['hunt'])
    const reloaded = response.inertiaProps.hunt.slots.find((s: { id: number }) => s.id === slot.id)
    assert.equal(reloaded.amount, 50)
  })

  test('the tournament shows the stored bracket', async ({ client, assert }) => {
    await BracketSlot.query().where('slot', 1).update({ username: 'RenamedPlayer' })
    const response = await client.get(urlFor('tournament')).withInertia()
    const slots = response.inertiaProps.tournament.slots
    assert.equal(slots[0].username, 'RenamedPlayer')
    assert.deepEqual(Object.keys(slots[0]).sort(), ['id', 'slotName', 'username', 'winner'])
  })
})
