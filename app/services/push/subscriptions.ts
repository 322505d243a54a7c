import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { pushConfig, vapidDetails } from '#config/push'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { checkPushEndpoint } from '#services/push/endpoint'
import { ERROR_CODES } from '#shared/errors'
import { PUSH_MESSAGES as M, PUSH_TOPICS, type PushSettings, type PushTopic } from '#shared/push'

/**
 * The account's browsers subscribed to push (push_subscriptions): one row per endpoint, with a
 * column per topic. An endpoint is the browser's; subscribing again (another account on the
 * same browser, new keys) moves it to the account that subscribed last.
 */

export const topicColumn = (topic: PushTopic) => `topic_${topic}`

export function endpointHash(endpoint: string) {
  return createHash('sha256').update(endpoint).digest('hex')
}

function topicColumns(topics: readonly PushTopic[]) {
  return Object.fromEntries(
    PUSH_TOPICS.map((topic) => [topicColumn(topic), topics.includes(topic)])
  )
}

function topicsOf(row: Record<string, unknown>) {
  return PUSH_TOPICS.filter((topic) => Boolean(row[topicColumn(topic)]))
}

function requireConfigured() {
  if (!vapidDetails()) throw new ActionRefusedException(ERROR_CODES.notConfigured, M.notConfigured)
}

/** A key of the right size (p256dh: an uncompressed P-256 point; auth: 16 bytes) */
function checkKeys(keys: { p256dh: string; auth: string }) {
  const point = Buffer.from(keys.p256dh, 'base64url')
  const auth = Buffer.from(keys.auth, 'base64url')
  if (point.length !== 65 || point[0] !== 4 || auth.length !== 16) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.endpointRefused)
  }
  return { p256dh: point.toString('base64url'), auth: auth.toString('base64url') }
}

export type SubscribeInput = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  topics?: PushTopic[]
}

/** POST /api/account/push/subscribe: adds (or refreshes) this browser for the account */
export async function subscribe(userId: number, input: SubscribeInput) {
  requireConfigured()
  const keys = checkKeys(input.keys)
  await checkPushEndpoint(input.endpoint)
  const topics = input.topics ?? [...PUSH_TOPICS]
  const hash = endpointHash(input.endpoint)
  await db.transaction(async (trx) => {
    const now = dbTimestamp(trx)
    const row = { user_id: userId, endpoint: input.endpoint, ...keys, ...topicColumns(topics) }
    const moved = await trx
      .from('push_subscriptions')
      .where('endpoint_hash', hash)
      .update({ ...row, updated_at: now })
    if (affectedRows(moved) === 0) {
      await trx
        .insertQuery()
        .table('push_subscriptions')
        .insert({ ...row, endpoint_hash: hash, created_at: now, updated_at: now })
    }
    await dropOldest(trx, userId)
  })
  return topics
}

/** An account keeps its newest pushConfig.maxPerUser browsers */
async function dropOldest(trx: QueryClientContract, userId: number) {
  const kept = await trx
    .from('push_subscriptions')
    .where('user_id', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pushConfig.maxPerUser)
    .select('id')
  await trx
    .from('push_subscriptions')
    .where('user_id', userId)
    .whereNotIn(
      'id',
      kept.map((row) => row.id)
    )
    .delete()
}

/** POST /api/account/push/topics: the topics of one of the account's browsers */
export async function updateTopics(userId: number, endpoint: string, topics: PushTopic[]) {
  const changed = await db
    .from('push_subscriptions')
    .where('endpoint_hash', endpointHash(endpoint))
    .where('user_id', userId)
    .update({ ...topicColumns(topics), updated_at: dbTimestamp(db.connection()) })
  if (affectedRows(changed) === 0) {
    throw new ActionRefusedException(ERROR_CODES.notFound, M.notSubscribed)
  }
  return topics
}

/** POST /api/account/push/unsubscribe: one browser (its endpoint), or all of the account's */
export async function unsubscribe(userId: number, target: { endpoint?: string; all?: boolean }) {
  const query = db.from('push_subscriptions').where('user_id', userId)
  if (!target.all) query.where('endpoint_hash', endpointHash(target.endpoint ?? ''))
  return affectedRows(await query.delete())
}

/** My Account's push settings: the public key (null: not set up) and the account's browsers */
export async function pushSettings(userId: number): Promise<PushSettings> {
  const rows = await db
    .from('push_subscriptions')
    .where('user_id', userId)
    .orderBy('id', 'asc')
    .select('endpoint', ...PUSH_TOPICS.map(topicColumn))
  return {
    publicKey: vapidDetails()?.publicKey ?? null,
    subscriptions: rows.map((row) => ({ endpoint: String(row.endpoint), topics: topicsOf(row) })),
  }
}
