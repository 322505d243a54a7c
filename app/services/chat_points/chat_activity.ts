import db from '@adonisjs/lucid/services/db'
import { type DateTime } from 'luxon'
import { kickBotAccounts } from '#config/chat_points'
import { dbTimestamp } from '#infra/db/time'
import { POINTS } from '#shared/points'

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

export async function isStreamLive() {
  const row = await db.from('stream_status').where('id', 1).first()
  return Boolean(row?.live)
}

/**
 * The one stream status row: live and since when, and when the last webhook and the last chat
 * event arrived (for the admin dashboard's Kick health).
 */
export async function setStreamLive(live: boolean) {
  const client = db.connection()
  await client
    .insertQuery()
    .table('stream_status')
    .insert({ id: 1, live, changed_at: dbTimestamp(client) })
    .onConflict('id')
    .merge(['live', 'changed_at'])
}

/** A delivery from the streamer's channel arrived (a chat event when `chat`) */
export async function noteKickDelivery(chat: boolean) {
  const client = db.connection()
  const now = dbTimestamp(client)
  await client
    .insertQuery()
    .table('stream_status')
    .insert({
      id: 1,
      live: false,
      changed_at: now,
      last_event_at: now,
      last_chat_at: chat ? now : null,
    })
    .onConflict('id')
    .merge(chat ? ['last_event_at', 'last_chat_at'] : ['last_event_at'])
}

/**
 * Records that a Kick user chatted in the window of `at`. Keyed by the Kick user id (a rename
 * loses nothing); a second message in the same window changes nothing.
 */
export async function recordChatActivity(kickUserId: string, at: DateTime) {
  const client = db.connection()
  await client
    .insertQuery()
    .table('chat_activities')
    .insert({ kick_user_id: kickUserId, window_start: dbTimestamp(client, windowStart(at)) })
    .onConflict(['kick_user_id', 'window_start'])
    .ignore()
}
