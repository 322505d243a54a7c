import { test } from '@japa/runner'
import { FakeDiscordBot, ROLE } from '#tests/helpers/fakes/fake_discord_bot'
import { fullPass, linkedMember, putRoleRules, useFakeDiscordBot } from '#tests/helpers/database/discord_members'
import { lastRolePass } from '#services/discord/role_sync_status'
import { DISCORD_MAX_TRIES } from '#services/discord/discord_bot_api'

const fake = new FakeDiscordBot()
const MEMBER_ROLE = 'PUT /guilds/:id/members/:id/roles/:id'
const MEMBER = 'GET /guilds/:id/members/:id'

test.group('Discord role sync / rate limits', (group) => {
  useFakeDiscordBot(group, fake)
  group.each.setup(async ({ context }) => {
    await putRoleRules(context.client, [{ kind: 'linked', role_id: ROLE.verified }])
  })

  test('a 429 is waited out for its retry_after, then the call is tried again', async ({ assert }) => {
    await linkedMember(fake, '920000000000000001')
    fake.limitNext(MEMBER_ROLE, 0.4)
    const result = await fullPass()
    const puts = fake.requests.filter((r) => r.method === 'PUT')
    assert.lengthOf(puts, 2, 'the limited call and its retry')
    assert.isAtLeast(puts[1].at - puts[0].at, 380)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.verified])
    assert.deepEqual(result.errors, [])
  })

  test('a global 429 holds back every call, on any route, for its retry_after', async ({ assert }) => {
    await linkedMember(fake, '920000000000000001')
    await linkedMember(fake, '920000000000000002')
    fake.limitNext(MEMBER_ROLE, 0.5, { global: true })
    await fullPass()
    const limited = fake.requests.findIndex((r) => r.method === 'PUT')
    const after = fake.requests[limited + 1]
    assert.isAtLeast(after.at - fake.requests[limited].at, 480)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.verified])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.verified])
  })

  test('a bucket with no call left makes the next call on its routes wait until it refills (no 429)', async ({
    assert,
  }) => {
    for (const id of ['920000000000000001', '920000000000000002', '920000000000000003']) {
      await linkedMember(fake, id, { roles: [ROLE.verified] })
    }
    fake.bucketSize = 2
    fake.resetAfter = 0.6
    const result = await fullPass()
    const reads = fake.requests.filter((r) => r.method === 'GET' && r.path.includes('/members/'))
    assert.lengthOf(reads, 3, 'no call was refused and tried again')
    assert.isAtLeast(reads[2].at - reads[0].at, 500)
    assert.include(result, { members: 3, added: 0 })
    assert.deepEqual(result.errors, [])
  })

  test('a call limited again and again is given up after a few tries; the error is recorded and the pass goes on', async ({
    assert,
  }) => {
    await linkedMember(fake, '920000000000000001')
    await linkedMember(fake, '920000000000000002')
    fake.limitNext(MEMBER, 0.05, { times: DISCORD_MAX_TRIES })
    const result = await fullPass()
    assert.lengthOf(result.errors, 1)
    assert.match(result.errors[0], /member 920000000000000001: .*rate limit 4 times; gave up/)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [])
    assert.deepEqual(fake.rolesOf('920000000000000002'), [ROLE.verified])
    const last = await lastRolePass()
    assert.deepEqual(last?.errors, result.errors)
    assert.notInclude(JSON.stringify(last), fake.token)
  })
})
