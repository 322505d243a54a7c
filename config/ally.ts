import { defineConfig } from '@adonisjs/ally'
import type { HttpContext } from '@adonisjs/core/http'
import { DiscordPkceDriver } from '#services/accounts/discord_oauth_driver'
import { KickDriver } from '#services/accounts/kick_oauth_driver'
import env from '#start/env'
import { absoluteUrl } from '#config/app'

/**
 * OAuth client settings, read from the environment each time a driver is made: the
 * endpoints can be pointed at a fake server (tests), and a missing client id is caught
 * before a redirect instead of sending users to a broken provider page.
 */
export function discordSettings() {
  return {
    clientId: env.get('DISCORD_CLIENT_ID') ?? '',
    clientSecret: env.get('DISCORD_CLIENT_SECRET') ?? '',
    callbackUrl: absoluteUrl('/api/discord/callback'),
    scopes: ['identify' as const],
    authorizeUrl: env.get('DISCORD_AUTHORIZE_URL') || 'https://discord.com/oauth2/authorize',
    accessTokenUrl: env.get('DISCORD_TOKEN_URL') || 'https://discord.com/api/oauth2/token',
    userInfoUrl: env.get('DISCORD_USER_INFO_URL') || 'https://discord.com/api/users/@me',
  }
}

export function kickSettings() {
  return {
    clientId: env.get('KICK_CLIENT_ID') ?? '',
    clientSecret: env.get('KICK_CLIENT_SECRET') ?? '',
    callbackUrl: absoluteUrl('/api/kick/callback'),
    scopes: ['user:read' as const],
    authorizeUrl: env.get('KICK_AUTHORIZE_URL') || 'https://id.kick.com/oauth/authorize',
    accessTokenUrl: env.get('KICK_TOKEN_URL') || 'https://id.kick.com/oauth/token',
    userInfoUrl: env.get('KICK_USER_INFO_URL') || 'https://api.kick.com/public/v1/users',
  }
}

export function isOAuthConfigured(provider: 'discord' | 'kick') {
  const settings = provider === 'discord' ? discordSettings() : kickSettings()
  return settings.clientId !== '' && settings.clientSecret !== ''
}

/**
 * Account linking. Discord uses Ally's driver with PKCE switched on; Kick our OAuth 2.1 + PKCE
 * driver on Ally's OAuth 2 base. Settings are read per request (below), so the
 * endpoints can point at a fake OAuth server on 127.0.0.1 in tests.
 */
const allyConfig = defineConfig({
  discord: (ctx: HttpContext) => new DiscordPkceDriver(ctx, discordSettings()),
  kick: (ctx: HttpContext) => new KickDriver(ctx, kickSettings()),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
