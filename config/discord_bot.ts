import env from '#start/env'
import type { Secret } from '@adonisjs/core/helpers'
import { envSetting } from '#config/ally'

/**
 * The Discord bot of the role sync (blank counts as unset): its token, the server (guild) it
 * manages roles in, and Discord's REST API address (tests point it at a fake on 127.0.0.1; the
 * code appends /v10). Read per call, so a test can change them. The token never leaves the
 * server: not in page props, logs or error messages.
 */
export function discordBotSettings() {
  // a Secret from start/env, or plain text when a test set it
  const raw: unknown = env.get('DISCORD_BOT_TOKEN')
  const text =
    raw && typeof raw === 'object' && 'release' in raw ? (raw as Secret<string>).release() : raw
  const token = String(text ?? '').trim() || undefined
  return {
    token,
    guildId: envSetting('DISCORD_GUILD_ID'),
    apiBase: `${(envSetting('DISCORD_API_BASE') ?? 'https://discord.com/api').replace(/\/+$/, '')}/v10`,
  }
}

export type DiscordBotSettings = ReturnType<typeof discordBotSettings>
