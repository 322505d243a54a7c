import env from '#start/env'

/**
 * Which URLs are Discord webhooks: https://discord.com/api/webhooks/<id>/<token> (also
 * discordapp.com, ptb. and canary., with an optional /v<n> API version), or the same path on
 * the origin of DISCORD_API_BASE when it is set (a local fake Discord in tests).
 */
const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
])
const WEBHOOK_PATH = /^(?:\/api(?:\/v\d{1,2})?)?\/webhooks\/(\d{5,25})\/([\w-]{10,100})\/?$/

function apiBaseOrigin() {
  const base = env.get('DISCORD_API_BASE')
  if (!base) return null
  try {
    return new URL(base).origin
  } catch {
    return null
  }
}

/** The webhook's id and token, or null when `value` is not a Discord webhook URL */
export function parseWebhookUrl(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password || url.hash) return null
  const discord = url.protocol === 'https:' && !url.port && DISCORD_HOSTS.has(url.hostname)
  if (!discord && url.origin !== apiBaseOrigin()) return null
  const match = WEBHOOK_PATH.exec(url.pathname)
  return match ? { id: match[1], token: match[2] } : null
}

/** The last 4 characters of the webhook's id: enough to tell webhooks apart, nothing to use */
export function webhookHint(value: string) {
  return parseWebhookUrl(value)?.id.slice(-4) ?? '????'
}

/** Where a message is posted: the saved URL, waiting for Discord's answer (so errors show) */
export function postUrl(value: string) {
  const url = new URL(value)
  url.search = ''
  url.searchParams.set('wait', 'true')
  return url
}
