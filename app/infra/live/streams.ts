import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { Writable } from 'node:stream'
import app from '@adonisjs/core/services/app'
import { http } from '#config/app'
import { liveLimits } from '#config/live'
import { addressBucket } from '#infra/http/address_bucket'
import { clientAddress } from '#infra/http/trust_proxy'
import { LIVE_CHANNEL } from '#infra/live/broadcast'
import {
  LIVE_SLOT_RENEW_MS,
  releaseAddressSlot,
  renewAddressSlots,
  takeAddressSlot,
  type AddressSlot,
} from '#infra/live/address_slots'
import { canTakeOver, takeOver } from '#infra/live/socket_takeover'
import { LIVE_EVENTS_PATH, LIVE_RESYNC_EVENT } from '#shared/live'
import { redisConfigured } from '#config/redis'
import { watchBusRecovery } from '#infra/live/bus_recovery'

/**
 * The live-update streams of a web process: plain Server-Sent Events answered ahead of the
 * AdonisJS pipeline (like a guest's hit on a kept page), so an open page costs its socket and one
 * entry here, not an HttpContext with its session, logger and container (transmit's streams
 * kept those for the stream's whole life: about 35 KB each); once the head is written,
 * node:http lets go of the request, the response and the parser (socket_takeover.ts: about
 * 5 KB of RSS per stream instead of 13). Every stream hears every domain; a message is
 * written as the same bytes to all.
 *
 * - `GET /__transmit/events` opens a stream: `:ok`, then one `data:` frame per change, a
 *   comment every 30 s so proxies keep an idle stream open. The body is not chunked (it ends
 *   with the connection): frames go to the socket as they are.
 * - A process holding LIVE_MAX_STREAMS answers a new one 503 and one client address (as the
 *   rate limits count it: TRUST_PROXY, IPv6 per /64) holding LIVE_MAX_STREAMS_PER_ADDRESS
 *   answers 429, each with `Retry-After` and an SSE `retry:` line: the page polls meanwhile.
 *   The address's count holds across every web process when Redis is configured
 *   (address_slots.ts); the stream then opens once Redis has answered.
 * - A stream whose reader stopped reading (more than STALLED_BYTES waiting) is closed, so one
 *   slow client cannot hold a pile of messages in memory; its page reconnects.
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** the open streams' sockets, with the client address's place each holds */
const streams = new Map<Socket, AddressSlot>()

/** How long a refused page waits before it tries to open a stream again (the hint; the page adds jitter) */
export const LIVE_RETRY_HINT_MS = { full: 15_000, address: 60_000 }
const STALLED_BYTES = 1024 * 1024
/** the keep-alive comment's period, which also renews the address places' leases in Redis */
const PING_MS = LIVE_SLOT_RENEW_MS
const OK = Buffer.from(':ok\n\n')
const PING = Buffer.from(':\n\n')
/** Messages may have been missed (the Redis bus was down): the pages reload their live data */
const RESYNC = Buffer.from(`event: ${LIVE_RESYNC_EVENT}\ndata:\n\n`)

const HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'Connection': 'close',
}
/** The same head, as written to a taken-over socket (with the Date line node:http adds) */
const HEAD = Object.entries(HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

function refuse(res: ServerResponse, status: 429 | 503, retryMs: number) {
  res.writeHead(status, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    'Retry-After': String(Math.ceil(retryMs / 1000)),
  })
  res.end(`retry: ${retryMs}\n\n`)
}

function open(req: IncomingMessage, res: ServerResponse) {
  const limits = liveLimits()
  const address = addressBucket(clientAddress(req, http.trustProxy))
  if (streams.size >= limits.maxStreams) return refuse(res, 503, LIVE_RETRY_HINT_MS.full)
  const slot = takeAddressSlot(address, limits.maxPerAddress)
  if (slot instanceof Promise) return void slot.then((taken) => start(req, res, taken))
  start(req, res, slot)
}

function start(req: IncomingMessage, res: ServerResponse, slot: AddressSlot | null) {
  if (!slot) return refuse(res, 429, LIVE_RETRY_HINT_MS.address)
  // the page went away, or the process filled up, while Redis answered
  if (req.socket.destroyed) return releaseAddressSlot(slot)
  if (streams.size >= liveLimits().maxStreams) {
    releaseAddressSlot(slot)
    return refuse(res, 503, LIVE_RETRY_HINT_MS.full)
  }

  ensureRelay()
  const socket = req.socket
  socket.setKeepAlive(true)
  socket.setNoDelay(true)
  socket.setTimeout(0)
  if (canTakeOver(req, res)) {
    socket.write(`HTTP/1.1 200 OK\r\n${HEAD}Date: ${new Date().toUTCString()}\r\n\r\n:ok\n\n`)
    takeOver(req, res)
  } else {
    // no chunked encoding: the body ends with the connection, so each message is written to
    // the socket as it is, one Buffer shared by every stream, without the response's
    // per-write framing (at 10,000 streams, the difference between one write and three)
    res.useChunkedEncodingByDefault = false
    res.writeHead(200, HEADERS)
    res.flushHeaders()
    socket.write(OK)
  }
  streams.set(socket, slot)
  socket.on('close', onClose)
}

/** One listener for every stream's socket (no closure per stream) */
function onClose(this: Socket) {
  forget(this)
}

function forget(socket: Socket) {
  const slot = streams.get(socket)
  if (slot === undefined) return
  streams.delete(socket)
  releaseAddressSlot(slot)
}

/** Writes the same bytes to every open stream of this process */
function writeToAll(frame: Buffer) {
  const started = performance.now()
  for (const socket of streams.keys()) {
    if (socket.destroyed || socket.writableEnded) continue
    if (socket.writableLength > STALLED_BYTES) {
      socket.destroy()
      continue
    }
    socket.write(frame)
  }
  lastWrite = { streams: streams.size, ms: performance.now() - started }
}

/** How long the last message took to write to every stream (the memory report shows it) */
let lastWrite = { streams: 0, ms: 0 }

/** One message as an SSE frame: serialised once per process, whatever the number of streams */
export function liveFrame(message: unknown) {
  return Buffer.from(`data: ${JSON.stringify(message)}\n\n`)
}

let relaying = false

/**
 * Transmit is the bus (config/transmit.ts: Redis pub/sub between processes when REDIS_HOST is
 * set): this process subscribes one stream of its own to the live channel, and every message
 * transmit delivers to it, whether broadcast here or by another process, is written to the
 * open pages. Started with the first stream (a process without streams has nobody to tell).
 */
function ensureRelay() {
  if (relaying) return
  relaying = true
  const ping = setInterval(() => {
    writeToAll(PING)
    renewAddressSlots()
  }, PING_MS)
  ping.unref()
  if (redisConfigured()) watchBusRecovery(() => writeToAll(RESYNC))
  void app.container.make('transmit').then(async (transmit) => {
    const uid = `live-relay-${process.pid}`
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() })
    const relay = transmit.createStream({
      uid,
      context: undefined as never,
      request: undefined as never,
      response: sink as never,
    })
    relay.writeMessage = ((message: { data?: { channel?: string; payload?: unknown } }) => {
      if (message.data?.channel === LIVE_CHANNEL) writeToAll(liveFrame(message.data.payload))
      return true
    }) as typeof relay.writeMessage
    await transmit.subscribe({
      uid,
      channel: LIVE_CHANNEL,
      context: undefined,
      skipAuthorization: true,
    })
  })
}

const isEventsRequest = (req: IncomingMessage) =>
  req.method === 'GET' &&
  (req.url === LIVE_EVENTS_PATH || req.url?.startsWith(`${LIVE_EVENTS_PATH}?`) === true)

/** A request listener that opens live-update streams and hands every other request on */
export function withLiveStreams(handler: Handler): Handler {
  return (req, res) => (isEventsRequest(req) ? open(req, res) : handler(req, res))
}

/** How many streams this process holds (the benchmark and the tests read it) */
export function openLiveStreams() {
  return streams.size
}

/** How many of them node:http has let go of (socket_takeover.ts: the socket reads with no listener) */
export function takenOverLiveStreams() {
  let count = 0
  for (const socket of streams.keys()) if (socket.listenerCount('data') === 0) count++
  return count
}

/**
 * This process's memory and open streams, on one line (`[memory] pid=… rss=… heap=…`, in
 * bytes): as it is, then (`collectedRss`, `collectedHeap`) after the memory-reducing
 * collection the idle release runs (a web process has `--expose-gc`; tens of ms), so one
 * reading shows both what a burst left and what the process holds once it has settled
 */
export function memoryReport() {
  const memory = process.memoryUsage()
  const gc = globalThis.gc
  if (typeof gc === 'function') gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  const collected = process.memoryUsage()
  return (
    `[memory] pid=${process.pid} rss=${memory.rss} heap=${memory.heapUsed} ` +
    `heapTotal=${memory.heapTotal} external=${memory.external} ` +
    `collectedRss=${collected.rss} collectedHeap=${collected.heapUsed} streams=${streams.size} ` +
    `takenOver=${takenOverLiveStreams()} lastWrite=${lastWrite.streams}:${lastWrite.ms.toFixed(1)}ms`
  )
}

/**
 * Ends every open stream, so that a SIGTERM's drain (which waits for the requests in flight)
 * does not wait forever for pages that never hang up; they reconnect (with a random backoff)
 * to another process or to the restarted one.
 */
export function endLiveStreams() {
  for (const socket of [...streams.keys()]) {
    forget(socket)
    socket.end(() => socket.destroy())
  }
}

/**
 * The HTTP server's own terminating hook (registered when it starts listening) closes it and
 * waits for the requests in flight; hooks run in reverse order, so this one, registered after
 * it, ends the streams first.
 */
export async function endLiveStreamsOnShutdown() {
  const emitter = await app.container.make('emitter')
  emitter.on('http:server_ready', () => app.terminating(endLiveStreams))
}
