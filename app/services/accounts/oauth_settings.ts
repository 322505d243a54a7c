import env from '#start/env'
import { absoluteUrl } from '#services/app_url'

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
