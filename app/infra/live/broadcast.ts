import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { LiveMessage, PublicDomain } from '#shared/live'

/** The one transmit channel the messages travel on (transmit is only the bus between processes) */
export const LIVE_CHANNEL = 'public/live'

/**
 * What a message carries for a domain: its public data, the page props the domain feeds. The
 * domains build it (app/services/live/public_payloads.ts, registered by start/live_payloads.ts),
 * so this transport never imports them. Without a builder a message carries no data and the
 * pages reload the domain themselves.
 */
export type PublicPayloadBuilder = (domain: PublicDomain) => Promise<LiveMessage['data'] | null>
let buildPayload: PublicPayloadBuilder | null = null

export function usePublicPayloads(builder: PublicPayloadBuilder) {
  buildPayload = builder
}

let lastVersion = 0

/**
 * A message's version: the time its data is read, in microseconds, and always above this
 * process's previous one. Within a process the reads of a domain run one after the other (see
 * `schedule`), so a later version holds later data; between processes (a worker's sync and an
 * admin's edit on a web process) the shared clock orders them.
 */
function nextVersion() {
  lastVersion = Math.max(Date.now() * 1000, lastVersion + 1)
  return lastVersion
}

async function send(domain: PublicDomain) {
  const version = nextVersion()
  let data: LiveMessage['data'] | null
  try {
    data = buildPayload ? await buildPayload(domain) : null
  } catch (error) {
    // the pages then reload the domain themselves (spread over time) rather than miss it
    logger.warn({ err: error, domain }, 'live update: building the public data failed')
    data = null
  }
  const message = { domain, version, data }
  const transmit = await app.container.make('transmit')
  // JSON data (transmit's Broadcastable type does not take Record<string, unknown>)
  transmit.broadcast(LIVE_CHANNEL, message as never)
}

/**
 * The least time between two messages of a domain, per process. The domains that a raid
 * changes at every action (raffle entries, purchases taking stock: a hundred a
 * second) would otherwise rebuild and send their data as fast as they can, and every
 * message goes to every open page: one message per window carries the last state of all the
 * changes made in it.
 */
export const LIVE_COALESCE_MS: Partial<Record<PublicDomain, number>> = {
  raffles: 500,
  store: 500,
  // a poll's votes arrive in bursts (a chat answering `!vote` at once)
  polls: 500,
}

type Queue = { tail: Promise<void>; waiting: Promise<void> | null; lastSentAt: number }
const queues = new Map<PublicDomain, Queue>()

/** Forgets when each domain last sent (tests start each case with no window running) */
export function forgetLastSends() {
  for (const queue of queues.values()) queue.lastSentAt = 0
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One build of a domain's message at a time: a change during a build is sent by the next one,
 * which reads after it; changes that arrive while a build is waiting to start share that build
 * (a burst of edits is one message with the last state). A domain with a coalescing window
 * waits for it to pass since its last message; the write that asked does not wait for that
 * (its request answers at once), only a change that can be sent now is awaited.
 */
function schedule(domain: PublicDomain): Promise<void> {
  let queue = queues.get(domain)
  if (!queue)
    queues.set(domain, (queue = { tail: Promise.resolve(), waiting: null, lastSentAt: 0 }))
  const gap = LIVE_COALESCE_MS[domain] ?? 0
  const held = gap > 0 && (queue.waiting !== null || Date.now() - queue.lastSentAt < gap)
  if (queue.waiting) return held ? Promise.resolve() : queue.waiting
  const current = queue
  const run = current.tail.then(async () => {
    const wait = current.lastSentAt + gap - Date.now()
    if (gap > 0 && wait > 0) await sleep(wait)
    current.waiting = null
    current.lastSentAt = Date.now()
    return send(domain)
  })
  current.waiting = run
  current.tail = run.catch((error) => {
    logger.warn({ err: error, domain }, 'live update: sending failed')
  })
  return held ? Promise.resolve() : run
}

/**
 * Waits until the messages still queued have been sent: a coalescing window's last message
 * goes out up to 500 ms after the write that asked for it. The app's terminating hook
 * (start/public_cache.ts) awaits it before the database closes: a build that ran after would
 * reopen a pool that nothing closes, and the process would never exit on SIGTERM. It waits
 * `withinMs` at most: a message stuck on an unreachable Redis does not hold the stop (its data
 * was read already).
 */
export async function drainBroadcasts(withinMs = 2_000) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))
  const sent = Promise.all([...queues.values()].map((queue) => queue.tail))
  await Promise.race([sent, late]).finally(() => clearTimeout(timer))
}

/**
 * Sends every open page the new public data of these domains. Called only by public_cache.ts,
 * after the write has committed and the cache was invalidated, so the data read here is the
 * new one (and it warms the cache for the pages that load next). With Redis, transmit's
 * transport hands the message to every other web process; each writes it to its own streams
 * (app/infra/live/streams.ts).
 */
export async function broadcastChange(domains: readonly PublicDomain[]) {
  await Promise.all(domains.map((domain) => schedule(domain)))
}
