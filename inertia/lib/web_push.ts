/**
 * The browser's side of push (docs/product.md, "Push notifications"): the service worker
 * public/push-sw.js, registered with the scope /push/ (no page lives there, so it never
 * controls one), and its PushManager subscription. Nothing here asks for permission except
 * `subscribeBrowser`, which My Account calls only from a click.
 */

export const PUSH_WORKER_URL = '/push-sw.js'
export const PUSH_WORKER_SCOPE = '/push/'

/** Whether this browser can receive push at all (service workers, PushManager, Notification) */
export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes */
function keyBytes(publicKey: string) {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
}

/** This browser's current subscription, if any: never prompts, never registers */
export async function currentSubscription() {
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE)
  return (await registration?.pushManager.getSubscription()) ?? null
}

export type BrowserSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** The subscription's JSON as the API takes it */
export function subscriptionJson(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON()
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

/**
 * Asks for permission (the browser's prompt), registers the worker and subscribes with the
 * server's key; answers the subscription, or the permission when it was not granted
 */
export async function subscribeBrowser(publicKey: string) {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return { permission }
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, {
    scope: PUSH_WORKER_SCOPE,
  })
  // not serviceWorker.ready: that waits for a worker controlling this page, which this one
  // never does (its scope is /push/)
  const worker = registration.installing ?? registration.waiting ?? registration.active
  if (worker && worker.state !== 'activated') {
    await new Promise<void>((resolve) => {
      const settled = () => ['activated', 'redundant'].includes(worker.state) && resolve()
      worker.addEventListener('statechange', settled)
    })
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  })
  return { permission, subscription: subscriptionJson(subscription) }
}

/** Drops this browser's subscription (the push service forgets it too) */
export async function unsubscribeBrowser() {
  const subscription = await currentSubscription()
  await subscription?.unsubscribe()
}
