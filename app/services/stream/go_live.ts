import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { streamLive } from '#services/discord/announcement_events'
import type { ChatPlatform } from '#shared/platforms'

/** A stream session that just started on a platform, as its status event told it */
export type StreamStart = {
  /** the session's key (`stream:kick:<started_at>`, `stream:twitch:<stream id>`): once per stream */
  key: string
  /** Kick's channel slug, Twitch's login (null: the streamer's) */
  channel: string | null
  title: string | null
  category: string | null
  startedAt: DateTime
}

/**
 * The one place where a stream going live is acted on: called once per stream session and
 * platform (recordStreamStatus, app/services/stream/stream_status.ts) by both platforms'
 * webhooks, inside the transaction of the status event, so what it queues is committed with the
 * new state or not at all. Each reaction keys on `start.key`, so a replay queues nothing twice.
 * Now: the go-live Discord announcement (the outbox); the web push notification joins here.
 */
export async function streamWentLive(
  trx: TransactionClientContract,
  platform: ChatPlatform,
  start: StreamStart
) {
  await streamLive(trx, platform, start)
}
