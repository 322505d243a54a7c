import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { openSecret } from '#infra/db/stored_secret'
import { OutboundHttpError, outboundRequest, type OutboundResponse } from '#infra/http/outbound'
import { postUrl } from '#services/discord/webhook_url'
import { WEBHOOK_URL_PURPOSE } from '#services/discord/webhook_settings'

/**
 * The worker's delivery of the Discord outbox (announcements.ts): each due row is claimed (its
 * attempt count moves by a conditional UPDATE, so two runners never post it twice) and posted
 * through the outbound helper. 2xx: delivered. 429: wait Discord's `retry_after` (or its
 * X-RateLimit-Reset-After header), and the webhook's other rows with it. 5xx or no answer:
 * backoff, doubling. Any other answer, or the last try: given up, with the reason. Each
 * outcome is the webhook's last delivery on the admin page.
 */
export const DELIVERY = {
  maxAttempts: 5,
  batch: 20,
  /** a claimed row is due again after this if its runner died mid-post */
  claimSeconds: 60,
  firstBackoffSeconds: 10,
  maxWaitSeconds: 3600,
}

type OutboxRow = { id: number; webhook_id: number; payload: string; attempts: number }

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; afterSeconds: number; reason: string; rateLimited?: true }
  | { kind: 'failed'; reason: string }

function seconds(value: unknown) {
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/** Discord's message of a refusal (`{ message }`), else the status alone */
function refusal(response: OutboundResponse) {
  try {
    const { message } = JSON.parse(response.body.toString('utf8')) as { message?: unknown }
    if (typeof message === 'string') return `Discord answered ${response.status}: ${message}`
  } catch {}
  return `Discord answered ${response.status}`
}

function outcomeOf(response: OutboundResponse, attempt: number): Outcome {
  if (response.ok) return { kind: 'delivered' }
  if (response.status === 429) {
    let wait: number | null = null
    try {
      wait = seconds(JSON.parse(response.body.toString('utf8')).retry_after)
    } catch {}
    wait ??= seconds(response.headers['x-ratelimit-reset-after'])
    wait ??= seconds(response.headers['retry-after'])
    const afterSeconds = Math.min(Math.max(wait ?? 1, 0.1), DELIVERY.maxWaitSeconds)
    return { kind: 'retry', afterSeconds, reason: 'rate limited by Discord', rateLimited: true }
  }
  if (response.status >= 500) return backoff(refusal(response), attempt)
  return { kind: 'failed', reason: refusal(response) }
}

function backoff(reason: string, attempt: number): Outcome {
  const afterSeconds = DELIVERY.firstBackoffSeconds * 2 ** (attempt - 1)
  return { kind: 'retry', afterSeconds: Math.min(afterSeconds, DELIVERY.maxWaitSeconds), reason }
}

async function post(row: OutboxRow, attempt: number): Promise<Outcome> {
  const webhook = await db.from('discord_webhooks').where('id', row.webhook_id).first()
  if (!webhook) return { kind: 'failed', reason: 'the webhook was removed' }
  const url = openSecret(webhook.url, WEBHOOK_URL_PURPOSE, { webhookId: row.webhook_id })
  if (!url) return { kind: 'failed', reason: 'the webhook URL cannot be read: paste it again' }
  try {
    const response = await outboundRequest(postUrl(url), {
      method: 'POST',
      body: row.payload,
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: 10_000,
      maxBytes: 64 * 1024,
    })
    return outcomeOf(response, attempt)
  } catch (error) {
    if (!(error instanceof OutboundHttpError)) throw error
    const reason = `Discord ${error.message}`
    // a refused address or URL stays refused: no point in trying again
    if (error.reason === 'address' || error.reason === 'url') return { kind: 'failed', reason }
    return backoff(reason, attempt)
  }
}

async function record(row: OutboxRow, attempt: number, outcome: Outcome, now: DateTime) {
  const client = db.connection()
  const at = dbTimestamp(client, now)
  const giveUp = outcome.kind === 'retry' && attempt >= DELIVERY.maxAttempts
  const final: Outcome = giveUp
    ? { kind: 'failed', reason: `${outcome.reason}; gave up after ${attempt} tries` }
    : outcome
  const reason = final.kind === 'delivered' ? null : final.reason.slice(0, 300)
  // the row's outcome and the webhook's last delivery in one transaction: the Discord page
  // never shows a delivered post whose webhook has no delivery yet
  await db.transaction(async (trx) => {
    if (final.kind === 'retry') {
      // up to the whole second: SQLite keeps timestamps to the second, never earlier than asked
      const wait = now.plus({ milliseconds: final.afterSeconds * 1000 })
      const due = dbTimestamp(
        client,
        wait.millisecond ? wait.startOf('second').plus({ seconds: 1 }) : wait
      )
      await trx
        .from('discord_outbox')
        .where('id', row.id)
        .update({
          next_attempt_at: due,
          last_error: `${final.reason}; next try in ${final.afterSeconds} s`.slice(0, 300),
        })
      // a rate limit is the webhook's: its other rows wait as long
      if (final.rateLimited) {
        await trx
          .from('discord_outbox')
          .where('webhook_id', row.webhook_id)
          .where('status', 'pending')
          .where('next_attempt_at', '<', due)
          .update({ next_attempt_at: due })
      }
    } else {
      await trx
        .from('discord_outbox')
        .where('id', row.id)
        .update({
          status: final.kind,
          last_error: reason,
          ...(final.kind === 'delivered' && { delivered_at: at }),
        })
    }
    await trx
      .from('discord_webhooks')
      .where('id', row.webhook_id)
      .update({
        last_delivery_at: at,
        last_delivery_ok: final.kind === 'delivered',
        last_delivery_reason: final.kind === 'retry' ? `${final.reason}; retrying` : reason,
      })
  })
  if (final.kind === 'failed') {
    logger.warn({ outboxId: row.id, reason: final.reason }, 'discord announcement given up')
  }
}

/** Claims one due row: its attempt count moves only if nobody else moved it first */
async function claim(row: OutboxRow, now: DateTime) {
  const client = db.connection()
  const claimed = await db
    .from('discord_outbox')
    .where('id', row.id)
    .where('status', 'pending')
    .where('attempts', row.attempts)
    .update({
      attempts: row.attempts + 1,
      next_attempt_at: dbTimestamp(client, now.plus({ seconds: DELIVERY.claimSeconds })),
    })
  return affectedRows(claimed) === 1
}

async function deliver(row: OutboxRow, now: DateTime) {
  if (!(await claim(row, now))) return null
  const attempt = row.attempts + 1
  const outcome = await post(row, attempt)
  await record(row, attempt, outcome, now)
  return outcome
}

function dueRows(now: DateTime) {
  return db
    .from('discord_outbox')
    .where('status', 'pending')
    .where('next_attempt_at', '<=', dbTimestamp(db.connection(), now))
    .orderBy('id', 'asc')
    .limit(DELIVERY.batch)
    .select('id', 'webhook_id', 'payload', 'attempts') as Promise<OutboxRow[]>
}

/** The worker job: posts the due rows, oldest first; a rate-limited webhook waits its turn */
export async function deliverDueAnnouncements(now: DateTime = DateTime.utc()) {
  const limited = new Set<number>()
  let delivered = 0
  const due = await dueRows(now)
  // null when nothing was due: the worker logs only what a job did
  if (due.length === 0) return null
  for (const row of due) {
    if (limited.has(row.webhook_id)) continue
    const outcome = await deliver(row, now)
    if (outcome?.kind === 'delivered') delivered++
    if (outcome?.kind === 'retry' && outcome.rateLimited) limited.add(row.webhook_id)
  }
  return { delivered }
}

/** Posts one queued row now if it is due (the Test button's instant try; same path) */
export async function deliverAnnouncement(id: number) {
  const [row] = (await db
    .from('discord_outbox')
    .where('id', id)
    .where('status', 'pending')
    .select('id', 'webhook_id', 'payload', 'attempts')) as OutboxRow[]
  return row ? deliver(row, DateTime.utc()) : null
}
