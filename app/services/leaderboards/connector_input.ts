import { sampleConnectorUrl, type ConnectorInput } from '#shared/leaderboard_connectors'
import type { Connector } from '#services/leaderboards/partner_api'
import type { Provider } from '#shared/leaderboards'

/**
 * The connector an admin's input describes, and where the saved secret may follow it (the same
 * origin, the places it went before), so a source can never be pointed elsewhere to collect
 * the streamer's affiliate key.
 */

/** The origin (scheme, host, port) a URL template calls; null when it is not a URL */
function originOf(template: string) {
  try {
    return new URL(sampleConnectorUrl(template)).origin
  } catch {
    return null
  }
}

/** Where a connector puts its secret: `url` and/or `header <name>` */
function secretPlaces(url: string, headers: Record<string, string>) {
  const places = Object.entries(headers)
    .filter(([, value]) => value.includes('{secret}'))
    .map(([name]) => `header ${name.toLowerCase()}`)
  if (url.includes('{secret}')) places.push('url')
  return places
}

/**
 * Whether the saved secret may go where the input sends it: to the same origin, and only in
 * places (the URL, a header by name) that carried it before. Otherwise an admin session could
 * point a source at another server, or move {secret} into a query string it reads back, and
 * collect the streamer's affiliate key.
 */
function secretMayFollow(saved: Connector, input: ConnectorInput) {
  const origin = originOf(input.url)
  if (origin === null || origin !== originOf(saved.url)) return false
  const before = new Set(secretPlaces(saved.url, saved.headers))
  return secretPlaces(input.url, input.headers ?? {}).every((place) => before.has(place))
}

/**
 * The connector an input describes. A secret left out keeps the saved one (a browser never
 * has it to send back) while the secret would go where it went before (secretMayFollow);
 * else it is dropped (`secretDropped`) and must be sent again. Null or empty clears it.
 */
export function connectorFromInput(
  provider: Provider,
  input: ConnectorInput,
  saved: Connector | null
) {
  const kept = input.secret === undefined && saved?.secret ? saved.secret : null
  const secretDropped = kept !== null && !secretMayFollow(saved!, input)
  const connector: Connector = {
    provider,
    origin: 'database',
    mode: input.mode,
    url: input.url,
    headers: input.headers ?? {},
    secret: input.secret === undefined ? (secretDropped ? null : kept) : input.secret || null,
    list_path: input.list_path,
    username_field: input.username_field,
    wager_field: input.wager_field,
    wager_scale: input.wager_scale,
    avatar_field: input.avatar_field || null,
    bucket: input.mode === 'buckets' ? input.bucket || null : null,
  }
  return { connector, secretDropped }
}
