import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabaseWithRawAce, runAceCommand } from '#tests/helpers/processes/ace'
import { withEnv } from '#tests/helpers/processes/env'
import { FakeDiscordBot, ROLE, setUpGuild } from '#tests/helpers/fakes/fake_discord_bot'
import { linkedMember } from '#tests/helpers/database/discord_members'
import { replaceRoleRules } from '#services/discord/role_rules'
import { lastRolePass } from '#services/discord/role_sync_status'
import { createUser } from '#tests/helpers/database/users'
import { ROLE_SYNC_MESSAGES } from '#shared/discord_roles'
import DiscordSync from '../../../commands/discord_sync.js'
import { en } from '#tests/helpers/i18n/english'

const fake = new FakeDiscordBot()

const run = (argv: string[]) => runAceCommand(DiscordSync, argv)

test.group('Discord role sync / node ace discord:sync', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(async () => {
    const restoreAce = await freshDatabaseWithRawAce()
    fake.reset()
    setUpGuild(fake)
    const restoreEnv = withEnv(fake.env())
    const admin = await createUser({ admin: true })
    await replaceRoleRules(admin.id, [
      { kind: 'linked', role_id: ROLE.verified },
      { kind: 'subscriber', role_id: ROLE.sub },
    ])
    await linkedMember(fake, '920000000000000001', { username: 'alice', roles: [ROLE.sub, ROLE.unmanaged] })
    return () => {
      restoreEnv()
      restoreAce()
    }
  })

  test('--dry-run prints each change it would make and changes nothing', async ({ assert }) => {
    const command = await run(['--dry-run'])
    assert.equal(command.exitCode ?? 0, 0)
    command.assertLogMatches(/\+ role Verified \(910000000000000001\) to alice \(discord 920000000000000001\)/)
    command.assertLogMatches(/- role Subscriber \(910000000000000005\) from alice \(discord 920000000000000001\)/)
    command.assertLogMatches(
      /dry run, nothing changed\. 1 member\(s\): would add 1, would remove 1; 0 not in the server/
    )
    assert.lengthOf(fake.changes(), 0)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.sub, ROLE.unmanaged].sort())
    assert.isNull(await lastRolePass())
    assert.lengthOf(await db.from('discord_sync_queue'), 1, 'the queue is left for the worker')
  })

  test('a pass makes the changes, prints them and takes the queue along', async ({ assert }) => {
    const command = await run([])
    command.assertLogMatches(/\+ role Verified/)
    command.assertLogMatches(/1 member\(s\): added 1, removed 1; 0 not in the server/)
    assert.deepEqual(fake.rolesOf('920000000000000001'), [ROLE.unmanaged, ROLE.verified].sort())
    assert.include(await lastRolePass(), { kind: 'full', added: 1, removed: 1 })
    assert.lengthOf(await db.from('discord_sync_queue'), 0)
  })

  test('without a bot token or guild it says what to set and exits 1', async ({ assert }) => {
    fake.requests = [] // saving the rules read the roles' permissions
    const restore = withEnv({ DISCORD_BOT_TOKEN: undefined })
    try {
      const command = await run([])
      assert.equal(command.exitCode, 1)
      command.assertLogMatches(new RegExp(en(ROLE_SYNC_MESSAGES.notConfigured)), 'stderr')
      assert.lengthOf(fake.requests, 0)
    } finally {
      restore()
    }
  })
})
