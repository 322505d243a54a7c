import { envSetting } from '#config/ally'
import { absoluteUrl } from '#config/app'

const trimmed = (url: string) => url.replace(/\/+$/, '')

/**
 * Twitch settings, read per call (blank counts as unset), so a test can point the site at a
 * fake Twitch: the OAuth client (linking, "Continue with Twitch", the app token for Helix),
 * the OAuth server (TWITCH_AUTH_BASE) and Helix (TWITCH_API_BASE), the EventSub secret that
 * signs webhook deliveries, the streamer's user id (without it no event counts) and the
 * bot's user id (chat replies are sent only with it).
 */
export function twitchSettings() {
  const authBase = trimmed(envSetting('TWITCH_AUTH_BASE') ?? 'https://id.twitch.tv')
  return {
    clientId: envSetting('TWITCH_CLIENT_ID') ?? '',
    clientSecret: envSetting('TWITCH_CLIENT_SECRET') ?? '',
    callbackUrl: absoluteUrl('/api/twitch/callback'),
    authorizeUrl: `${authBase}/oauth2/authorize`,
    accessTokenUrl: `${authBase}/oauth2/token`,
    apiBase: trimmed(envSetting('TWITCH_API_BASE') ?? 'https://api.twitch.tv/helix'),
    eventsubSecret: envSetting('TWITCH_EVENTSUB_SECRET'),
    webhookUrl: absoluteUrl('/webhooks/twitch'),
    broadcasterId: envSetting('TWITCH_BROADCASTER_ID'),
    botUserId: envSetting('TWITCH_BOT_USER_ID'),
    botToken: envSetting('TWITCH_BOT_TOKEN'),
    broadcasterToken: envSetting('TWITCH_BROADCASTER_TOKEN'),
    /** the "Convert to site points" reward: site points per redemption (0: none), its cost */
    convertPoints: Math.max(0, Math.floor(Number(envSetting('TWITCH_CONVERT_POINTS') ?? 0) || 0)),
    convertCost: Math.max(1, Math.floor(Number(envSetting('TWITCH_CONVERT_COST') ?? 1000) || 1000)),
  }
}

/** The userInfoUrl Ally's driver reads the account from (Helix's users endpoint) */
export function twitchOAuthSettings() {
  const settings = twitchSettings()
  return {
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    callbackUrl: settings.callbackUrl,
    authorizeUrl: settings.authorizeUrl,
    accessTokenUrl: settings.accessTokenUrl,
    userInfoUrl: `${settings.apiBase}/users`,
    scopes: [] as string[],
  }
}

/** Whether EventSub deliveries can count: a secret to check them and the streamer's id */
export function twitchWebhooksConfigured() {
  const settings = twitchSettings()
  return Boolean(settings.eventsubSecret && settings.broadcasterId)
}
