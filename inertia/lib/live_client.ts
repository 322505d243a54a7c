import {
  LIVE_EVENTS_PATH,
  LIVE_RESYNC_EVENT,
  isPublicDomain,
  liveReconnectDelay,
  type LiveMessage,
  type PublicDomain,
} from '@shared/live'

/**
 * The page's one connection for live updates (Server-Sent Events read with fetch,
 * app/infra/live/streams.ts), opened on the first use and shared by every hook that
 * listens. `connected` is whether the stream is up: while it is not, the pages that used to
 * poll fall back to polling.
 *
 * fetch rather than EventSource: the page must see a refusal's status (503 when the process is
 * full, 429 when this address holds too many streams) and its retry hint, and must choose its
 * own reconnect wait: a random backoff (liveReconnectDelay), so that the thousands of pages
 * of a restarted process do not all come back in the same millisecond.
 */
let started = false
let connected = false
/** Set once the stream has been up: a later `connected` is a reconnection */
let wasConnected = false
const statusListeners = new Set<() => void>()
const reconnectListeners = new Set<() => void>()
const changeListeners = new Set<(message: LiveMessage) => void>()
/** The last version applied per domain: an older message that crosses a newer one is dropped */
const versions = new Map<PublicDomain, number>()

function setConnected(value: boolean) {
  if (connected === value) return
  connected = value
  // for the browser tests: whether the page is live
  document.documentElement.dataset.live = value ? 'connected' : 'broken'
  if (value && wasConnected) reconnectListeners.forEach((listener) => listener())
  if (value) wasConnected = true
  statusListeners.forEach((listener) => listener())
}

function dispatch(frame: string) {
  const lines = frame.split('\n')
  // messages may have been missed: the listeners reload as after a reconnection
  if (lines.includes(`event: ${LIVE_RESYNC_EVENT}`)) {
    return reconnectListeners.forEach((listener) => listener())
  }
  const data = lines
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n')
  if (!data) return // a comment (:ok, the keep-alive)
  let message: LiveMessage
  try {
    message = JSON.parse(data)
  } catch {
    return
  }
  if (!isPublicDomain(message?.domain) || typeof message.version !== 'number') return
  if (message.version <= (versions.get(message.domain) ?? 0)) return
  versions.set(message.domain, message.version)
  changeListeners.forEach((listener) => listener(message))
}

async function readFrames(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    pending += value.replaceAll('\r\n', '\n')
    let end: number
    while ((end = pending.indexOf('\n\n')) !== -1) {
      dispatch(pending.slice(0, end))
      pending = pending.slice(end + 2)
    }
  }
}

/** The server's wait before trying again, from a refusal's Retry-After (seconds) */
function retryHint(response: Response) {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0
}

async function connect(attempt: number) {
  let hintMs = 0
  let wasUp = false
  try {
    const response = await fetch(LIVE_EVENTS_PATH, {
      headers: { accept: 'text/event-stream' },
      cache: 'no-store',
      credentials: 'omit',
    })
    if (response.ok && response.body) {
      wasUp = true
      setConnected(true)
      await readFrames(response.body)
    } else {
      hintMs = retryHint(response)
      void response.body?.cancel()
    }
  } catch {
    // the network or the server went away: try again after the backoff
  }
  setConnected(false)
  const next = wasUp ? 0 : attempt + 1
  window.setTimeout(() => void connect(next), liveReconnectDelay(wasUp ? 0 : attempt, hintMs))
}

function start() {
  if (started || typeof window === 'undefined') return
  started = true
  void connect(0)
}

function ownLiveChange(domains: readonly PublicDomain[], onChange: (m: LiveMessage) => void) {
  start()
  const listener = (message: LiveMessage) => {
    if (domains.includes(message.domain)) onChange(message)
  }
  changeListeners.add(listener)
  return () => void changeListeners.delete(listener)
}

function ownLiveReconnect(listener: () => void) {
  reconnectListeners.add(listener)
  return () => void reconnectListeners.delete(listener)
}

const ownLiveStatus = {
  subscribe(listener: () => void) {
    statusListeners.add(listener)
    return () => void statusListeners.delete(listener)
  },
  connected: () => connected,
  /** The server renders as not connected (the page's first pass in the browser agrees) */
  serverConnected: () => false,
}

type LiveApi = {
  onLiveChange: typeof ownLiveChange
  onLiveReconnect: typeof ownLiveReconnect
  liveStatus: typeof ownLiveStatus
}

declare global {
  interface Window {
    __neonLive?: LiveApi
  }
}

/**
 * A browser opens at most six connections to one site (HTTP/1.1), and every stream holds one:
 * a page framed by a page of this site (the admin's overlay previews) listens through the
 * framing page's connection instead of opening its own.
 */
function framingPageApi(): LiveApi | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined
  try {
    return window.parent.__neonLive
  } catch {
    return undefined // framed by another site
  }
}

const api: LiveApi = framingPageApi() ?? {
  onLiveChange: ownLiveChange,
  onLiveReconnect: ownLiveReconnect,
  liveStatus: ownLiveStatus,
}
if (typeof window !== 'undefined') window.__neonLive = api

/** Calls `onChange` on every new message of these domains; returns the function that stops it */
export const onLiveChange = api.onLiveChange

/**
 * Calls `listener` when messages may have been missed: the stream came back after a break, or
 * the server says so (LIVE_RESYNC_EVENT, after the Redis bus between its processes was down)
 */
export const onLiveReconnect = api.onLiveReconnect

export const liveStatus = api.liveStatus
