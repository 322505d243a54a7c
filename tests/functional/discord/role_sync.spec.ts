import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#infra/db/time'
import { withEnv } from '#tests/helpers/processes/env'
import { createUser } from '#tests/helpers/database/users'
import { FakeDiscordBot, GUILD_ID, BOT_TOKEN, ROLE } from '#tests/helpers/fakes/fake_discord_bot'
import { CHANNEL, kickPublicPem, postKickEvent, signed, subscription } from '#tests/helpers/fakes/kick'
import { fullPass, linkedMember, putRoleRules, useFakeDiscordBot } from '#tests/helpers/database/discord_members'
import { applyPointChange } from '#services/points/ledger'
import { decideMilestoneClaim } from '#services/shop/redemptions'
import { setRole } from '#services/accounts/staff_roles'
import { unlinkAccount, linkAccount } from '#services/accounts/linked_accounts'
import { syncDiscordRoles } from '#services/discord/role_sync'
import { lastRolePass } from '#services/discord/role_sync_status'
import { ROLE_SYNC_MESSAGES, type RoleRuleInput } from '#shared/discord_roles'
import type User from '#models/user'
import MilestoneClaim from '#models/milestone_claim'
import { en } from '#tests/helpers/i18n/english'

const fake = new FakeDiscordBot()

async function setRules(client: ApiClient, rules: RoleRuleInput[]) {
  const response = await putRoleRules(client, rules)
  response.assertBodyContains({ message: en(ROLE_SYNC_MESSAGES.saved) })
}

const earn = (user: User, points: number, at?: DateTime) =>
  db.transaction(async (trx) => {
    await applyPointChange(trx, { userId: user.id, delta: points, reason: 'admin' })
    if (at) {
      const last = await trx.from('point_transactions').where('user_id', user.id).max('id as id').first()
      await trx
        .from('point_transactions')
        .where('id', last!.id)
        .update({ created_at: dbTimestamp(trx, at) })
    }
  })

/** The worker's job, once (the queued members; the first run is also the hourly full pass) */
const workerRun = () => syncDiscordRoles()

test.group('Discord role sync / each rule adds exactly its role and removes it', (group) => {
  useFakeDiscordBot(group, fake)

  test('linked: every linked member gets the role; roles no rule manages are never touched', async ({
    client,
    assert,
  }) => {
    const alice = await linkedMember(fake, '920000000000000001', { roles: [ROLE.unmanaged] })
    await linkedMember(fake, '920000000000000002', { roles: [ROLE.verified] })
    await createUser() // not linked: never asked about
    await setRules(client, [{ kind: 'linked', role_id: ROLE.verified }])

    const result = await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.verified, ROLE.unmanaged].sort())
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.verified])
    assert.include(result, { members: 2, added: 1, removed: 0, skipped: 0 })
    const [put] = fake.changes()
    assert.equal(put.method, 'PUT')
    assert.equal(put.path, `/guilds/${GUILD_ID}/members/920000000000000001/roles/${ROLE.verified}`)
    assert.equal(put.auth, `Bot ${BOT_TOKEN}`)
    assert.equal(put.reason, 'NEONPLAY role sync')

    // unlinking removes the managed role (the account is no longer on the user row) and only it
    await unlinkAccount(alice, 'discord')
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.unmanaged])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.verified])
    assert.lengthOf(await db.from('discord_sync_queue'), 0)
  })

  test('a role no rule names any more is no longer managed: the sync leaves it alone', async ({ client, assert }) => {
    await linkedMember(fake, '920000000000000001', { roles: [ROLE.sub] })
    await setRules(client, [{ kind: 'subscriber', role_id: ROLE.sub }])
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [], 'not a subscriber: removed')
    fake.addMember('920000000000000001', [ROLE.sub])
    await setRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.sub, ROLE.verified].sort())
  })

  test('milestone tier: an approved claim of that tier or a higher one; approving queues the member', async ({
    client,
    assert,
  }) => {
    const tiers = await db.from('milestones').orderBy('wager_required').select('id')
    const [, second, third] = tiers.map((t) => Number(t.id))
    const admin = await createUser({ admin: true })
    const high = await linkedMember(fake, '920000000000000001')
    const low = await linkedMember(fake, '920000000000000002')
    await setRules(client, [{ kind: 'milestone_tier', role_id: ROLE.tier, milestone_id: second }])
    await workerRun()
    const claim = async (user: User, milestoneId: number) => {
      const row = await MilestoneClaim.create({ userId: user.id, milestoneId, status: 'pending', celsiusUsername: 'c' })
      await decideMilestoneClaim(admin.id, row.id, 'approved')
    }
    await claim(high, third)
    await claim(low, tiers.map((t) => Number(t.id))[0])
    assert.lengthOf(await db.from('discord_sync_queue'), 2, 'each approval queued its member')
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.tier])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [])

    // a higher tier in the rule: the member no longer earns it
    await setRules(client, [
      { kind: 'milestone_tier', role_id: ROLE.tier, milestone_id: tiers.map((t) => Number(t.id))[5] },
    ])
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
  })

  test('top N of the points race this period: the role follows the standings', async ({ client, assert }) => {
    const first = await linkedMember(fake, '920000000000000001')
    const second = await linkedMember(fake, '920000000000000002')
    await earn(first, 500)
    await earn(second, 100)
    await setRules(client, [{ kind: 'board_top', role_id: ROLE.top, board: 'points', top: 1 }])
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.top])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [])
    await earn(second, 1000)
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.top])
  })

  test('top N of the Celsius board: entries matched to the Celsius username, ignoring case', async ({
    client,
    assert,
  }) => {
    const start = DateTime.utc().startOf('month')
    const at = (time: DateTime) => dbTimestamp(db.connection(), time)
    const now = at(DateTime.utc())
    await db.table('leaderboard_settings').insert({
      provider: 'celsius',
      enabled: true,
      prize: 100,
      start_date: at(start),
      end_date: at(start.plus({ months: 1 })),
      auto_restart: true,
      mask_usernames: false,
      created_at: now,
      updated_at: now,
    })
    const entry = (username: string, wagered: number) => ({
      provider: 'celsius',
      username,
      wagered,
      baseline: 0,
      avatar: null,
      period_start: at(start),
      created_at: now,
      updated_at: now,
    })
    await db
      .table('leaderboard_entries')
      .multiInsert([entry('HighRoller', 9000), entry('middle', 5000), entry('lowman', 10)])
    await linkedMember(fake, '920000000000000001', { celsiusUsername: 'highroller' })
    await linkedMember(fake, '920000000000000002', { celsiusUsername: 'Middle' })
    await linkedMember(fake, '920000000000000003', { celsiusUsername: 'lowman' })
    await setRules(client, [{ kind: 'board_top', role_id: ROLE.top, board: 'celsius', top: 2 }])
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.top])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.top])
    assert.deepEqual(fake.rolesOf('920000000000000003'), [])
  })

  test('points earned this month at least X: last month does not count, spending is not earning', async ({
    client,
    assert,
  }) => {
    const user = await linkedMember(fake, '920000000000000001')
    await earn(user, 1000, DateTime.utc().startOf('month').minus({ days: 2 }))
    await earn(user, 200)
    await setRules(client, [{ kind: 'points_month', role_id: ROLE.points, points: 300 }])
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
    await earn(user, 100)
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.points])
  })

  test('subscriber: a Kick sub event queues the linked member; the role goes when the period ends', async ({
    client,
    assert,
  }) => {
    const user = await linkedMember(fake, '920000000000000001')
    await db.from('users').where('id', user.id).update({ kick_id: '555', kick_username: 'kicker' })
    await setRules(client, [{ kind: 'subscriber', role_id: ROLE.sub }])
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])

    const restore = withEnv({ KICK_WEBHOOK_PUBLIC_KEY: kickPublicPem, KICK_BROADCASTER_ID: String(CHANNEL) })
    try {
      const response = await postKickEvent(client, signed('channel.subscription.new', subscription(555, 'kicker')))
      response.assertStatus(200)
    } finally {
      restore()
    }
    assert.lengthOf(await db.from('discord_sync_queue').where('user_id', user.id), 1)
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.sub])

    await db
      .from('kick_subscribers')
      .update({ subscribed_until: dbTimestamp(db.connection(), DateTime.utc().minus({ days: 1 })) })
    await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
  })

  test('staff: any staff role, or the one the rule names; a role change queues the member', async ({
    client,
    assert,
  }) => {
    const owner = await createUser({ role: 'owner' })
    const mod = await linkedMember(fake, '920000000000000001', { role: 'moderator' })
    const fan = await linkedMember(fake, '920000000000000002')
    await setRules(client, [
      { kind: 'staff', role_id: ROLE.staff },
      { kind: 'staff', role_id: ROLE.top, staff_role: 'admin' },
    ])
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.staff])
    await setRole(owner.id, fan.id, 'admin')
    await setRole(owner.id, mod.id, 'user')
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.staff, ROLE.top].sort())
  })
})

test.group('Discord role sync / members, links and dry runs', (group) => {
  useFakeDiscordBot(group, fake)

  test('a member who left the server is skipped; the others are synced', async ({ client, assert }) => {
    await linkedMember(fake, '920000000000000001', { inGuild: false })
    await linkedMember(fake, '920000000000000002')
    await setRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    const result = await fullPass()
    assert.include(result, { members: 1, added: 1, skipped: 1 })
    assert.deepEqual(result.errors, [])
    assert.isFalse(fake.changes().some((r) => r.path.includes('920000000000000001')))
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.verified])
  })

  test("a role above the bot's own is refused by Discord: recorded as the pass's error, the rest is done", async ({
    client,
    assert,
  }) => {
    await linkedMember(fake, '920000000000000001')
    await setRules(client, [
      { kind: 'linked', role_id: ROLE.high },
      { kind: 'linked', role_id: ROLE.verified },
    ])
    const result = await fullPass()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.verified])
    assert.lengthOf(result.errors, 1)
    assert.match(result.errors[0], /member 920000000000000001: Discord PUT .* answered 403/)
  })

  test('linking another Discord account moves the managed roles to it', async ({ client, assert }) => {
    const user = await linkedMember(fake, '920000000000000001', { roles: [ROLE.verified, ROLE.unmanaged] })
    fake.addMember('920000000000000003')
    await setRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    await workerRun()
    await linkAccount(user, 'discord', { id: '920000000000000003', username: 'second' })
    await workerRun()
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.unmanaged])
    assert.deepEqual(fake.rolesOf('920000000000000003'), [ROLE.verified])
  })

  test('a dry run changes nothing, reports the changes and leaves the queue for the worker', async ({
    client,
    assert,
  }) => {
    await linkedMember(fake, '920000000000000001', { roles: [ROLE.sub] })
    await setRules(client, [
      { kind: 'linked', role_id: ROLE.verified },
      { kind: 'subscriber', role_id: ROLE.sub },
    ])
    const result = await fullPass(true)
    assert.deepEqual(
      result.changes.map((c) => [c.op, c.roleId, c.discordId]),
      [
        ['+', ROLE.verified, '920000000000000001'],
        ['-', ROLE.sub, '920000000000000001'],
      ]
    )
    assert.lengthOf(fake.changes(), 0)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.sub])
    assert.isNull(await lastRolePass())
    assert.lengthOf(await db.from('discord_sync_queue'), 1)
  })

  test('the worker records the last pass; without a token or guild it does nothing and drops the queue', async ({
    client,
    assert,
  }) => {
    await linkedMember(fake, '920000000000000001')
    await setRules(client, [{ kind: 'linked', role_id: ROLE.verified }])
    fake.requests = [] // saving the rules read the roles' permissions
    const restore = withEnv({ DISCORD_BOT_TOKEN: undefined })
    try {
      assert.isNull(await workerRun())
    } finally {
      restore()
    }
    assert.lengthOf(fake.requests, 0)
    assert.lengthOf(await db.from('discord_sync_queue'), 0)
    const summary = await workerRun()
    assert.include(summary, { kind: 'full', added: 1, removed: 0 })
    assert.include(await lastRolePass(), { kind: 'full', members: 1, added: 1 })
    assert.isNull(await workerRun(), 'nothing queued and the full pass is recent')
  })
})
