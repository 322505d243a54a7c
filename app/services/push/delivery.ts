import webpush from 'web-push'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { pushConfig, vapidDetails } from '#config/push'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { OutboundHttpError, outboundRequest, type OutboundResponse } from '#infra/http/outbound'
import { pushEndpointAllowed } from '#services/push/endpoint'
import { pushMessage } from '#services/push/message'

/**
 * The worker's delivery of the push outbox (outbox.ts), as the Discord one: each due row is
 * claimed by a conditional UPDATE of its attempt count, encrypted for its browser (RFC 8291,
 * aes128gcm, signed with the VAPID key: web-push builds the request) and sent through the
 * outbound helper, so the address rules apply. 2xx: delivered. 404 or 410: the browser dropped
 * the subscription, which is removed (its rows with it). 429, 5xx or no answer: backoff,
 * doubling (a 429's Retry-After if longer). Any other answer, or the last try: given up.
 */

const D = pushConfig.delivery

type DueRow = {
  id: number
  subscription_id: number
  payload: string
  attempts: number
  endpoint: string
  p256dh: string
  auth: string
  locale: string | null
}

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'gone' }
  | { kind: 'retry'; afterSeconds: number; reason: string }
  | { kind: 'failed'; reason: string }

function backoff(reason: string, attempt: number, atLeast = 0): Outcome {
  const doubled = D.firstBackoffSeconds * 2 ** (attempt - 1)
  return {
    kind: 'retry',
    afterSeconds: Math.min(Math.max(doubled, atLeast), D.maxWaitSeconds),
    reason,
  }
}

function outcomeOf(response: OutboundResponse, attempt: number): Outcome {
  if (response.ok) return { kind: 'delivered' }
  if (response.status === 404 || response.status === 410) return { kind: 'gone' }
  const reason = `the push service answered ${response.status}`
  if (response.status === 429) {
    const wait = Number(response.headers['retry-after'])
    return backoff(reason, attempt, Number.isFinite(wait) ? wait : 0)
  }
  if (response.status >= 500) return backoff(reason, attempt)
  return { kind: 'failed', reason }
}

async function send(row: DueRow, attempt: number): Promise<Outcome> {
  const vapid = vapidDetails()
  if (!vapid) return backoff('push is not set up (VAPID keys)', attempt)
  if (!pushEndpointAllowed(row.endpoint)) {
    return { kind: 'failed', reason: 'the endpoint is not a known push service any more' }
  }
  const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
  const request = webpush.generateRequestDetails(
    subscription,
    pushMessage(row.payload, row.locale, `push-${row.id}`),
    { vapidDetails: vapid, TTL: pushConfig.ttlSeconds, contentEncoding: 'aes128gcm' }
  )
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)])
  )
  try {
    const response = await outboundRequest(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      timeoutMs: 10_000,
      maxBytes: 16 * 1024,
    })
    return outcomeOf(response, attempt)
  } catch (error) {
    if (!(error instanceof OutboundHttpError)) throw error
    const reason = `the push service ${error.message}`
    if (error.reason === 'address' || error.reason === 'url') return { kind: 'failed', reason }
    return backoff(reason, attempt)
  }
}

async function record(row: DueRow, attempt: number, outcome: Outcome, now: DateTime) {
  const client = db.connection()
  if (outcome.kind === 'gone') {
    // the browser unsubscribed or the subscription expired: it and its queued rows go
    await db.transaction(async (trx) => {
      await trx.from('push_outbox').where('subscription_id', row.subscription_id).delete()
      await trx.from('push_subscriptions').where('id', row.subscription_id).delete()
    })
    return
  }
  const final: Outcome =
    outcome.kind === 'retry' && attempt >= D.maxAttempts
      ? { kind: 'failed', reason: `${outcome.reason}; gave up after ${attempt} tries` }
      : outcome
  const update =
    final.kind === 'retry'
      ? {
          next_attempt_at: dbTimestamp(
            client,
            now.plus({ seconds: Math.ceil(final.afterSeconds) })
          ),
          last_error: `${final.reason}; next try in ${final.afterSeconds} s`.slice(0, 300),
        }
      : final.kind === 'delivered'
        ? { status: 'delivered', last_error: null, delivered_at: dbTimestamp(client, now) }
        : { status: 'failed', last_error: final.reason.slice(0, 300) }
  await db.from('push_outbox').where('id', row.id).update(update)
  if (final.kind === 'failed') {
    logger.warn({ pushOutboxId: row.id, reason: final.reason }, 'push notification given up')
  }
}

/** Claims one due row: its attempt count moves only if nobody else moved it first */
async function claim(row: DueRow, now: DateTime) {
  const claimed = await db
    .from('push_outbox')
    .where('id', row.id)
    .where('status', 'pending')
    .where('attempts', row.attempts)
    .update({
      attempts: row.attempts + 1,
      next_attempt_at: dbTimestamp(db.connection(), now.plus({ seconds: D.claimSeconds })),
    })
  return affectedRows(claimed) === 1
}

function dueRows(now: DateTime) {
  return db
    .from('push_outbox')
    .join('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
    .join('users', 'users.id', 'push_subscriptions.user_id')
    .where('push_outbox.status', 'pending')
    .where('push_outbox.next_attempt_at', '<=', dbTimestamp(db.connection(), now))
    .orderBy('push_outbox.id', 'asc')
    .limit(D.batch)
    .select(
      'push_outbox.id',
      'push_outbox.subscription_id',
      'push_outbox.payload',
      'push_outbox.attempts',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'users.locale'
    ) as Promise<DueRow[]>
}

/** The worker job: sends the due notifications, oldest first; null when none was due */
export async function deliverDuePush(now: DateTime = DateTime.utc()) {
  const due = await dueRows(now)
  if (due.length === 0) return null
  const counts = { delivered: 0, removed: 0 }
  for (const row of due) {
    if (!(await claim(row, now))) continue
    const attempt = row.attempts + 1
    const outcome = await send(row, attempt)
    await record(row, attempt, outcome, now)
    if (outcome.kind === 'delivered') counts.delivered++
    if (outcome.kind === 'gone') counts.removed++
  }
  return counts
}
