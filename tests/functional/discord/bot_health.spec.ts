import { test } from '@japa/runner'
import { withEnv } from '#tests/helpers/processes/env'
import { FakeDiscordBot, ROLE } from '#tests/helpers/fakes/fake_discord_bot'
import {
  freshBot,
  fullPass,
  linkedMember,
  putRoleRules,
  useFakeDiscordBot,
} from '#tests/helpers/database/discord_members'
import { discordBotHealth } from '#services/discord/bot_health'
import {
  DANGEROUS_PERMISSIONS,
  dangerousRoleRefused,
  ROLE_SYNC_MESSAGES,
  type RoleSyncProps,
} from '#shared/discord_roles'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { listRoleRules } from '#services/discord/role_rules'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { createUser } from '#tests/helpers/database/users'
import { en } from '#tests/helpers/i18n/english'

const fake = new FakeDiscordBot()
const MISSING_ROLE = '910000000000000077'

test.group('Discord role sync / the bot health', (group) => {
  useFakeDiscordBot(group, fake)

  test('token valid, guild found, each mapped role: exists, and below the bot role or not', async ({
    client,
    assert,
  }) => {
    await putRoleRules(client, [
      { kind: 'linked', role_id: ROLE.verified },
      { kind: 'staff', role_id: ROLE.high },
      { kind: 'subscriber', role_id: MISSING_ROLE },
    ])
    const health = await discordBotHealth(freshBot())
    assert.deepEqual(health, {
      configured: true,
      token_valid: true,
      bot_name: 'NeonBot',
      guild_found: true,
      guild_name: 'Neon Community',
      roles: [
        { role_id: ROLE.verified, name: 'Verified', exists: true, assignable: true, dangerous: [] },
        { role_id: ROLE.high, name: 'Moderators', exists: true, assignable: false, dangerous: [] },
        { role_id: MISSING_ROLE, name: null, exists: false, assignable: false, dangerous: [] },
      ],
      error: null,
    })
  })

  test('a token Discord refuses, and a guild the bot is not in', async ({ client, assert }) => {
    await putRoleRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    const restore = withEnv({ DISCORD_BOT_TOKEN: 'not-the-token' })
    try {
      const health = await discordBotHealth(freshBot())
      assert.include(health, { configured: true, token_valid: false, guild_found: false, error: null })
    } finally {
      restore()
    }
    fake.guildFound = false
    const health = await discordBotHealth(freshBot())
    assert.include(health, { token_valid: true, guild_found: false })
    assert.deepEqual(health.roles, [
      { role_id: ROLE.verified, name: null, exists: false, assignable: false, dangerous: [] },
    ])
  })

  test('not configured: says what to set, and asks Discord nothing', async ({ assert }) => {
    const restore = withEnv({ DISCORD_GUILD_ID: undefined })
    try {
      const health = await discordBotHealth(freshBot())
      assert.include(health, { configured: false, token_valid: false, error: en(ROLE_SYNC_MESSAGES.notConfigured) })
      assert.lengthOf(fake.requests, 0)
    } finally {
      restore()
    }
  })

  test('the page props: rules, tiers, health and the last pass, with no token in them', async ({ client, assert }) => {
    await linkedMember(fake, '920000000000000001')
    await putRoleRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    await fullPass()
    // as /admin/discord renders them, beside the announcements
    const page = await openAdminPage(client, await createUser({ admin: true }), 'discord')
    assert.properties(page, ['webhooks', 'templates', 'deliveries', 'roleSync'])
    assert.notInclude(JSON.stringify(page), fake.token)
    const props: RoleSyncProps = page.roleSync
    assert.deepEqual(
      props.rules.map(({ id: _, ...rule }) => rule),
      [{ kind: 'linked', role_id: ROLE.verified }]
    )
    assert.lengthOf(props.milestones, 11)
    assert.equal(props.milestones[0].label, '$10,000 wagered')
    assert.include(props.last_pass, { kind: 'full', members: 1, added: 1, removed: 0, skipped: 0 })
    assert.deepEqual(props.last_pass?.errors, [])
    assert.equal(props.queued, 0)
    assert.isTrue(props.health.token_valid)
    assert.notInclude(JSON.stringify(props), fake.token)
  })

  test('a role with power: the rules refuse it, and the health flags one mapped before', async ({ client, assert }) => {
    await putRoleRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    const admin = await createUser({ admin: true })
    const put = (rules: object[]) => jsonAs(client, admin).put(urlFor('admin_api.discord.roles'), { rules })
    const kept = () => listRoleRules().then((rules) => rules.map((rule) => rule.role_id))
    const saves = () => db.from('audit_logs').where('action', 'discord.role_rules')

    // Helpers (below the bot's role, so the bot could hand it out) can ban and delete messages
    const refused = await put([
      { kind: 'linked', role_id: ROLE.verified },
      { kind: 'staff', role_id: ROLE.power, staff_role: 'moderator' },
    ])
    refused.assertStatus(422)
    assert.equal(refused.body().message, en(dangerousRoleRefused('Helpers', ['Ban Members', 'Manage Messages'])))
    // each power alone is refused; harmless ones (View Channels, Send Messages) are not
    const top = fake.roles.get(ROLE.top)!
    for (const [power, bit] of DANGEROUS_PERMISSIONS) {
      top.permissions = String((1n << BigInt(bit)) | (1n << 10n))
      const response = await put([{ kind: 'board_top', role_id: ROLE.top, board: 'points', top: 3 }])
      response.assertStatus(422)
      assert.equal(response.body().message, en(dangerousRoleRefused('Top 3', [power])))
    }
    assert.deepEqual(await kept(), [ROLE.verified])
    assert.lengthOf(await saves(), 1)
    top.permissions = String((1n << 10n) | (1n << 11n))
    await put([{ kind: 'board_top', role_id: ROLE.top, board: 'points', top: 3 }]).then((r) => r.assertStatus(200))
    assert.deepEqual(await kept(), [ROLE.top])

    // Discord not answering: nothing is saved unchecked
    fake.guildFound = false
    const unchecked = await put([{ kind: 'linked', role_id: ROLE.verified }])
    unchecked.assertStatus(422)
    assert.equal(unchecked.body().message, en(ROLE_SYNC_MESSAGES.permissionsUnknown))
    assert.deepEqual(await kept(), [ROLE.top])
    fake.guildFound = true

    // a mapped role given Administrator later (or mapped before the check) is flagged
    top.permissions = String(1n << 3n)
    const health = await discordBotHealth(freshBot())
    assert.deepEqual(health.roles, [
      { role_id: ROLE.top, name: 'Top 3', exists: true, assignable: true, dangerous: ['Administrator'] },
    ])

    // and the sync does not hand it out: a linked member is owed Verified, given Administrator
    await put([{ kind: 'linked', role_id: ROLE.verified }]).then((r) => r.assertStatus(200))
    await linkedMember(fake, '920000000000000001')
    fake.roles.get(ROLE.verified)!.permissions = String(1n << 3n)
    assert.include(await fullPass(), { added: 0, removed: 0 })
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
    fake.roles.get(ROLE.verified)!.permissions = '0'
    assert.include(await fullPass(), { added: 1 })
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.verified])
  })
})
