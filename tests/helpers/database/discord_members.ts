import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { DiscordBotApi } from '#services/discord/discord_bot_api'
import { DiscordRateLimits } from '#services/discord/discord_rate_limits'
import { runFullRolePass } from '#services/discord/role_sync'
import type { FakeDiscordBot } from '#tests/helpers/fakes/fake_discord_bot'

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
