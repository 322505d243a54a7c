import env from '#start/env'
import { siteContact } from '#config/site'

/**
 * Browser push (docs/operations.md, "Push notifications"). A browser's subscription names
 * its push service's endpoint; only these hosts are accepted (`*.` any name under it), over
 * https on the default port, and the outbound address rules apply on top
 * (app/infra/http/outbound_address.ts). PUSH_EXTRA_HOSTS adds host names or host:port pairs,
 * http allowed: the tests' fake push service on 127.0.0.1.
 */
export const pushConfig = {
  hosts: [
    // Chrome, Edge (Chromium), Opera, Samsung Internet: Google's Firebase Cloud Messaging
    'fcm.googleapis.com',
    'android.googleapis.com',
    // Firefox: Mozilla's autopush
    '*.push.services.mozilla.com',
    // Safari (macOS 13+, iOS 16.4+ home-screen apps)
    '*.push.apple.com',
    // legacy Edge and Windows apps: Windows Push Notification Services
    '*.notify.windows.com',
  ],
  /** how long a push service keeps a message for a browser that is offline */
  ttlSeconds: 6 * 3600,
  delivery: {
    maxAttempts: 5,
    batch: 50,
    /** a claimed row is due again after this if its runner died mid-send */
    claimSeconds: 60,
    firstBackoffSeconds: 10,
    maxWaitSeconds: 3600,
  },
  /** subscriptions one account may keep (one per browser) */
  maxPerUser: 10,
}

/** PUSH_EXTRA_HOSTS as a list (read per call, so a test can set it) */
export function extraPushHosts() {
  return (env.get('PUSH_EXTRA_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/**
 * The VAPID key pair and contact, or null while push is not set up (no key pair). Without
 * VAPID_SUBJECT the contact is the support address.
 */
export function vapidDetails() {
  const publicKey = env.get('VAPID_PUBLIC_KEY')
  const privateKey = env.get('VAPID_PRIVATE_KEY')
  if (!publicKey || !privateKey) return null
  const subject = env.get('VAPID_SUBJECT') ?? `mailto:${siteContact().supportEmail}`
  return { publicKey, privateKey, subject }
}
