import { jsonAs, openAdminPageAsNewAdmin } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { FAKE_PNG, TINY_PNG, resetWithFakeUploads } from '#tests/helpers/fakes/images'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory from '#models/leaderboard_history'
import AuditLog from '#models/audit_log'
import { dbTimestamp } from '#infra/db/time'
import { LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboards'
import type User from '#models/user'
import type { ApiClient } from '@japa/api-client'
import { en } from '#tests/helpers/i18n/english'

type Client = InstanceType<typeof ApiClient>

const putSettings = (client: Client, admin: User, provider: string, body: object) =>
  jsonAs(client, admin).put(urlFor('admin_api.leaderboards.settings', { provider })).json(body)

/** A multipart upload to one of the two Celsius image routes */
function upload(client: Client, admin: User, route: 'image' | 'winner_image', file: Buffer, date?: string) {
  const request = jsonAs(client, admin).post(urlFor(`admin_api.leaderboards.${route}`))
  if (date !== undefined) request.field('date', date)
  return request.file('image', file, { filename: 'upload.png', contentType: 'image/png' })
}

const settingOf = (provider: string) => LeaderboardSetting.query().where('provider', provider).firstOrFail()

async function auditCount(action: string) {
  const rows = await AuditLog.query().where('action', action)
  return rows.length
}

test.group('Admin leaderboards / the page and the settings of each provider', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the page gets every provider setting and its statistics', async ({ client, assert }) => {
    const { settings, stats } = await openAdminPageAsNewAdmin(client, 'leaderboard')
    assert.deepEqual(
      settings.map((s: any) => s.provider),
      ['celsius', 'skinfans', 'xfun', 'hypedrop', 'points']
    )
    assert.properties(settings[0], ['enabled', 'prize', 'start_date', 'end_date', 'auto_restart'])
    // the points race counts the users who earned points this month (the demo grants)
    const earners = await db
      .from('point_transactions')
      .whereIn('reason', ['accrual', 'admin'])
      .countDistinct('user_id as total')
    const points = stats.find((s: any) => s.provider === 'points')
    assert.equal(points.current.participants, Number(earners[0].total))
    assert.isAbove(points.current.participants, 0)
    const celsius = stats.find((s: any) => s.provider === 'celsius')
    assert.equal(celsius.current.participants, 40)
    assert.lengthOf(celsius.history, 3)
    assert.equal(celsius.history[0].entries_count, 30)
  })

  test('saves the settings, answers the leaderboard, audits, and the public board changes', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    // a visit first, so the board is cached: the write must rebuild it
    const cached = await client.get(urlFor('leaderboard', {}, { qs: { l: 'xfun' } })).withInertia()
    assert.equal((cached.inertiaProps as any).board.prize, 10000)
    const start = DateTime.utc().startOf('day').minus({ days: 2 })
    const end = start.plus({ days: 20 })
    const response = await putSettings(client, admin, 'xfun', {
      prize: 12345,
      start_date: start.toISO(),
      end_date: end.toISO(),
      auto_restart: false,
      enabled: false,
    })
    response.assertStatus(200)
    const { leaderboard } = response.body()
    assert.equal(leaderboard.provider, 'xfun')
    assert.equal(leaderboard.prize, 12345)
    assert.equal(leaderboard.start_date, start.toISO())
    assert.equal(leaderboard.end_date, end.toISO())
    assert.isFalse(leaderboard.auto_restart)
    assert.isFalse(leaderboard.enabled)

    const stored = await settingOf('xfun')
    assert.equal(stored.prize, 12345)
    assert.isFalse(stored.autoRestart)
    assert.equal(stored.endDate.toMillis(), end.toMillis())

    const audit = await AuditLog.query().where('action', 'leaderboard.settings.update').firstOrFail()
    assert.equal(audit.actorId, admin.id)
    assert.equal((audit.before as any).prize, 10000)
    assert.equal((audit.after as any).prize, 12345)

    const board = await client.get(urlFor('leaderboard', {}, { qs: { l: 'xfun' } })).withInertia()
    const xfun = (board.inertiaProps as any).board
    assert.equal(xfun.prize, 12345)
    assert.equal(xfun.end_date, end.toISO())
    assert.isFalse(xfun.enabled)
    // the standings followed the corrected start, and their prizes come from the new pool
    assert.isAbove(xfun.leaderboard.length, 0)
    assert.equal(xfun.leaderboard[0].prize, Math.floor(12345 * 0.4))
  })

  test('one field alone changes only that field', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const before = await settingOf('celsius')
    const response = await putSettings(client, admin, 'celsius', { enabled: false })
    response.assertStatus(200)
    assert.isFalse(response.body().leaderboard.enabled)
    const after = await settingOf('celsius')
    assert.isFalse(after.enabled)
    assert.equal(after.prize, before.prize)
    assert.equal(after.endDate.toMillis(), before.endDate.toMillis())
  })

  test('takes a full date, a date-time without seconds and one with an offset')
    .with([
      ['2099-12-31', '2099-12-31T00:00:00.000Z'],
      ['2099-12-31T18:30', '2099-12-31T18:30:00.000Z'],
      ['2099-12-31T20:30:00+02:00', '2099-12-31T18:30:00.000Z'],
    ] as const)
    .run(async ({ client, assert }, [sent, stored]) => {
      const admin = await createUser({ admin: true })
      const response = await putSettings(client, admin, 'skinfans', { end_date: sent })
      response.assertStatus(200)
      const setting = await settingOf('skinfans')
      assert.equal(setting.endDate.toUTC().toISO(), stored)
    })

  test('refuses {0} with "{2}" and changes nothing')
    .with([
      ['a prize below 0', { prize: -1 }, en(M.prizeMin)],
      ['a prize with cents', { prize: 10.5 }, en(M.prizeWhole)],
      ['a prize that is not a number', { prize: 'lots' }, en(M.prizeWhole)],
      ['an empty prize', { prize: '' }, en(M.prizeWhole)],
      ['an empty end date', { end_date: '' }, en(M.invalidDate)],
      ['a start date sent as null', { start_date: null }, en(M.invalidDate)],
      ['an empty enabled flag', { enabled: '' }, en(M.notBoolean)],
      ['an auto restart flag sent as null', { auto_restart: null }, en(M.notBoolean)],
      ['every setting sent empty', { prize: '', enabled: '', end_date: '' }, en(M.prizeWhole)],
      ['an enabled flag that is not on or off', { enabled: 'maybe' }, en(M.notBoolean)],
      [
        'an end before the start',
        { start_date: '2026-05-10T12:00:00.000Z', end_date: '2026-05-01T12:00:00.000Z' },
        en(M.endAfterStart),
      ],
      ['an end equal to the start', { end_date: 'START' }, en(M.endAfterStart)],
      ['a date that is not a date', { start_date: '2026-13-45T99:00' }, en(M.invalidDate)],
      ['a bare year as the end date', { end_date: '3914' }, en(M.invalidDate)],
      ['a week date as the end date', { end_date: '2026-W48-1' }, en(M.invalidDate)],
      ['a date without its day', { end_date: '2026-11' }, en(M.invalidDate)],
      ['an empty change', {}, en(M.nothingToChange)],
    ] as const)
    .run(async ({ client, assert }, [, payload, message]) => {
      const admin = await createUser({ admin: true })
      const before = await settingOf('skinfans')
      const body: Record<string, unknown> = { ...payload }
      if (body.end_date === 'START') body.end_date = before.startDate.toUTC().toISO()
      const response = await putSettings(client, admin, 'skinfans', body)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      const after = await settingOf('skinfans')
      assert.equal(after.prize, before.prize)
      assert.equal(after.startDate.toMillis(), before.startDate.toMillis())
      assert.equal(after.endDate.toMillis(), before.endDate.toMillis())
      assert.equal(await auditCount('leaderboard.settings.update'), 0)
    })

  test('an end date before the stored start is refused too', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const before = await settingOf('hypedrop')
    const response = await putSettings(client, admin, 'hypedrop', {
      end_date: before.startDate.minus({ hours: 1 }).toISO(),
    })
    response.assertStatus(422)
    response.assertBodyContains({ message: en(M.endAfterStart) })
  })

  test('an unknown provider is refused with 404', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await putSettings(client, admin, 'skinrave', { prize: 100 })
    response.assertStatus(404)
    response.assertBodyContains({ message: en(M.unknownProvider) })
    assert.lengthOf(await LeaderboardSetting.query().where('provider', 'skinrave'), 0)
  })

  test('a write from another site is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await client
      .put(urlFor('admin_api.leaderboards.settings', { provider: 'celsius' }))
      .loginAs(admin)
      .crossSite()
      .accept('json')
      .json({ prize: 1 })
      .redirects(0)
    assert.equal(response.status(), 403)
    const setting = await settingOf('celsius')
    assert.notEqual(setting.prize, 1)
  })

  test('a new start after the period ended archives the ended period first', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const setting = await settingOf('celsius')
    // the current demo period, made to have ended yesterday
    const ended = DateTime.utc().startOf('hour').minus({ days: 1 })
    setting.endDate = ended
    await setting.save()

    const response = await putSettings(client, admin, 'celsius', {
      start_date: ended.toISO(),
      end_date: ended.plus({ months: 1 }).toISO(),
      prize: 9,
    })
    response.assertStatus(200)

    const archived = await LeaderboardHistory.query()
      .where('provider', 'celsius')
      .where('end_date', dbTimestamp(db.connection(), ended))
      .firstOrFail()
    assert.lengthOf(archived.entries, 40)
    assert.equal(archived.prize, 2500)
  })
})

test.group('Admin leaderboards / celsius image uploads', (group) => {
  group.each.setup(() => resetWithFakeUploads(resetToDemoSite))

  test('the leaderboard image is stored and set on the celsius settings', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const cached = await client.get(urlFor('leaderboard')).withInertia()
    assert.isNull((cached.inertiaProps as any).board.image)
    const response = await upload(client, admin, 'image', TINY_PNG)
    response.assertStatus(200)
    response.assertBodyContains({ message: 'Image uploaded successfully' })
    const setting = await settingOf('celsius')
    assert.match(setting.image!, /\/leaderboards\/[\w-]+_1x1\.webp$/)
    assert.equal(response.body().image, setting.image)
    assert.equal(await auditCount('leaderboard.image.update'), 1)

    const board = await client.get(urlFor('leaderboard')).withInertia()
    const celsius = (board.inertiaProps as any).board
    assert.equal(celsius.image, setting.image)
  })

  test('a file that is not an image is refused and nothing changes', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await upload(client, admin, 'image', FAKE_PNG)
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Please select an image file' })
    const setting = await settingOf('celsius')
    assert.isNull(setting.image)
    assert.equal(await auditCount('leaderboard.image.update'), 0)
  })

  test('no file at all is refused', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).post(urlFor('admin_api.leaderboards.image'))
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Please select an image file' })
  })

  test('the winner image goes to the competition that ended on the given date', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const histories = await LeaderboardHistory.query().where('provider', 'celsius').orderBy('end_date', 'asc')
    const oldest = histories[0]
    const date = oldest.endDate.toUTC().toISODate()!
    const cached = await client.get(urlFor('leaderboard')).withInertia()
    const before = (cached.inertiaProps as any).board.history.find((h: any) => h.id === oldest.id)
    assert.isNull(before.winner_image)
    const response = await upload(client, admin, 'winner_image', TINY_PNG, date)
    response.assertStatus(200)
    response.assertBodyContains({ message: 'Image uploaded successfully' })
    await oldest.refresh()
    assert.match(oldest.winnerImage!, /\/leaderboards\/[\w-]+_1x1\.webp$/)
    for (const other of histories.slice(1)) {
      await other.refresh()
      assert.isNull(other.winnerImage)
    }
    assert.equal(await auditCount('leaderboard.winner_image.update'), 1)

    // the public board's history card carries it
    const board = await client.get(urlFor('leaderboard')).withInertia()
    const celsius = (board.inertiaProps as any).board
    const card = celsius.history.find((h: any) => h.id === oldest.id)
    assert.equal(card.winner_image, oldest.winnerImage)
  })

  test('without a date the winner image goes to the latest competition', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await upload(client, admin, 'winner_image', TINY_PNG)
    response.assertStatus(200)
    const latest = await LeaderboardHistory.query()
      .where('provider', 'celsius')
      .orderBy('end_date', 'desc')
      .firstOrFail()
    assert.isNotNull(latest.winnerImage)
  })

  test('refuses a winner image with {0}')
    .with([
      ['a date no competition ended on', '1999-01-01', 'No Celsius leaderboard ended on 1999-01-01'],
      ['a date in another format', '01.02.2026', en(M.winnerDateFormat)],
      ['an impossible date', '2026-02-31', en(M.winnerDateFormat)],
    ] as const)
    .run(async ({ client, assert }, [, date, message]) => {
      const admin = await createUser({ admin: true })
      const response = await upload(client, admin, 'winner_image', TINY_PNG, date)
      response.assertStatus(422)
      response.assertBodyContains({ message })
      const withImage = await LeaderboardHistory.query().whereNotNull('winner_image')
      assert.lengthOf(withImage, 0)
    })

  test('a winner image that is not an image is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await upload(client, admin, 'winner_image', FAKE_PNG)
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Please select an image file' })
    assert.lengthOf(await LeaderboardHistory.query().whereNotNull('winner_image'), 0)
  })

  test('with no finished competition the winner image is refused', async ({ client }) => {
    const admin = await createUser({ admin: true })
    await LeaderboardHistory.query().delete()
    const response = await upload(client, admin, 'winner_image', TINY_PNG)
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'There is no finished Celsius leaderboard to attach a winner image to',
    })
  })
})
