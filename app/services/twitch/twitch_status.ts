import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { eventTime, recordStreamStatus } from '#services/stream/stream_status'
import type { TwitchEvent } from '#validators/twitch_eventsub'

/**
 * stream.online and stream.offline, inside the transaction that records the message id: the
 * Twitch row of stream_status and, going live, its announcement (app/services/stream/go_live.ts).
 * Twitch's stream id keys the stream session; its title and category are not in the event.
 */
export function recordTwitchStatus(trx: TransactionClientContract, event: TwitchEvent) {
  if (event.type === 'stream.offline') {
    return recordStreamStatus(trx, 'twitch', false, NO_INFO)
  }
  if (event.type !== 'stream.online') return
  const { broadcaster_user_login: login, id, started_at: startedAt } = event.event
  return recordStreamStatus(trx, 'twitch', true, {
    ...NO_INFO,
    channel: login ?? null,
    startedAt: eventTime(startedAt),
    streamId: id ?? null,
  })
}

const NO_INFO = {
  channel: null,
  title: null,
  category: null,
  viewers: null,
  startedAt: null,
  streamId: null,
}
