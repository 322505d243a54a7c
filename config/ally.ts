import { defineConfig } from '@adonisjs/ally'
import type { HttpContext } from '@adonisjs/core/http'
import { DiscordPkceDriver } from '#services/accounts/discord_oauth_driver'
import { KickDriver } from '#services/accounts/kick_oauth_driver'
import { TwitchDriver } from '#services/accounts/twitch_oauth_driver'
import { twitchOAuthSettings } from '#config/twitch'
import env from '#start/env'
import type { Env } from '@adonisjs/core/env'
import { absoluteUrl } from '#config/app'

type EnvName = typeof env extends Env<infer Values> ? keyof Values & string : never

/** An environment setting read per call, blank counting as unset */
export function envSetting(name: EnvName) {
  return String(env.get(name) ?? '').trim() || undefined
}

type OAuthProvider = 'discord' | 'kick'

/** Each provider's endpoints, unless its <PROVIDER>_AUTHORIZE_URL, _TOKEN_URL or _USER_INFO_URL is set */
const OAUTH_ENDPOINTS = {
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    accessTokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/users/@me',
  },
  kick: {
    authorizeUrl: 'https://id.kick.com/oauth/authorize',
    accessTokenUrl: 'https://id.kick.com/oauth/token',
    userInfoUrl: 'https://api.kick.com/public/v1/users',
  },
}

/**
 * OAuth client settings, read from the environment each time a driver is made: the
 * endpoints can be pointed at a fake server (tests), and a missing client id is caught
 * before a redirect instead of sending users to a broken provider page.
 */
function oauthSettings(provider: OAuthProvider) {
  const prefix = provider === 'discord' ? 'DISCORD' : 'KICK'
  const endpoints = OAUTH_ENDPOINTS[provider]
  return {
    clientId: envSetting(`${prefix}_CLIENT_ID`) ?? '',
    clientSecret: envSetting(`${prefix}_CLIENT_SECRET`) ?? '',
    callbackUrl: absoluteUrl(`/api/${provider}/callback`),
    authorizeUrl: envSetting(`${prefix}_AUTHORIZE_URL`) ?? endpoints.authorizeUrl,
    accessTokenUrl: envSetting(`${prefix}_TOKEN_URL`) ?? endpoints.accessTokenUrl,
    userInfoUrl: envSetting(`${prefix}_USER_INFO_URL`) ?? endpoints.userInfoUrl,
  }
}

export function discordSettings() {
  return { ...oauthSettings('discord'), scopes: ['identify' as const] }
}

/** Kick's OAuth client; its id, secret and token URL also serve Kick's API (config/chat_points.ts) */
export function kickSettings() {
  return { ...oauthSettings('kick'), scopes: ['user:read' as const] }
}

export function isOAuthConfigured(provider: 'discord' | 'kick' | 'twitch') {
  const settings =
    provider === 'discord'
      ? discordSettings()
      : provider === 'kick'
        ? kickSettings()
        : twitchOAuthSettings()
  return settings.clientId !== '' && settings.clientSecret !== ''
}

/**
 * Account linking. Discord uses Ally's driver with PKCE switched on; Kick our OAuth 2.1 + PKCE
 * driver on Ally's OAuth 2 base; Twitch our driver on the same base (state, no PKCE). Settings are read per request (below), so the
 * endpoints can point at a fake OAuth server on 127.0.0.1 in tests.
 */
const allyConfig = defineConfig({
  discord: (ctx: HttpContext) => new DiscordPkceDriver(ctx, discordSettings()),
  kick: (ctx: HttpContext) => new KickDriver(ctx, kickSettings()),
  twitch: (ctx: HttpContext) => new TwitchDriver(ctx, twitchOAuthSettings()),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
