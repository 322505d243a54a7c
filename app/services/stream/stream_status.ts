import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { cachedPublicFlag, publicDataChanged } from '#infra/live/public_cache'
import { streamWentLive } from '#services/stream/go_live'
import { CHAT_PLATFORMS, STREAM_STATUS_ROW, type ChatPlatform } from '#shared/platforms'
import { channelUrl, type LiveStream } from '#shared/stream'

/**
 * The stream's state per platform (stream_status, a row per platform: STREAM_STATUS_ROW), as
 * the platforms' status events report it (Kick's livestream.status.updated, Twitch's
 * stream.online and stream.offline), and the streams live now as every page's header shows
 * them (the `stream` public domain: held in each process's memory per generation, so a page
 * costs no query).
 */

/** What a status event says about the stream; what it does not carry is null */
export type StreamInfo = {
  /** Kick's channel slug, Twitch's login */
  channel: string | null
  title: string | null
  category: string | null
  viewers: number | null
  startedAt: DateTime | null
  /** the platform's id of the stream (Twitch's), when it gives one */
  streamId: string | null
}

/** A moment of a platform's event (ISO 8601), null when absent or not a date */
export function eventTime(text: string | null | undefined) {
  const at = text ? DateTime.fromISO(text, { zone: 'utc' }) : null
  return at?.isValid ? at : null
}

/**
 * The key of a stream session on a platform: the platform's stream id, else its start time,
 * else the moment the site saw it start (`now`). At most 64 characters (discord_outbox.occurrence).
 */
function sessionKey(platform: ChatPlatform, info: StreamInfo, now: DateTime) {
  const id = info.streamId ?? (info.startedAt ?? now).toUTC().toISO()!
  return `${platform}:${id}`.slice(0, 57)
}

/**
 * A status event of `platform`, inside its delivery's transaction: the row takes what it says,
 * and a stream that was not live before (or a new session: another stream id or start time
 * than the one held) went live: streamWentLive, once per session. The caller tells the pages
 * after the commit (streamStatusChanged).
 */
export async function recordStreamStatus(
  trx: TransactionClientContract,
  platform: ChatPlatform,
  live: boolean,
  info: StreamInfo
) {
  const id = STREAM_STATUS_ROW[platform]
  const now = DateTime.utc()
  const at = dbTimestamp(trx, now)
  // the row first (a first event finds none), then held until the commit: one transition
  await trx
    .insertQuery()
    .table('stream_status')
    .insert({ id, live: false, changed_at: at })
    .onConflict('id')
    .ignore()
  const before = await trx.from('stream_status').where('id', id).forUpdate().first()
  const wasLive = Boolean(before.live)
  const key = `stream:${sessionKey(platform, info, now)}`
  const namesSession = info.streamId !== null || info.startedAt !== null
  const wentLive = live && (!wasLive || (namesSession && key !== before.stream_key))
  const channel: string | null = info.channel ?? before.channel
  const update: Record<string, unknown> = { live, changed_at: at }
  if (live) {
    Object.assign(update, {
      channel,
      title: info.title ?? (wentLive ? null : before.title),
      category: info.category ?? (wentLive ? null : before.category),
      viewers: info.viewers ?? (wentLive ? null : before.viewers),
    })
  }
  if (wentLive) {
    update.stream_key = key
    update.started_at = dbTimestamp(trx, info.startedAt ?? now)
  }
  await trx.from('stream_status').where('id', id).update(update)
  if (!wentLive) return
  const { title, category } = info
  await streamWentLive(trx, platform, {
    key,
    channel,
    title,
    category,
    startedAt: info.startedAt ?? now,
  })
}

/** After the commit of a status event: every open page's badge and the guest pages follow */
export function streamStatusChanged() {
  return publicDataChanged('stream')
}

type StatusRow = {
  id: number
  channel: string | null
  title: string | null
  category: string | null
  viewers: number | null
  started_at: string | Date | null
}

const PLATFORM_OF_ROW = new Map(CHAT_PLATFORMS.map((p) => [STREAM_STATUS_ROW[p], p]))

/** The streams live now, Kick's first (one query, run once per change of the `stream` domain) */
async function readLiveStreams(): Promise<LiveStream[]> {
  const rows: StatusRow[] = await db
    .from('stream_status')
    .whereIn('id', Object.values(STREAM_STATUS_ROW))
    .where('live', true)
    .orderBy('id')
    .select('id', 'channel', 'title', 'category', 'viewers', 'started_at')
  return rows.map((row) => {
    const platform = PLATFORM_OF_ROW.get(Number(row.id))!
    return {
      platform,
      url: channelUrl(platform, row.channel),
      title: row.title,
      category: row.category,
      viewers: row.viewers === null ? null : Number(row.viewers),
      startedAt: row.started_at ? readDbTimestamp(row.started_at).toISO() : null,
    }
  })
}

/**
 * The streams live now (every page's shared `liveStreams` prop and the `stream` message); the
 * list is shared by every request (frozen)
 */
export function liveStreams(): Promise<LiveStream[]> {
  return cachedPublicFlag('stream', 'live', readLiveStreams)
}
