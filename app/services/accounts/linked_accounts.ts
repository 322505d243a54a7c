import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import type { MessageKey, MessageValues } from '#shared/messages'
import { isUniqueViolation } from '#infra/db/errors'
import { payHeldCredits } from '#services/points/held_credits'
import { queueDiscordUnlink, queueRoleSync } from '#services/discord/role_sync_queue'

/**
 * Outside accounts linked to a user: Discord (the chat community), Kick and Twitch (the
 * streaming platforms, whose chat earns points). One outside account belongs to at most one
 * user, checked here and guaranteed by the unique indexes on users.discord_id, kick_id and
 * twitch_id.
 */
export type LinkProvider = 'discord' | 'kick' | 'twitch'

export const PROVIDER_NAMES: Record<LinkProvider, string> = {
  discord: 'Discord',
  kick: 'Kick',
  twitch: 'Twitch',
}

/** A message of the log-in and link flows (oauth_rules): its key, the provider's name and more */
export function oauthMessage(key: MessageKey, provider: LinkProvider, values: MessageValues = {}) {
  return { key, values: { provider: PROVIDER_NAMES[provider], ...values } }
}
export type OAuthMessage = ReturnType<typeof oauthMessage>

/** The message in the request's language (a flash, the wording of receiveOAuth) */
export function said(ctx: HttpContext, message: OAuthMessage) {
  return ctx.i18n.t(message.key, message.values)
}

export const LINK_COLUMNS = {
  discord: { id: 'discordId', username: 'discordUsername' },
  kick: { id: 'kickId', username: 'kickUsername' },
  twitch: { id: 'twitchId', username: 'twitchUsername' },
} as const

export class AccountAlreadyLinkedError extends Error {
  constructor(readonly provider: LinkProvider) {
    super(`${PROVIDER_NAMES[provider]} account already linked to another user`)
  }
}

export async function linkAccount(
  user: User,
  provider: LinkProvider,
  outside: { id: string; username: string }
) {
  const { id, username } = LINK_COLUMNS[provider]
  const previous = user[id]
  const owner = await User.query().where(id, outside.id).whereNot('id', user.id).first()
  if (owner) throw new AccountAlreadyLinkedError(provider)
  user[id] = outside.id
  user[username] = outside.username
  try {
    await user.save()
  } catch (error) {
    // another user linked the same account between the check and the save
    if (isUniqueViolation(error)) throw new AccountAlreadyLinkedError(provider)
    throw error
  }
  // a Discord account replaced by another loses its managed roles; the new one gets its own
  if (provider === 'discord' && previous && previous !== outside.id) {
    await queueDiscordUnlink(user.id, previous)
  }
  await queueRoleSync([user.id])
  // points held for this Kick account (rewards earned before it was linked, a points
  // import's unmatched rows) are paid now
  if (provider !== 'discord') await payHeldCredits(user.id, outside, provider)
}

export async function unlinkAccount(user: User, provider: LinkProvider) {
  const { id, username } = LINK_COLUMNS[provider]
  const previous = user[id]
  user[id] = null
  user[username] = null
  await user.save()
  // the Discord account keeps no managed role; without Kick, no subscriber role
  if (provider === 'discord' && previous) await queueDiscordUnlink(user.id, previous)
  else await queueRoleSync([user.id])
}

/** The user this outside account is linked to, if any */
export function linkedUser(provider: LinkProvider, outsideId: string) {
  return User.query().where(LINK_COLUMNS[provider].id, outsideId).first()
}
