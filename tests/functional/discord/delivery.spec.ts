import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createUser } from '#tests/helpers/database/users'
import { openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { fakeDiscordEachTest, outboxRows, saveWebhook } from '#tests/helpers/fakes/discord_setup'
import { DELIVERY, deliverDueAnnouncements } from '#services/discord/delivery'
import { announce } from '#services/discord/announcements'

/** Queues one hunt_started announcement per occurrence given */
async function queueAnnouncements(...occurrences: string[]) {
  await db.transaction(async (trx) => {
    for (const occurrence of occurrences) {
      await announce(trx, {
        event: 'hunt_started',
        occurrence,
        values: { title: occurrence, start_balance: '$1' },
        path: '/bonus-hunt',
      })
    }
  })
}

const at = (start: DateTime, seconds: number) => start.plus({ milliseconds: seconds * 1000 })

test.group('Discord / delivery, retries and giving up', (group) => {
  const discord = fakeDiscordEachTest(group)

  test('a 429 waits Discord’s retry_after, and the webhook’s other posts wait with it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1', 'hunt:2')
    discord.fake.failNext({ status: 429, retryAfter: 2.5 })
    const start = DateTime.utc().startOf('second').plus({ seconds: 1 })
    await deliverDueAnnouncements(start)
    // one call, refused; the second post was not tried under the rate limit
    assert.equal(discord.fake.webhookAttempts(), 1)
    assert.lengthOf(discord.fake.posts, 0)
    const [first] = await outboxRows()
    assert.include(first.last_error, 'rate limited by Discord; next try in 2.5 s')

    await deliverDueAnnouncements(at(start, 2))
    assert.equal(discord.fake.webhookAttempts(), 1)
    await deliverDueAnnouncements(at(start, 3))
    assert.deepEqual(
      discord.fake.posts.map((p) => p.body.embeds[0].description.split('**')[1]),
      ['hunt:1', 'hunt:2']
    )
    const rows = await outboxRows()
    assert.deepEqual(
      rows.map((r) => [r.status, Number(r.attempts)]),
      [
        ['delivered', 2],
        ['delivered', 1],
      ]
    )
  })

  test('a 429 with only the X-RateLimit-Reset-After header is honoured too', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1')
    discord.fake.failNext({ status: 429, retryAfter: 7, headerOnly: true })
    const start = DateTime.utc().startOf('second').plus({ seconds: 1 })
    await deliverDueAnnouncements(start)
    await deliverDueAnnouncements(at(start, 6.5))
    assert.lengthOf(discord.fake.posts, 0)
    await deliverDueAnnouncements(at(start, 7.1))
    assert.lengthOf(discord.fake.posts, 1)
  })

  test('5xx answers back off, doubling, then the post goes through', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1')
    discord.fake.failNext({ status: 502 }, { status: 503 })
    const start = DateTime.utc().startOf('second').plus({ seconds: 1 })
    await deliverDueAnnouncements(start)
    const first = DELIVERY.firstBackoffSeconds
    await deliverDueAnnouncements(at(start, first - 1))
    assert.equal(discord.fake.webhookAttempts(), 1)
    await deliverDueAnnouncements(at(start, first))
    assert.equal(discord.fake.webhookAttempts(), 2)
    // the second backoff is twice the first
    await deliverDueAnnouncements(at(start, first + 2 * first - 1))
    assert.equal(discord.fake.webhookAttempts(), 2)
    await deliverDueAnnouncements(at(start, first + 2 * first))
    assert.lengthOf(discord.fake.posts, 1)
    const [row] = await outboxRows()
    assert.equal(row.status, 'delivered')
    assert.equal(Number(row.attempts), 3)
  })

  test('after the last try it is given up, and the page says so', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1')
    discord.fake.failNext(...Array.from({ length: DELIVERY.maxAttempts + 1 }, () => ({ status: 500 as const })))
    let now: DateTime = DateTime.utc()
    for (let i = 0; i < DELIVERY.maxAttempts + 2; i++) {
      await deliverDueAnnouncements(now)
      now = at(now, DELIVERY.maxWaitSeconds)
    }
    assert.equal(discord.fake.webhookAttempts(), DELIVERY.maxAttempts)
    const [row] = await outboxRows()
    assert.equal(row.status, 'failed')
    assert.equal(
      row.last_error,
      `Discord answered 500: Discord is having a moment; gave up after ${DELIVERY.maxAttempts} tries`
    )

    const props = await openAdminPage(client, admin, 'discord')
    assert.deepInclude(props.webhooks[0].last_delivery, { ok: false, reason: row.last_error })
    assert.deepInclude(props.deliveries[0], { status: 'failed', attempts: DELIVERY.maxAttempts })
  })

  test('any other refusal (a deleted webhook: 404) is given up at once with Discord’s reason', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1')
    discord.fake.failNext({ status: 404 })
    await deliverDueAnnouncements()
    await deliverDueAnnouncements(at(DateTime.utc(), DELIVERY.maxWaitSeconds))
    assert.equal(discord.fake.webhookAttempts(), 1)
    const [row] = await outboxRows()
    assert.equal(row.status, 'failed')
    assert.equal(row.last_error, 'Discord answered 404: Unknown Webhook')
  })

  test('two runners at once post a row once', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake)
    await queueAnnouncements('hunt:1', 'hunt:2', 'hunt:3')
    await Promise.all([deliverDueAnnouncements(), deliverDueAnnouncements()])
    assert.lengthOf(discord.fake.posts, 3)
    assert.equal(discord.fake.webhookAttempts(), 3)
  })
})
