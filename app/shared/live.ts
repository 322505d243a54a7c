/**
 * Live updates (Server-Sent Events through transmit): one public, read-only channel per domain
 * of public data. A message only says that a domain changed (`{ domain, at }`); the page asks
 * for its fresh props itself, so a message never carries data that a visitor may not see.
 */
export const PUBLIC_DOMAINS = [
  'boards',
  'store',
  'vault',
  'hunt',
  'milestones',
  'tournament',
  'raffles',
] as const

export type PublicDomain = (typeof PUBLIC_DOMAINS)[number]

/** The domains the raffle pages, the raffle overlay and the header's RAFFLES link follow */
export const RAFFLE_LIVE_DOMAINS = ['raffles'] as const satisfies readonly PublicDomain[]

export type LiveMessage = { domain: PublicDomain; at: string }

const CHANNEL_PREFIX = 'public/'

export const liveChannel = (domain: PublicDomain) => `${CHANNEL_PREFIX}${domain}`

export const LIVE_CHANNELS: readonly string[] = PUBLIC_DOMAINS.map(liveChannel)

export const isLiveChannel = (channel: unknown): channel is string =>
  typeof channel === 'string' && LIVE_CHANNELS.includes(channel)

/** How long a page waits after a message before reloading, so a burst of changes is one reload */
export const LIVE_RELOAD_DEBOUNCE_MS = 150
