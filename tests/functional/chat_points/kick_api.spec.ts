import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { generateKeyPairSync } from 'node:crypto'
import { Settings } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { captureAceOutput, runAceCommand } from '#tests/helpers/processes/ace'
import { expectStatus } from '#tests/helpers/http/requests'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'
import { LogCapture } from '#tests/helpers/processes/logs'
import {
  chat,
  FakeKickApi,
  kickPublicPem,
  postKickEvent,
  signed,
  useFakeKick,
  streamStatus,
} from '#tests/helpers/fakes/kick'
import { forgetKickCredentials, KICK_SUBSCRIBED_EVENTS } from '#services/chat_points/kick_api'
import { KICK_PUBLIC_KEY_RETRY_MS, kickWebhookPublicKey } from '#services/chat_points/kick_public_key'
import { settledPointsReplies } from '#services/chat_points/points_command'
import User from '#models/user'
import KickSubscribe from '../../../commands/kick_subscribe.js'

const kick = new FakeKickApi()

/** A chat message delivered to the webhook, which must answer 200 */
async function deliver(client: ApiClient, message: ReturnType<typeof chat>) {
  const response = await postKickEvent(client, signed('chat.message.sent', message))
  response.assertStatus(200)
}

/** The streamer going live, signed and delivered to the webhook */
const sendStreamStatus = (client: ApiClient) =>
  postKickEvent(client, signed('livestream.status.updated', streamStatus()))

/** How many times the site has asked the fake Kick for its webhook public key */
const keyFetches = () => kick.requestsTo('GET', '/public/v1/public-key').length

async function linkedUser(kickId: string, balance: number) {
  const user = await createUser({ points: balance })
  await User.query().where('id', user.id).update({ kick_id: kickId, kick_username: 'viewer' })
  return user
}

test.group('Kick API / kick:subscribe', (group) => {
  useFakeKick(group, kick)
  group.each.setup(() => captureAceOutput())

  test('(re)creates the channel subscriptions with an app token from the client credentials', async ({ assert }) => {
    kick.subscriptions.push(
      { id: 'old-1', event: 'chat.message.sent', broadcaster_user_id: 1, method: 'webhook' },
      { id: 'other', event: 'chat.message.sent', broadcaster_user_id: 2, method: 'webhook' }
    )
    for (let run = 0; run < 2; run++) {
      const command = await runAceCommand(KickSubscribe, [])
      command.assertSucceeded()
    }
    const ours = kick.subscriptions.filter((s) => s.broadcaster_user_id === 1)
    assert.sameMembers(
      ours.map((s) => s.event),
      [...KICK_SUBSCRIBED_EVENTS]
    )
    assert.isTrue(ours.every((s) => s.method === 'webhook' && s.id !== 'old-1'))
    // another channel's subscription is not touched
    assert.isTrue(kick.subscriptions.some((s) => s.id === 'other'))
    // one token for both runs (cached), asked with the client credentials grant
    const tokens = kick.requestsTo('POST', '/oauth/token')
    assert.lengthOf(tokens, 1)
    assert.equal(new URLSearchParams(tokens[0].body).get('grant_type'), 'client_credentials')
    const deletes = kick.requestsTo('DELETE', '/public/v1/events/subscriptions')
    assert.deepEqual(deletes[0].url.searchParams.getAll('id'), ['old-1'])
    for (const request of kick.requestsTo('POST', '/public/v1/events/subscriptions')) {
      assert.equal(request.headers.authorization, `Bearer ${kick.appToken}`)
    }
  })

  test('a configured KICK_APP_TOKEN is used as is', async ({ assert, cleanup }) => {
    kick.appToken = 'configured-app-token'
    cleanup(withEnv({ KICK_APP_TOKEN: 'configured-app-token' }))
    const command = await runAceCommand(KickSubscribe, [])
    command.assertSucceeded()
    assert.lengthOf(kick.requestsTo('POST', '/oauth/token'), 0)
    assert.lengthOf(kick.subscriptions, KICK_SUBSCRIBED_EVENTS.length)
  })

  test('a failure exits 1 with the reason and no secret', async ({ assert }) => {
    kick.overrides.set('POST /public/v1/events/subscriptions', (_req, res) => res.writeHead(500).end('{}'))
    const command = await runAceCommand(KickSubscribe, [])
    assert.equal(command.exitCode, 1)
    const output = command.logger
      .getLogs()
      .map((log) => log.message)
      .join('\n')
    assert.include(output, 'Kick API POST /public/v1/events/subscriptions answered 500')
    assert.notInclude(output, 'kick-client-secret')
    assert.notInclude(output, kick.appToken)
  })

  test('without KICK_BROADCASTER_ID nothing is called', async ({ assert, cleanup }) => {
    cleanup(withEnv({ KICK_BROADCASTER_ID: undefined }))
    const command = await runAceCommand(KickSubscribe, [])
    assert.equal(command.exitCode, 1)
    assert.lengthOf(kick.requests, 0)
  })
})

test.group('Kick API / webhook public key', (group) => {
  useFakeKick(group, kick)

  test('is fetched from Kick once and cached when KICK_WEBHOOK_PUBLIC_KEY is not set', async ({ client, assert }) => {
    await expectStatus(sendStreamStatus(client), 200)
    const second = await postKickEvent(client, signed('chat.message.sent', chat(4242)))
    second.assertStatus(200)
    assert.equal(keyFetches(), 1)
    assert.equal(await kickWebhookPublicKey(), kickPublicPem)
    assert.equal(keyFetches(), 1)
  })

  test('a pinned KICK_WEBHOOK_PUBLIC_KEY is used without asking Kick', async ({ client, cleanup, assert }) => {
    cleanup(withEnv({ KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem }))
    await expectStatus(sendStreamStatus(client), 200)
    assert.equal(keyFetches(), 0)
  })

  test('when Kick cannot give a key, events are refused and nothing changes', async ({ client, assert }) => {
    kick.overrides.set('GET /public/v1/public-key', (_req, res) => res.writeHead(500).end('{}'))
    const response = await expectStatus(sendStreamStatus(client), 401)
    assert.equal(response.body().message, 'no public key')
    assert.isNull(await db.from('stream_status').first())
    // a key that does not parse is not cached either (asked after the retry delay)
    forgetKickCredentials()
    kick.overrides.set('GET /public/v1/public-key', (_req, res) =>
      res.writeHead(200).end(JSON.stringify({ data: { public_key: 'not a key' } }))
    )
    assert.isUndefined(await kickWebhookPublicKey())
    assert.equal(keyFetches(), 2)
  })

  test('a rotated key is fetched again once; forged events cannot make the site ask again', async ({
    client,
    assert,
    cleanup,
  }) => {
    await expectStatus(sendStreamStatus(client), 200)
    // a few minutes later (past the one-fetch-a-minute guard), Kick rotates its key
    const realNow = Settings.now
    Settings.now = () => Date.now() + KICK_PUBLIC_KEY_RETRY_MS + 1000
    cleanup(() => {
      Settings.now = realNow
    })
    const rotated = generateKeyPairSync('rsa', { modulusLength: 2048 })
    kick.publicKey = rotated.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    const next = signed('chat.message.sent', chat(4242), { key: rotated.privateKey })
    await expectStatus(postKickEvent(client, next), 200)
    assert.equal(keyFetches(), 2)

    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 })
    for (let i = 0; i < 3; i++) {
      const forged = signed('chat.message.sent', chat(4242), { key: forger.privateKey })
      await expectStatus(postKickEvent(client, forged), 401)
    }
    assert.equal(keyFetches(), 2)
  })

  test('after a failed fetch Kick is not asked again within a minute', async ({ client, assert }) => {
    kick.overrides.set('GET /public/v1/public-key', (_req, res) => res.writeHead(503).end('{}'))
    for (let i = 0; i < 3; i++) {
      await expectStatus(sendStreamStatus(client), 401)
    }
    assert.equal(keyFetches(), 1)
  })
})

test.group('Kick API / !points in chat', (group) => {
  useFakeKick(group, kick, { KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem })

  test('answers the balance once per user per minute, as a reply, with the bot token', async ({ client, assert }) => {
    await linkedUser('4242', 1500)
    const command = chat(4242, 'viewer', 1, '!points')
    await deliver(client, command)
    await deliver(client, chat(4242, 'viewer', 1, '!POINTS'))
    await deliver(client, chat(5555, 'stranger', 1, '!points'))
    // a bot asking is not answered, nor is a message that only mentions the command
    await deliver(client, chat(777, 'botrix', 1, '!points'))
    await deliver(client, chat(4242, 'viewer', 1, 'my !points'))
    await settledPointsReplies()

    // the replies go out side by side: their order is not part of the contract
    assert.sameMembers(
      kick.chatMessages.map((m) => m.body.content),
      ['@viewer you have 1,500 points', '@stranger link your Kick account on the site to earn points']
    )
    const reply = kick.chatMessages.find((m) => String(m.body.content).startsWith('@viewer'))!
    assert.equal(reply.token, 'bot-token')
    assert.equal(reply.body.reply_to_message_id, command.message_id)
    assert.equal(reply.body.type, 'bot')
  })

  test('the webhook answers before the chat reply is sent', async ({ client, assert }) => {
    await linkedUser('4242', 10)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    kick.overrides.set('POST /public/v1/chat', async (req, res) => {
      await held
      kick.chatMessages.push({ token: '', body: JSON.parse(req.body) })
      res.writeHead(200).end('{}')
    })
    const response = await postKickEvent(client, signed('chat.message.sent', chat(4242, 'viewer', 1, '!points')))
    response.assertStatus(200)
    assert.lengthOf(kick.chatMessages, 0)
    release()
    await settledPointsReplies()
    assert.lengthOf(kick.chatMessages, 1)
  })

  test('a failed reply is logged without the token and changes nothing', async ({ client, assert }) => {
    const user = await linkedUser('4242', 10)
    kick.overrides.set('POST /public/v1/chat', (_req, res) => res.writeHead(500).end('{}'))
    const logs = await LogCapture.start()
    const response = await postKickEvent(client, signed('chat.message.sent', chat(4242, 'viewer', 1, '!points')))
    response.assertStatus(200)
    await settledPointsReplies()
    const lines = await logs.lines()
    const failure = lines.find((line) => line.msg === 'kick !points reply failed')
    assert.include(failure?.error, 'Kick API POST /public/v1/chat answered 500')
    assert.notInclude(await logs.text(), 'bot-token')
    await user.refresh()
    assert.equal(user.balance, 10)
  })
})
