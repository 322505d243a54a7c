import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { DiscordBotApi } from '#services/discord/discord_bot_api'
import { DiscordRateLimits } from '#services/discord/discord_rate_limits'
import { runFullRolePass } from '#services/discord/role_sync'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import { resetDatabase } from '#tests/helpers/database/database'
import { withEnv } from '#tests/helpers/processes/env'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { setUpGuild, type FakeDiscordBot } from '#tests/helpers/fakes/fake_discord_bot'
import type { RoleRuleInput } from '#shared/discord_roles'

let next = 1

/** A site user with a linked Discord account `discordId` (a member of the fake guild unless `inGuild` is false) */
export async function linkedMember(
  fake: FakeDiscordBot,
  discordId: string,
  options: { roles?: string[]; inGuild?: boolean } & Parameters<typeof createUser>[0] = {}
) {
  const { roles = [], inGuild = true, ...fields } = options
  const user = await createUser(fields)
  await db
    .from('users')
    .where('id', user.id)
    .update({ discord_id: discordId, discord_username: `discord${next++}` })
  if (inGuild) fake.addMember(discordId, roles)
  return user.refresh()
}

/** A bot with rate limits of its own (none learned by earlier tests) */
export const freshBot = () => new DiscordBotApi(undefined, new DiscordRateLimits())

/** A full pass now, as `node ace discord:sync` runs it */
export const fullPass = (dryRun = false) => runFullRolePass(dryRun, freshBot())

type Group = {
  setup: (hook: () => Promise<() => Promise<void>>) => unknown
  each: { setup: (hook: () => Promise<() => void>) => unknown }
}

/**
 * A group against `fake`: started once, and before each test an empty database, the guild of
 * setUpGuild and the site's bot pointed at the fake (put back after the test)
 */
export function useFakeDiscordBot(group: Group, fake: FakeDiscordBot) {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(async () => {
    await resetDatabase()
    fake.reset()
    setUpGuild(fake)
    return withEnv(fake.env())
  })
}

/** Replaces the rules through PUT /api/admin/discord/roles, as a new admin */
export async function putRoleRules(client: ApiClient, rules: RoleRuleInput[]) {
  const admin = await createUser({ admin: true })
  const response = await jsonAs(client, admin).put(urlFor('admin_api.discord.roles'), { rules })
  response.assertStatus(200)
  return response
}
