import { Transmit } from '@adonisjs/transmit-client'
import { liveChannel, type LiveMessage, type PublicDomain } from '@shared/live'

/**
 * The page's one connection for live updates (Server-Sent Events, app/services/live/), opened
 * on the first use and shared by every hook that listens. `connected` is whether the stream is
 * up: while it is not, the pages that used to poll fall back to polling.
 */
let client: Transmit | undefined
let connected = false
/** Set once the stream has been up: a later `connected` is a reconnection */
let wasConnected = false
const statusListeners = new Set<() => void>()
const reconnectListeners = new Set<() => void>()

function setConnected(value: boolean) {
  if (connected === value) return
  connected = value
  // for the browser tests: whether the page is live
  document.documentElement.dataset.live = value ? 'connected' : 'broken'
  if (value && wasConnected) reconnectListeners.forEach((listener) => listener())
  if (value) wasConnected = true
  statusListeners.forEach((listener) => listener())
}

function liveClient() {
  if (!client) {
    client = new Transmit({
      baseUrl: window.location.origin,
      // the browser's EventSource retries on its own; never give up on it
      maxReconnectAttempts: Number.POSITIVE_INFINITY,
    })
    client.on('connected', () => setConnected(true))
    client.on('disconnected', () => setConnected(false))
    client.on('reconnecting', () => setConnected(false))
  }
  return client
}

function ownLiveChange(domains: readonly PublicDomain[], onChange: (m: LiveMessage) => void) {
  const transmit = liveClient()
  const stops = domains.map((domain) => {
    const subscription = transmit.subscription(liveChannel(domain))
    const stop = subscription.onMessage<LiveMessage>(onChange)
    // kept when the last listener leaves: another page will want it, and it costs the server nothing
    void subscription.create()
    return stop
  })
  return () => stops.forEach((stop) => stop())
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

/** Calls `onChange` on every message of these domains; returns the function that stops it */
export const onLiveChange = api.onLiveChange

/** Calls `listener` when the stream comes back after a break (messages may have been missed) */
export const onLiveReconnect = api.onLiveReconnect

export const liveStatus = api.liveStatus
