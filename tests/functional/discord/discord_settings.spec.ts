import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import type { FakeDiscord } from '#tests/helpers/fakes/fake_discord'
import { fakeDiscordEachTest, outboxRows, putDiscord, saveWebhook } from '#tests/helpers/fakes/discord_setup'
import { withEnv } from '#tests/helpers/processes/env'
import { deliverDueAnnouncements } from '#services/discord/delivery'
import AuditLog from '#models/audit_log'
import { DEFAULT_TEMPLATES, DISCORD_MESSAGES } from '#shared/discord_announcements'
import { siteDefaultTemplates } from '#services/discord/webhook_settings'
import { en } from '#tests/helpers/i18n/english'

const TOKEN = 'fake-token-abcdefghijklmnop'

/** Nothing the server answers or renders may hold the webhook's token or its full URL */
function assertNoSecret(assert: any, value: unknown, fake: FakeDiscord) {
  const text = JSON.stringify(value)
  assert.notInclude(text, TOKEN)
  assert.notInclude(text, fake.webhookUrl())
  assert.notInclude(text, '/api/webhooks/')
}

test.group('Discord / webhook settings', (group) => {
  const discord = fakeDiscordEachTest(group)

  test('a saved webhook is stored encrypted and shown only by a hint, never its URL', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await putDiscord(client, admin, {
      webhooks: [{ name: '#news', url: discord.fake.webhookUrl(), events: ['hunt_started', 'vault_winner'] }],
      templates: { hunt_started: 'Live: {title} {link}' },
    })
    response.assertStatus(200)
    assert.equal(response.body().message, en(DISCORD_MESSAGES.saved))
    assert.deepInclude(response.body().webhooks[0], {
      name: '#news',
      hint: '8899',
      events: ['hunt_started', 'vault_winner'],
      last_delivery: null,
    })
    assert.equal(response.body().templates.hunt_started, 'Live: {title} {link}')
    assert.equal(response.body().templates.vault_winner, DEFAULT_TEMPLATES.vault_winner)
    assertNoSecret(assert, response.body(), discord.fake)

    const row = await db.from('discord_webhooks').firstOrFail()
    assert.notInclude(row.url, TOKEN)
    const props = await openAdminPage(client, admin, 'discord')
    assert.equal(props.webhooks[0].hint, '8899')
    assertNoSecret(assert, props, discord.fake)
    const audit = await AuditLog.findByOrFail('action', 'discord.settings')
    assertNoSecret(assert, [audit.before, audit.after], discord.fake)
  })

  test('the built-in templates the page compares with are the site’s, whatever the admin’s language', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    admin.locale = 'de'
    await admin.save()
    const props = await openAdminPage(client, admin, 'discord')
    assert.equal(props.locale, 'de')
    // the posts speak SITE_LOCALE (English here), so the defaults an admin resets to are in it
    assert.deepEqual(props.default_templates, siteDefaultTemplates())
    assert.deepEqual(props.default_templates, DEFAULT_TEMPLATES)
    assert.deepEqual(props.templates, props.default_templates)
  })

  test('a save without the URL keeps the saved one; one left out of the list is removed', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const id = await saveWebhook(client, admin, discord.fake)
    const before = await db.from('discord_webhooks').where('id', id).firstOrFail()
    const kept = await putDiscord(client, admin, {
      webhooks: [{ id, name: 'Renamed', url: '', events: ['raffle_opened'] }],
    })
    kept.assertStatus(200)
    const after = await db.from('discord_webhooks').where('id', id).firstOrFail()
    assert.equal(after.url, before.url)
    assert.equal(after.name, 'Renamed')
    assert.deepEqual(kept.body().webhooks[0].events, ['raffle_opened'])

    await putDiscord(client, admin, { webhooks: [] }).then((r) => r.assertStatus(200))
    assert.lengthOf(await db.from('discord_webhooks'), 0)
  })

  test('bad input is refused with a clear message and changes nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const id = await saveWebhook(client, admin, discord.fake, ['hunt_started'])
    const snapshot = async () =>
      JSON.stringify([await db.from('discord_webhooks'), await db.from('discord_announcement_settings')])
    const saved = await snapshot()

    const cases: [object, string][] = [
      [
        { webhooks: [{ url: 'https://example.com/api/webhooks/1234567/abcdefghijkl', events: [] }] },
        en(DISCORD_MESSAGES.url),
      ],
      [
        { webhooks: [{ url: 'http://discord.com/api/webhooks/1234567/abcdefghijkl', events: [] }] },
        en(DISCORD_MESSAGES.url),
      ],
      [
        { webhooks: [{ url: 'https://discord.com/api/channels/1234567/abcdefghijkl', events: [] }] },
        en(DISCORD_MESSAGES.url),
      ],
      [{ webhooks: [{ id, events: ['everything'] }] }, en(DISCORD_MESSAGES.event)],
      [{ webhooks: [{ events: ['hunt_started'] }] }, en(DISCORD_MESSAGES.urlRequired)],
      [{ webhooks: [{ id: id + 50, events: [] }] }, en(DISCORD_MESSAGES.webhookNotFound)],
      [
        { webhooks: [{ id, events: [] }], templates: { hunt_started: 'Live with {prize} {tittle}' } },
        'Bonus hunt started: unknown placeholder {prize}, {tittle} (use {title}, {start_balance}, {link})',
      ],
      [
        { webhooks: [{ id, events: [] }], templates: { raffle_opened: '' } },
        en(DISCORD_MESSAGES.template, { max: '1500' }),
      ],
    ]
    for (const [body, message] of cases) {
      const response = await putDiscord(client, admin, body)
      assert.oneOf(response.status(), [404, 422], JSON.stringify(body))
      assert.include(JSON.stringify(response.body()), message)
    }
    const tooMany = Array.from({ length: 6 }, () => ({ url: discord.fake.webhookUrl(), events: [] }))
    const response = await putDiscord(client, admin, { webhooks: tooMany })
    response.assertStatus(422)
    assert.include(JSON.stringify(response.body()), en(DISCORD_MESSAGES.tooMany, { max: 5 }))
    assert.equal(await snapshot(), saved)
  })

  test('Discord URLs of every form are accepted; the fake origin only while configured', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    for (const url of [
      'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnop',
      'https://discordapp.com/api/webhooks/123456789012345678/abc-DEF_ghijklmnop',
      'https://canary.discord.com/api/v10/webhooks/123456789012345678/abcdefghijklmnop',
    ]) {
      const response = await putDiscord(client, admin, { webhooks: [{ url, events: [] }] })
      response.assertStatus(200)
      assert.equal(response.body().webhooks[0].hint, '5678')
    }
    const restore = withEnv({ DISCORD_API_BASE: undefined })
    try {
      const local = await putDiscord(client, admin, { webhooks: [{ url: discord.fake.webhookUrl(), events: [] }] })
      local.assertStatus(422)
      assert.include(JSON.stringify(local.body()), en(DISCORD_MESSAGES.url))
    } finally {
      restore()
    }
  })

  test('Test posts a sample through the delivery path; the page shows the delivery', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const id = await saveWebhook(client, admin, discord.fake, ['hunt_started'])
    const response = await jsonAs(client, admin).post(urlFor('admin_api.discord.test', { id }))
    response.assertStatus(200)
    assert.equal(response.body().message, en(DISCORD_MESSAGES.testQueued))
    assertNoSecret(assert, response.body(), discord.fake)
    const testStatus = async () => {
      const [row] = await outboxRows()
      return row?.status
    }
    for (let i = 0; i < 100 && (await testStatus()) !== 'delivered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.lengthOf(discord.fake.posts, 1)
    const [post] = discord.fake.posts
    assert.isTrue(post.wait)
    assert.equal(post.body.embeds[0].title, 'Test announcement')
    assert.deepEqual(post.body.embeds[0].fields, [{ name: 'Posts', value: 'Bonus hunt started' }])
    assert.deepEqual(post.body.allowed_mentions, { parse: [] })
    // the worker finds nothing left to post
    await deliverDueAnnouncements()
    assert.lengthOf(discord.fake.posts, 1)

    const props = await openAdminPage(client, admin, 'discord')
    assert.deepInclude(props.webhooks[0].last_delivery, { ok: true, reason: null })
    assert.deepInclude(props.deliveries[0], { event: 'test', status: 'delivered', attempts: 1 })

    const missing = await jsonAs(client, admin).post(urlFor('admin_api.discord.test', { id: id + 1 }))
    missing.assertStatus(404)
  })

  test('a moderator cannot open the page or save', async ({ client }) => {
    const moderator = await createUser({ role: 'moderator' })
    const page = await client.get(urlFor('admin.discord')).loginAs(moderator).withInertia()
    page.assertStatus(403)
    const save = await putDiscord(client, moderator, { webhooks: [] })
    save.assertStatus(403)
  })
})
