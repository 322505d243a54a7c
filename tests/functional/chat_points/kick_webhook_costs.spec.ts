import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { generateKeyPairSync } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { KICK_WEBHOOK_LIMIT_NAME, KICK_WEBHOOK_REQUESTS_PER_MINUTE } from '#start/limiter'
import { dbTimestamp } from '#infra/db/time'
import { removeExpiredRows } from '#infra/db/expired_rows'
import { withEnv } from '#tests/helpers/processes/env'
import { runNode } from '#tests/helpers/processes/node_process'
import { clearRateLimits, fromAddress, useTrustProxy } from '#tests/helpers/http/limits'
import { chat, postKickEvent, resetForKickWebhooks, signed, streamStatus } from '#tests/helpers/fakes/kick'

/**
 * What an endless stream of Kick deliveries may cost: a bounded rate per sending address,
 * counted before any signature work, and event ids kept only for KICK_EVENTS_RETENTION_DAYS.
 */
test.group('Chat points / Kick webhook rate limit', (group) => {
  group.each.setup(async () => {
    const restoreEnv = await resetForKickWebhooks()
    await clearRateLimits()
    const restoreProxy = useTrustProxy('loopback')
    return () => {
      restoreProxy()
      restoreEnv()
    }
  })

  /** Counts `address` as having sent the whole minute's budget already */
  async function exhaustBudget(address: string) {
    await limiter
      .use({ requests: KICK_WEBHOOK_REQUESTS_PER_MINUTE, duration: '1 minute' })
      .set(`${KICK_WEBHOOK_LIMIT_NAME}_ip:${address}`, KICK_WEBHOOK_REQUESTS_PER_MINUTE, '1 minute')
  }

  const post = (client: Parameters<typeof postKickEvent>[0], event: ReturnType<typeof signed>, address: string) =>
    client
      .post(urlFor('webhooks.kick'))
      .headers({ ...event.headers, ...fromAddress(address) })
      .json(JSON.parse(event.body))

  test('over its budget an address gets 429 before any signature work; others go on', async ({ client, assert }) => {
    assert.isAtLeast(KICK_WEBHOOK_REQUESTS_PER_MINUTE, 3000, "Kick's real chat traffic is never trimmed")
    const first = await post(client, signed('livestream.status.updated', streamStatus()), '203.0.113.7')
    first.assertStatus(200)

    await exhaustBudget('203.0.113.7')

    // a correctly signed event, a forged one and a body with no headers at all: all refused
    // with 429 (a forged one would otherwise be 401: the limit is checked first)
    const genuine = signed('chat.message.sent', chat(4242), { messageId: 'over-budget' })
    const refused = await post(client, genuine, '203.0.113.7')
    refused.assertStatus(429)
    assert.isAbove(Number(refused.header('retry-after')), 0)
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = signed('chat.message.sent', chat(4242), { key: otherKey.privateKey })
    const forgedOver = await post(client, forged, '203.0.113.7')
    forgedOver.assertStatus(429)
    const bare = await client.post(urlFor('webhooks.kick')).headers(fromAddress('203.0.113.7')).json({})
    bare.assertStatus(429)
    assert.lengthOf(await db.from('kick_events').where('message_id', 'over-budget'), 0)

    // another sending address still has its whole budget, and its forgeries are still 401
    const elsewhere = await post(client, signed('chat.message.sent', chat(4242)), '203.0.113.8')
    elsewhere.assertStatus(200)
    const forgedElsewhere = await post(client, forged, '203.0.113.8')
    forgedElsewhere.assertStatus(401)
    assert.lengthOf(await db.from('kick_events'), 2)
  })
})

test.group('Chat points / Kick event retention', (group) => {
  group.each.setup(() => resetForKickWebhooks())

  /** A kick_events row received `days` ago, written the way the webhook writes it */
  async function receivedDaysAgo(messageId: string, days: number) {
    const client = db.connection()
    await client.table('kick_events').insert({
      message_id: messageId,
      type: 'chat.message.sent',
      received_at: dbTimestamp(client, DateTime.utc().minus({ days })),
    })
  }

  async function kept() {
    const rows = await db.from('kick_events').select('message_id').orderBy('message_id')
    return rows.map((row) => row.message_id)
  }

  test('the cleanup job deletes event ids older than the retention only; recent ids still refuse replays', async ({
    client,
    assert,
  }) => {
    const recent = signed('livestream.status.updated', streamStatus(), { messageId: 'recent' })
    const received = await postKickEvent(client, recent)
    received.assertStatus(200)
    await receivedDaysAgo('month-old', 31)
    await receivedDaysAgo('weeks-old', 29)

    // default 30 days: only the row older than that goes, and a second run finds nothing
    assert.deepInclude(await removeExpiredRows(), { kickEvents: 1 })
    assert.deepEqual(await kept(), ['recent', 'weeks-old'])
    assert.deepInclude(await removeExpiredRows(), { kickEvents: 0 })

    // the id of the event just received is still known: its replay is acknowledged and skipped
    const replay = await postKickEvent(client, recent)
    replay.assertStatus(200)
    replay.assertBodyContains({ message: 'duplicate' })
    assert.deepEqual(await kept(), ['recent', 'weeks-old'])

    // KICK_EVENTS_RETENTION_DAYS shortens it, read when the job runs
    const restore = withEnv({ KICK_EVENTS_RETENTION_DAYS: '7' })
    try {
      assert.deepInclude(await removeExpiredRows(), { kickEvents: 1 })
    } finally {
      restore()
    }
    assert.deepEqual(await kept(), ['recent'])
  })

  test('a KICK_EVENTS_RETENTION_DAYS that is not a whole number of days from 1 stops the boot', async ({ assert }) => {
    for (const value of ['0', '2.5', 'month']) {
      const result = await runNode(['ace', 'points:audit'], { env: { KICK_EVENTS_RETENTION_DAYS: value } })
      assert.equal(result.code, 1, result.stdout + result.stderr)
      assert.include(result.stdout + result.stderr, 'KICK_EVENTS_RETENTION_DAYS must be a whole number of days')
    }
  })
    // the process stops before it opens a database: npm test runs it once (scripts/test.mjs)
    .tags(['@engine_independent'], 'append')
    .timeout(60_000)
})
