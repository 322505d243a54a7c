import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { readDbTimestamp } from '#infra/db/time'
import { CHAT_SILENCE_MINUTES, type KickHealth } from '#shared/admin'
import { STREAM_STATUS_ROW, type ChatPlatform } from '#shared/platforms'

const iso = (value: string | Date | null | undefined) =>
  value ? readDbTimestamp(value).toUTC().toISO() : null

/**
 * A platform's webhook health for the admin dashboard: the last delivery
 * from the channel, whether the stream is live there (Kick's livestream.status.updated,
 * Twitch's stream.online/offline), the last EventSub revocation (Twitch), and `chat_silent`
 * when it is live but no chat event arrived for CHAT_SILENCE_MINUTES (counted from the later
 * of the last chat event and going live): Kick's webhooks are known to stop silently. And the
 * delay: now minus the newest event's created_at (Kick's events arrive minutes late when busy).
 */
export async function kickHealth(
  now: DateTime = DateTime.utc(),
  platform: ChatPlatform = 'kick'
): Promise<KickHealth> {
  const row = await db.from('stream_status').where('id', STREAM_STATUS_ROW[platform]).first()
  const live = Boolean(row?.live)
  const lastChat = row?.last_chat_at ? readDbTimestamp(row.last_chat_at) : null
  const liveSince = live && row?.changed_at ? readDbTimestamp(row.changed_at) : null
  // silence counts from the later of the last chat event and going live
  const quietSince =
    lastChat && liveSince && lastChat < liveSince ? liveSince : (lastChat ?? liveSince)
  return {
    live,
    live_since: liveSince?.toUTC().toISO() ?? null,
    last_webhook_at: iso(row?.last_event_at),
    last_chat_at: iso(row?.last_chat_at),
    chat_silent:
      live && (!quietSince || now.diff(quietSince).as('minutes') >= CHAT_SILENCE_MINUTES),
    revocation: row?.revocation ?? null,
    revoked_at: iso(row?.revoked_at),
    delay_seconds: row?.newest_event_at
      ? Math.max(0, Math.round(now.diff(readDbTimestamp(row.newest_event_at)).as('seconds')))
      : null,
  }
}
