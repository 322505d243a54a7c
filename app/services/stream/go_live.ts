import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import { streamLive } from '#services/discord/announcement_events'
import { queueGoLivePush } from '#services/push/outbox'
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
 * Two reactions: the go-live Discord announcement and the web push to the browsers that chose
 * the go-live topic (both outboxes, sent by the worker). The push opens the site's home page,
 * whose header badge links to the stream.
 */
export async function streamWentLive(
  trx: TransactionClientContract,
  platform: ChatPlatform,
  start: StreamStart
) {
  await streamLive(trx, platform, start)
  const untitled = i18nManager.locale(siteLocale).t('discord_labels.post_untitled_stream')
  await queueGoLivePush(trx, {
    platform,
    title: start.title ?? untitled,
    url: '/',
    occurrence: start.key.slice(0, 64),
  })
}
