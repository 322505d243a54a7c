import db from '@adonisjs/lucid/services/db'
import { type DateTime } from 'luxon'
import { kickBotAccounts } from '#config/chat_points'
import { dbTimestamp } from '#infra/db/time'
import { POINTS } from '#shared/points'
import { STREAM_STATUS_ROW, type ChatPlatform } from '#shared/platforms'

/** The start of the 10-minute window (UTC) a moment falls in */
export function windowStart(at: DateTime) {
  const utc = at.toUTC()
  const minute = Math.floor(utc.minute / POINTS.windowMinutes) * POINTS.windowMinutes
  return utc.set({ minute, second: 0, millisecond: 0 })
}

/** Known bot accounts (config/chat_points.ts) earn nothing */
export function isBotAccount(userId: string, username: string | undefined) {
  const bots = kickBotAccounts()
  return (
    bots.includes(userId.toLowerCase()) || (!!username && bots.includes(username.toLowerCase()))
  )
}

/** Whether the stream is live on `platform` (on either when not said) */
export async function isStreamLive(platform?: ChatPlatform) {
  const rows = await db
    .from('stream_status')
    .whereIn('id', platform ? [STREAM_STATUS_ROW[platform]] : Object.values(STREAM_STATUS_ROW))
    .where('live', true)
    .select('id')
  return rows.length > 0
}

/** A delivery from the streamer's channel on `platform` arrived (a chat event when `chat`) */
export async function noteDelivery(platform: ChatPlatform, chat: boolean) {
  const client = db.connection()
  const now = dbTimestamp(client)
  await client
    .insertQuery()
    .table('stream_status')
    .insert({
      id: STREAM_STATUS_ROW[platform],
      live: false,
      changed_at: now,
      last_event_at: now,
      last_chat_at: chat ? now : null,
    })
    .onConflict('id')
    .merge(chat ? ['last_event_at', 'last_chat_at'] : ['last_event_at'])
}

/**
 * Records that a chatter of `platform` chatted in the window of `at`. Keyed by the platform
 * and the chatter's id on it (kick_user_id holds either platform's id; a rename loses
 * nothing); a second message in the same window changes nothing.
 */
export async function recordChatActivity(
  kickUserId: string,
  at: DateTime,
  platform: ChatPlatform = 'kick'
) {
  const client = db.connection()
  await client
    .insertQuery()
    .table('chat_activities')
    .insert({
      platform,
      kick_user_id: kickUserId,
      window_start: dbTimestamp(client, windowStart(at)),
    })
    .onConflict(['platform', 'kick_user_id', 'window_start'])
    .ignore()
}
