import env from '#start/env'
import { envSetting, kickSettings } from '#config/ally'

/** Points a user may earn from chat per UTC day when CHAT_POINTS_DAILY_CAP is not set */
export const DEFAULT_CHAT_POINTS_DAILY_CAP = 288

/**
 * Chat points one user can earn per UTC day (of the windows' start); null: no cap
 * (CHAT_POINTS_DAILY_CAP=0). start/env.ts validated the value at boot; it is read per call so
 * a test can change it.
 */
export function chatPointsDailyCap(): number | null {
  const raw = String(env.get('CHAT_POINTS_DAILY_CAP') ?? '').trim()
  const cap = raw === '' ? DEFAULT_CHAT_POINTS_DAILY_CAP : Number(raw)
  return cap > 0 ? cap : null
}

/**
 * Kick's public API and webhook settings (blank counts as unset). The client id, secret and
 * token URL are the Kick OAuth client's (config/ally.ts). Read per call, so a test can point
 * the site at a fake Kick.
 */
export function kickApiSettings() {
  const oauth = kickSettings()
  return {
    /** the streamer's Kick user id: without it no webhook event counts and Kick is never asked */
    broadcasterId: envSetting('KICK_BROADCASTER_ID'),
    apiUrl: (envSetting('KICK_API_URL') ?? 'https://api.kick.com').replace(/\/+$/, ''),
    tokenUrl: oauth.accessTokenUrl,
    /** an app token given by the operator, else one from the client credentials grant */
    appToken: envSetting('KICK_APP_TOKEN'),
    clientId: oauth.clientId || undefined,
    clientSecret: oauth.clientSecret || undefined,
    /** the webhook key pinned at deploy (backslash-n escapes allowed), else Kick's published one */
    pinnedPublicKey: envSetting('KICK_WEBHOOK_PUBLIC_KEY')?.replace(/\\n/g, '\n'),
    /** the bot account's token for chat replies (!points) */
    botToken: envSetting('KICK_BOT_TOKEN'),
  }
}

/** Known bot accounts earn nothing: KICK_BOT_ACCOUNTS lists ids or names, comma-separated */
export function kickBotAccounts() {
  return (env.get('KICK_BOT_ACCOUNTS') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
}
