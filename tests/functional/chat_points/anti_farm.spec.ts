import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'
import { chat, postKickEvent, resetForKickWebhooks, signed, streamStatus } from '#tests/helpers/fakes/kick'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { windowStart } from '#services/chat_points/chat_activity'
import { dbTimestamp } from '#infra/db/time'
import { DEFAULT_CHAT_POINTS_DAILY_CAP } from '#config/chat_points'
import { POINTS } from '#shared/points'
import User from '#models/user'
import { runNode } from '#tests/helpers/processes/node_process'

async function linkedUser(kickId: string) {
  const user = await createUser()
  await User.query()
    .where('id', user.id)
    .update({ kick_id: kickId, kick_username: `k${kickId}` })
  return user
}

/** Kick ids active in the current window */
async function activeNow() {
  const client = db.connection()
  const rows = await db
    .from('chat_activities')
    .where('window_start', dbTimestamp(client, windowStart(DateTime.utc())))
    .select('kick_user_id')
  return rows.map((row) => row.kick_user_id).sort()
}

/** Marks a Kick user active in the window starting at `start` (as the webhook would) */
async function activeIn(kickId: string, start: DateTime) {
  const client = db.connection()
  await client
    .insertQuery()
    .table('chat_activities')
    .insert({ kick_user_id: kickId, window_start: dbTimestamp(client, start) })
}

test.group('Chat points / anti-farm windows', (group) => {
  group.each.setup(() => resetForKickWebhooks({ KICK_BOT_TOKEN: undefined }))

  async function say(client: ApiClient, userId: number, content: string, username = `k${userId}`) {
    const response = await postKickEvent(client, signed('chat.message.sent', chat(userId, username, 1, content)))
    response.assertStatus(200)
  }

  test('emote-only, command-only and repeated messages do not count; a genuine one does', async ({
    client,
    assert,
  }) => {
    await postKickEvent(client, signed('livestream.status.updated', streamStatus()))
    await say(client, 11, '[emote:37226:KEKW]')
    await say(client, 11, '[emote:37226:KEKW]  [emote:39261:kkHuh] ')
    await say(client, 12, '!points')
    await say(client, 12, '!join giveaway')
    await say(client, 13, 'gl on the bonus!')
    await say(client, 777, 'I am a bot with a real sentence')
    assert.deepEqual(await activeNow(), ['13'])

    // a repeat of the previous message (case and spaces aside) does not count in a new window
    await db.from('chat_activities').delete()
    await say(client, 13, '  GL on the   bonus! ')
    assert.deepEqual(await activeNow(), [])
    // ...but a message with text around an emote does, and so does a genuine new message
    await say(client, 11, 'that hit [emote:37226:KEKW]')
    await say(client, 13, 'what a hit')
    assert.deepEqual(await activeNow(), ['11', '13'])
  })

  test('a message repeated after a different one counts again', async ({ client, assert }) => {
    await postKickEvent(client, signed('livestream.status.updated', streamStatus()))
    await say(client, 21, 'lets go')
    await db.from('chat_activities').delete()
    await say(client, 21, 'lets go')
    assert.deepEqual(await activeNow(), [])
    await say(client, 21, 'nice')
    await db.from('chat_activities').delete()
    await say(client, 21, 'lets go')
    assert.deepEqual(await activeNow(), ['21'])
  })

  test('messages while offline count for nothing, even genuine ones', async ({ client, assert }) => {
    await say(client, 31, 'hello chat')
    assert.deepEqual(await activeNow(), [])
  })
})

test.group('Chat points / daily cap and accrual history', (group) => {
  group.each.setup(() => resetDatabase())

  test('the daily cap limits the points of a UTC day; the next day earns again', async ({ assert, cleanup }) => {
    cleanup(withEnv({ CHAT_POINTS_DAILY_CAP: '10' }))
    const user = await linkedUser('4242')
    const day = DateTime.utc().minus({ days: 2 }).startOf('day')
    for (const minutes of [0, 10, 20]) await activeIn('4242', day.plus({ minutes }))
    await activeIn('4242', day.plus({ days: 1 }))

    const result = await accrueClosedWindows()
    assert.deepEqual(result, { windows: 4, credited: 3 })
    await user.refresh()
    assert.equal(user.balance, 10 + POINTS.perWindow)
    const ledger = await db.from('point_transactions').where('user_id', user.id).orderBy('id').select('delta', 'reason')
    assert.deepEqual(ledger, [
      { delta: 6, reason: 'accrual' },
      { delta: 4, reason: 'accrual' },
      { delta: 6, reason: 'accrual' },
    ])
    // each credited window once, even when the accrual runs again
    assert.deepEqual(await accrueClosedWindows(), { windows: 0, credited: 0 })
  })

  test('the default cap applies without CHAT_POINTS_DAILY_CAP, and 0 means no cap', async ({ assert, cleanup }) => {
    const windows = Math.ceil(DEFAULT_CHAT_POINTS_DAILY_CAP / POINTS.perWindow) + 2
    const day = DateTime.utc().minus({ days: 3 }).startOf('day')
    const capped = await linkedUser('1001')
    for (let i = 0; i < windows; i++) await activeIn('1001', day.plus({ minutes: 10 * i }))
    cleanup(withEnv({ CHAT_POINTS_DAILY_CAP: undefined }))
    await accrueClosedWindows()
    await capped.refresh()
    assert.equal(capped.balance, DEFAULT_CHAT_POINTS_DAILY_CAP)

    const uncapped = await linkedUser('1002')
    const nextDay = day.plus({ days: 1 })
    for (let i = 0; i < windows; i++) await activeIn('1002', nextDay.plus({ minutes: 10 * i }))
    cleanup(withEnv({ CHAT_POINTS_DAILY_CAP: '0' }))
    await accrueClosedWindows()
    await uncapped.refresh()
    assert.equal(uncapped.balance, windows * POINTS.perWindow)
  })

  test('a CHAT_POINTS_DAILY_CAP that is not a whole number stops the boot: {$self}')
    // the process stops before it opens a database: npm test runs it once (scripts/test.mjs)
    .tags(['@engine_independent'], 'append')
    .with(['abc', '-3', '2.5'])
    .run(async ({ assert }, value) => {
      const result = await runNode(['ace', 'kick:subscribe'], {
        env: { CHAT_POINTS_DAILY_CAP: value },
      })
      assert.notEqual(result.code, 0)
      assert.include(
        result.stdout + result.stderr,
        'CHAT_POINTS_DAILY_CAP must be a whole number of points (0 = no cap)'
      )
    })

  test('an admin sees a user’s accruals with their windows; others cannot', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const user = await linkedUser('4242')
    const start = DateTime.utc().minus({ hours: 1 })
    const window = windowStart(start)
    await activeIn('4242', window)
    await accrueClosedWindows()

    const response = await client.get(urlFor('admin_api.users.accruals', { id: user.id })).loginAs(admin)
    response.assertStatus(200)
    const [entry] = response.body().accruals
    assert.lengthOf(response.body().accruals, 1)
    assert.equal(entry.points, POINTS.perWindow)
    assert.equal(entry.balance_after, POINTS.perWindow)
    assert.equal(entry.window_start, window.toISO())
    assert.equal(entry.window_end, window.plus({ minutes: POINTS.windowMinutes }).toISO())

    const denied = await client.get(urlFor('admin_api.users.accruals', { id: user.id })).loginAs(user)
    denied.assertStatus(403)
    const missing = await client.get(urlFor('admin_api.users.accruals', { id: 999999 })).loginAs(admin)
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'User not found')
  })
})
