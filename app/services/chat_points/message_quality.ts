import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { dbTimestamp } from '#infra/db/time'

/** A Kick emote in a message's text: [emote:123:name] */
const KICK_EMOTE = /\[emote:\d+:[^\]\s]*\]/g

/** Case, Unicode forms and spacing do not make a message different */
export function normaliseMessage(content: string) {
  return content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** A chat command (`!points`...), whatever follows */
export function isCommand(text: string) {
  return text.startsWith('!')
}

/** Nothing but emotes (and spaces) */
export function isEmoteOnly(text: string) {
  return text.replace(KICK_EMOTE, '').trim() === ''
}

/**
 * Whether a chat message makes its sender count in the window: not a command, not only emotes,
 * and not a repeat of the sender's previous message. Every message (counting or not) becomes
 * the sender's previous one, kept as a digest (keyed by the Kick id; a Twitch chatter's key is
 * `twitch:<id>`). `emoteOnly` says the platform marked every fragment an emote (Twitch).
 */
export async function messageCountsForPoints(
  kickUserId: string,
  content: string,
  emoteOnly = false
) {
  const text = normaliseMessage(content)
  const digest = createHash('sha256').update(text).digest('hex')
  const client = db.connection()
  const previous = await client
    .from('kick_chatters')
    .where('kick_user_id', kickUserId)
    .select('last_message_digest')
    .first()
  await client
    .insertQuery()
    .table('kick_chatters')
    .insert({
      kick_user_id: kickUserId,
      last_message_digest: digest,
      updated_at: dbTimestamp(client),
    })
    .onConflict('kick_user_id')
    .merge(['last_message_digest', 'updated_at'])
  if (!text || emoteOnly || isCommand(text) || isEmoteOnly(text)) return false
  return previous?.last_message_digest !== digest
}
