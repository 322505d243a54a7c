import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient } from '@japa/api-client'
import { generateKeyPairSync } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import { isStreamLive } from '#services/chat_points/chat_activity'
import User from '#models/user'
import { withEnv } from '#tests/helpers/processes/env'
import {
  chat,
  CHANNEL,
  OTHER_CHANNEL,
  postKickEvent as post,
  resetForKickWebhooks,
  signed,
  streamStatus,
  type SignedEvent,
} from '#tests/helpers/fakes/kick'

test.group('Chat points / Kick webhook and accrual', (group) => {
  group.each.setup(() => resetForKickWebhooks())

  async function send(client: ApiClient, event: SignedEvent, status: number) {
    const response = await post(client, event)
    response.assertStatus(status)
    return response
  }

  test('chat while live earns 6 points per closed window, once, through the ledger', async ({ client, assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ kick_id: '4242', kick_username: 'viewer' })

    await send(client, signed('livestream.status.updated', { broadcaster: { user_id: 1 }, is_live: true }), 200)
    const message = signed('chat.message.sent', chat(4242))
    await send(client, message, 200)
    await send(client, signed('chat.message.sent', chat(4242)), 200)

    const later = DateTime.utc().plus({ minutes: 11 })
    assert.deepEqual(await accrueClosedWindows(later), { windows: 1, credited: 1 })
    assert.deepEqual(await accrueClosedWindows(later), { windows: 0, credited: 0 })

    await user.refresh()
    assert.equal(user.balance, 6)
    const ledger = await db.from('point_transactions').where('user_id', user.id)
    assert.lengthOf(ledger, 1)
    assert.equal(ledger[0].reason, 'accrual')
  })

  test('nothing is earned while offline, by bots, or by unlinked accounts', async ({ client, assert }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ kick_id: '777', kick_username: 'botrix' })
    await send(client, signed('chat.message.sent', chat(4242)), 200)
    await send(client, signed('livestream.status.updated', { broadcaster: { user_id: 1 }, is_live: true }), 200)
    await send(client, signed('chat.message.sent', chat(777, 'botrix')), 200)
    await send(client, signed('chat.message.sent', chat(5555, 'stranger')), 200)

    const result = await accrueClosedWindows(DateTime.utc().plus({ minutes: 11 }))
    assert.equal(result.credited, 0)
    await user.refresh()
    assert.equal(user.balance, 0)
  })

  test('unsigned, wrongly signed and stale events are refused and change nothing', async ({ client, assert }) => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = signed('livestream.status.updated', { is_live: true }, { key: other.privateKey })
    await send(client, forged, 401)
    const stale = signed('livestream.status.updated', { is_live: true }, { at: new Date(Date.now() - 10 * 60_000) })
    await send(client, stale, 401)
    const response = await client.post(urlFor('webhooks.kick')).json({ is_live: true })
    response.assertStatus(401)
    const live = await db.from('stream_status').first()
    assert.isNull(live)
  })

  test('a replayed message id is acknowledged and skipped', async ({ client, assert }) => {
    const event = signed(
      'livestream.status.updated',
      { broadcaster: { user_id: 1 }, is_live: true },
      { messageId: 'dup-1' }
    )
    await send(client, event, 200)
    const replay = await post(client, event)
    replay.assertStatus(200)
    replay.assertBodyContains({ message: 'duplicate' })
    const events = await db.from('kick_events').where('message_id', 'dup-1')
    assert.lengthOf(events, 1)
  })

  /** A live stream and a linked viewer, so any event that counted would show */
  async function liveWithViewer(client: ApiClient) {
    const user = await createUser()
    await User.query().where('id', user.id).update({ kick_id: '4242', kick_username: 'viewer' })
    await send(client, signed('livestream.status.updated', streamStatus()), 200)
    return user
  }

  /** After refused events: the stream is still live, its event the only one kept, no points */
  async function onlyTheStreamRecorded(assert: Assert, user: User) {
    assert.isTrue(await isStreamLive())
    assert.lengthOf(await db.from('kick_events'), 1)
    await nothingCounted(assert, user)
  }

  async function nothingCounted(assert: Assert, user: User) {
    assert.lengthOf(await db.from('chat_activities'), 0)
    const result = await accrueClosedWindows(DateTime.utc().plus({ minutes: 11 }))
    assert.equal(result.credited, 0)
    await user.refresh()
    assert.equal(user.balance, 0)
  }

  test('a signed event from another channel is ignored: no row, no points', async ({ client, assert }) => {
    const user = await liveWithViewer(client)
    const foreign = signed('chat.message.sent', chat(4242, 'viewer', OTHER_CHANNEL))
    const response = await send(client, foreign, 200)
    response.assertBodyContains({ message: 'ignored' })
    assert.isNull(await db.from('kick_events').where('message_id', foreign.headers['Kick-Event-Message-Id']).first())
    await nothingCounted(assert, user)

    // another channel going offline does not switch the streamer's stream off
    await send(client, signed('livestream.status.updated', streamStatus(false, OTHER_CHANNEL)), 200)
    assert.isTrue(await isStreamLive())
  })

  test('without KICK_BROADCASTER_ID a signed event is refused and changes nothing', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(withEnv({ KICK_BROADCASTER_ID: undefined }))
    const event = signed('livestream.status.updated', streamStatus())
    const response = await post(client, event)
    response.assertStatus(409)
    assert.include(response.body().message, 'Kick webhooks not configured')
    assert.include(response.body().message, 'KICK_BROADCASTER_ID')
    assert.lengthOf(await db.from('kick_events'), 0)
    assert.isNull(await db.from('stream_status').first())
  })

  test('a type header that does not match the signed body is refused', async ({ client, assert }) => {
    const user = await liveWithViewer(client)
    // a chat message relabelled as the stream going offline, and the reverse
    const relabelled = signed('livestream.status.updated', chat(4242))
    const response = await send(client, relabelled, 422)
    response.assertBodyContains({ message: 'Kick-Event-Type does not match the payload' })
    await send(client, signed('chat.message.sent', streamStatus(false)), 422)
    // a type the site does not act on cannot carry a chat message either
    await send(client, signed('livestream.metadata.updated', chat(4242)), 422)
    // a type the site does not act on, with its own body, is acknowledged and not recorded
    const metadata = await send(
      client,
      signed('livestream.metadata.updated', {
        broadcaster: { user_id: CHANNEL },
        metadata: { title: 'Bonus hunt', language: 'en', has_mature_content: true },
      }),
      200
    )
    metadata.assertBodyContains({ message: 'ignored' })

    await onlyTheStreamRecorded(assert, user)
  })

  test('a payload that does not fit its event type is refused with the reason', async ({ client, assert }) => {
    const user = await liveWithViewer(client)
    const bad = [
      { ...chat(4242), sender: { user_id: '4242; drop table users', username: 'x' } },
      { ...chat(4242), sender: { user_id: -5, username: 'x' } },
      { ...chat(4242), sender: undefined },
      { ...chat(4242), content: 'x'.repeat(5000) },
      { ...chat(4242), message_id: 42 },
    ]
    for (const payload of bad) {
      const response = await send(client, signed('chat.message.sent', payload), 422)
      response.assertBodyContains({ message: 'invalid chat.message.sent payload' })
      assert.isArray(response.body().errors)
    }
    const offline = await send(
      client,
      signed('livestream.status.updated', { ...streamStatus(), is_live: 'false' }),
      422
    )
    offline.assertBodyContains({ message: 'invalid livestream.status.updated payload' })

    await onlyTheStreamRecorded(assert, user)
  })

  test('a replayed chat message counts once; a missing type header is refused', async ({ client, assert }) => {
    await liveWithViewer(client)
    const message = signed('chat.message.sent', chat(4242), { messageId: 'dup-chat' })
    await send(client, message, 200)
    await db.from('chat_activities').delete()
    const replay = await send(client, message, 200)
    replay.assertBodyContains({ message: 'duplicate' })
    assert.lengthOf(await db.from('chat_activities'), 0)

    const untyped = signed('chat.message.sent', chat(4242))
    delete (untyped.headers as Record<string, string>)['Kick-Event-Type']
    const response = await send(client, untyped, 400)
    response.assertBodyContains({ message: 'missing Kick-Event-Type' })
  })
})
