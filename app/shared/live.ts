/**
 * Live updates (Server-Sent Events, app/services/live/): one stream per open page, which hears
 * every domain of public data. A message carries the domain's public data itself, in the shape
 * the page props hold (`data`, keyed by prop name, built by app/services/live/public_payloads.ts
 * from the same cached public views the controllers render), so a change reaches every open
 * page without a request per viewer. Public data is the same for every visitor; nothing
 * private is ever in a message. `version` orders the messages of a domain: a page applies a
 * message only when its version is above the last one it applied.
 */
export const PUBLIC_DOMAINS = [
  'boards',
  'store',
  'vault',
  'hunt',
  'milestones',
  'tournament',
  'raffles',
  /** the stream schedule (/schedule, the home page's next stream) */
  'schedule',
  /** predictions with points (/predictions, the prediction overlay) */
  'predictions',
  /** the streams live now: the LIVE badge of every page's header (shared prop `liveStreams`) */
  'stream',
  /** polls (/polls, the poll overlay) */
  'polls',
  /** the admins' wording of the catalog's texts (app/services/i18n/text_overrides.ts): no page data */
  'texts',
] as const

export type PublicDomain = (typeof PUBLIC_DOMAINS)[number]

/** The domains the raffle pages, the raffle overlay and the header's RAFFLES link follow */
export const RAFFLE_LIVE_DOMAINS = ['raffles'] as const satisfies readonly PublicDomain[]

export type LiveMessage = {
  domain: PublicDomain
  /** grows with every change of the domain (see app/infra/live/broadcast.ts) */
  version: number
  /** the domain's public page props, by name */
  data: Record<string, unknown>
}

export const isPublicDomain = (value: unknown): value is PublicDomain =>
  typeof value === 'string' && (PUBLIC_DOMAINS as readonly string[]).includes(value)

/**
 * The SSE event a stream sends when messages may have been missed (the Redis bus between the
 * web processes was down): the page reloads its live data, as after a reconnection
 */
export const LIVE_RESYNC_EVENT = 'resync'

/**
 * The stream's address. It is answered ahead of the AdonisJS pipeline (no session, no cookie,
 * no router): app/infra/live/streams.ts.
 */
export const LIVE_EVENTS_PATH = '/__transmit/events'

/**
 * How long a page that shows private data for this domain (the visitor's own guess) waits at
 * most before asking for that part: each page draws its own wait in [0, this), so a change
 * seen by thousands of logged-in viewers is spread over this window, not one burst.
 */
export const LIVE_PRIVATE_JITTER_MS = 5_000

/** The reconnect backoff of a page whose stream broke: first try, and the ceiling */
export const LIVE_RECONNECT = { firstMs: 1_000, maxMs: 30_000 }

/**
 * How long a page waits before its `attempt`-th reconnection (0 for the first): "full jitter",
 * a random wait in [hint/2, ceiling) where the ceiling doubles with each failed attempt (and
 * is at least the server's `retry` hint, when it gave one). When a web process restarts, its
 * thousands of pages come back spread over seconds instead of all in the same millisecond.
 */
export function liveReconnectDelay(attempt: number, hintMs = 0, random = Math.random) {
  const ceiling = Math.max(
    hintMs,
    Math.min(LIVE_RECONNECT.maxMs, LIVE_RECONNECT.firstMs * 2 ** Math.max(0, attempt))
  )
  const floor = hintMs / 2
  return Math.round(floor + random() * (ceiling - floor))
}
