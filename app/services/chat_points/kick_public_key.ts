import { createPublicKey } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import { kickApiSettings } from '#config/chat_points'
import { dataOf, KickApiError, kickApi, nowMs } from '#services/chat_points/kick_client'

/** Kick's webhook public key (no token needed): pinned at deploy, or fetched and cached */

/** A fetched public key is used this long before it is asked for again */
export const KICK_PUBLIC_KEY_TTL_MS = 60 * 60 * 1000

/** After a failed fetch (or a refresh), Kick is not asked again for this long */
export const KICK_PUBLIC_KEY_RETRY_MS = 60 * 1000

let publicKey: { pem: string; fetchedAt: number } | null = null
let lastAttempt = 0
let publicKeyFetch: Promise<string | undefined> | null = null

async function fetchPublicKey() {
  lastAttempt = nowMs()
  try {
    const answer = await kickApi('GET', '/public/v1/public-key')
    const pem = (dataOf(answer) as { public_key?: unknown } | undefined)?.public_key
    if (typeof pem !== 'string') throw new KickApiError('Kick API answered no public_key')
    createPublicKey(pem) // a key that does not parse is not cached
    publicKey = { pem, fetchedAt: nowMs() }
    return pem
  } catch (error) {
    logger.warn(
      { error: (error as Error).message },
      'kick webhook public key could not be fetched; keeping the previous one'
    )
    return publicKey?.pem
  } finally {
    publicKeyFetch = null
  }
}

/** KICK_WEBHOOK_PUBLIC_KEY, the key pinned at deploy (backslash-n escapes allowed) */
export function pinnedKickWebhookPublicKey() {
  return kickApiSettings().pinnedPublicKey
}

/** One fetch at a time, and none within a minute of the last attempt */
function fetchPublicKeyOnce() {
  if (!publicKeyFetch && nowMs() - lastAttempt < KICK_PUBLIC_KEY_RETRY_MS) {
    return Promise.resolve(publicKey?.pem)
  }
  publicKeyFetch ??= fetchPublicKey()
  return publicKeyFetch
}

/**
 * Kick's webhook public key: KICK_WEBHOOK_PUBLIC_KEY when set (pinned at deploy), else the key
 * from Kick's public-key endpoint, cached for an hour (one fetch at a time, at most one a
 * minute; a failed refresh keeps the previous key).
 */
export async function kickWebhookPublicKey(): Promise<string | undefined> {
  const pinned = pinnedKickWebhookPublicKey()
  if (pinned) return pinned
  if (publicKey && nowMs() - publicKey.fetchedAt < KICK_PUBLIC_KEY_TTL_MS) return publicKey.pem
  return fetchPublicKeyOnce()
}

/**
 * A fresh copy of the fetched key after a signature did not verify with the cached one (Kick
 * rotated it); undefined when the key is pinned or Kick was asked less than a minute ago, so
 * forged events cannot make the site hammer Kick.
 */
export async function refreshedKickWebhookPublicKey(): Promise<string | undefined> {
  if (pinnedKickWebhookPublicKey() || !publicKey) return undefined
  const before = publicKey.pem
  const after = await fetchPublicKeyOnce()
  return after && after !== before ? after : undefined
}

/** Forgets the cached public key (see forgetKickCredentials) */
export function forgetKickPublicKey() {
  publicKey = null
  lastAttempt = 0
}
