import env from '#start/env'

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
 * Kick's public API and webhook settings ('' counts as unset). Read per call, so a test can
 * point the site at a fake Kick.
 */
type KickVariable =
  | 'KICK_BROADCASTER_ID'
  | 'KICK_API_URL'
  | 'KICK_TOKEN_URL'
  | 'KICK_APP_TOKEN'
  | 'KICK_CLIENT_ID'
  | 'KICK_CLIENT_SECRET'
  | 'KICK_WEBHOOK_PUBLIC_KEY'
  | 'KICK_BOT_TOKEN'

export function kickSettings() {
  const value = (name: KickVariable) => String(env.get(name) ?? '').trim() || undefined
  return {
    /** the streamer's Kick user id: without it no webhook event counts and Kick is never asked */
    broadcasterId: value('KICK_BROADCASTER_ID'),
    apiUrl: (value('KICK_API_URL') ?? 'https://api.kick.com').replace(/\/+$/, ''),
    tokenUrl: value('KICK_TOKEN_URL') ?? 'https://id.kick.com/oauth/token',
    /** an app token given by the operator, else one from the client credentials grant */
    appToken: value('KICK_APP_TOKEN'),
    clientId: value('KICK_CLIENT_ID'),
    clientSecret: value('KICK_CLIENT_SECRET'),
    /** the webhook key pinned at deploy (backslash-n escapes allowed), else Kick's published one */
    pinnedPublicKey: value('KICK_WEBHOOK_PUBLIC_KEY')?.replace(/\\n/g, '\n'),
    /** the bot account's token for chat replies (!points) */
    botToken: value('KICK_BOT_TOKEN'),
  }
}

/** Known bot accounts earn nothing: KICK_BOT_ACCOUNTS lists ids or names, comma-separated */
export function kickBotAccounts() {
  return (env.get('KICK_BOT_ACCOUNTS') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
}
