import { test } from '@japa/runner'
import { generateKeyPairSync, createSign, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { accrueClosedWindows } from '#services/chat_points/accrue_points'
import User from '#models/user'

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()

function signed(
  type: string,
  payload: object,
  options: { messageId?: string; at?: Date; key?: typeof keys.privateKey } = {}
) {
  const messageId = options.messageId ?? randomUUID()
  const timestamp = (options.at ?? new Date()).toISOString()
  const body = JSON.stringify(payload)
  const signer = createSign('RSA-SHA256')
  signer.update(`${messageId}.${timestamp}.${body}`)
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'Kick-Event-Message-Id': messageId,
      'Kick-Event-Message-Timestamp': timestamp,
      'Kick-Event-Signature': signer.sign(options.key ?? keys.privateKey, 'base64'),
      'Kick-Event-Type': type,
      'Kick-Event-Version': '1',
    },
  }
}

const chat = (userId: number, username = 'viewer') => ({
  broadcaster: { user_id: 1 },
  sender: { user_id: userId, username },
  content: 'gl on the bonus!',
})

test.group('Chat points / Kick webhook and accrual', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    process.env.KICK_WEBHOOK_PUBLIC_KEY = publicPem
    process.env.KICK_BOT_ACCOUNTS = 'botrix,777'
  })

  async function post(client: any, event: ReturnType<typeof signed>) {
    return client.post('/webhooks/kick').headers(event.headers).json(JSON.parse(event.body))
  }

  async function send(client: any, event: ReturnType<typeof signed>, status: number) {
    const response = await post(client, event)
    response.assertStatus(status)
    return response
  }

  test('chat while live earns 6 points per closed window, once, through the ledger', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ kick_id: '4242', kick_username: 'viewer' })

    await send(
      client,
      signed('livestream.status.updated', { broadcaster: { user_id: 1 }, is_live: true }),
      200
    )
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

  test('nothing is earned while offline, by bots, or by unlinked accounts', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await User.query().where('id', user.id).update({ kick_id: '777', kick_username: 'botrix' })
    await send(client, signed('chat.message.sent', chat(4242)), 200)
    await send(
      client,
      signed('livestream.status.updated', { broadcaster: { user_id: 1 }, is_live: true }),
      200
    )
    await send(client, signed('chat.message.sent', chat(777, 'botrix')), 200)
    await send(client, signed('chat.message.sent', chat(5555, 'stranger')), 200)

    const result = await accrueClosedWindows(DateTime.utc().plus({ minutes: 11 }))
    assert.equal(result.credited, 0)
    await user.refresh()
    assert.equal(user.balance, 0)
  })

  test('unsigned, wrongly signed and stale events are refused and change nothing', async ({
    client,
    assert,
  }) => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = signed('livestream.status.updated', { is_live: true }, { key: other.privateKey })
    await send(client, forged, 401)
    const stale = signed(
      'livestream.status.updated',
      { is_live: true },
      { at: new Date(Date.now() - 10 * 60_000) }
    )
    await send(client, stale, 401)
    const response = await client.post('/webhooks/kick').json({ is_live: true })
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
})
