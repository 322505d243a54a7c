import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import { DateTime } from 'luxon'
import { SESSION_AGE } from '#config/session'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import env from '#start/env'

/**
 * A guest session (no user) untouched this long is removed even though its cookie would
 * still be valid: a guest's page view stores nothing, so such a row holds at most a message
 * for the next page (a toast), long stale by then.
 */
export const GUEST_SESSION_IDLE_HOURS = 24

/**
 * How long a received Kick event id is kept (KICK_EVENTS_RETENTION_DAYS, default 30). The ids
 * only serve to refuse a replayed delivery, and Kick's signature check already refuses any
 * event older than MAX_EVENT_AGE_SECONDS (five minutes), so a day would do; a month leaves the
 * admin a trail to look at. Read per run, so a changed value applies without a restart.
 */
export const kickEventsRetentionDays = () => env.get('KICK_EVENTS_RETENTION_DAYS') || 30

/**
 * Removes rows nobody can use any more: expired sessions and idle guest sessions (database
 * session store), expired rate-limit counters (database limiter store) and password reset
 * tokens that are expired or used, and received Kick event ids past their retention (a chat
 * event adds one row each, so the table would otherwise grow without end). Idempotent, so the worker may run it at any time. The
 * timestamps are compared the way each writer stores them: the session store writes JS
 * Dates, the limiter milliseconds, Lucid models its dialect's timestamp format.
 */
export async function removeExpiredRows(now = DateTime.utc()) {
  const client = db.connection()
  const ageMs = string.seconds.parse(SESSION_AGE) * 1000
  // a session's expiry moves to "last use + age" on every request, so last use = expiry - age
  const guestIdleBefore = now
    .plus({ milliseconds: ageMs })
    .minus({ hours: GUEST_SESSION_IDLE_HOURS })

  const sessions = await client
    .from('sessions')
    .where('expires_at', '<=', now.toJSDate())
    .orWhere((query) =>
      query.whereNull('user_id').where('expires_at', '<=', guestIdleBefore.toJSDate())
    )
    .delete()
  const rateLimits = await client
    .from('rate_limits')
    .whereNotNull('expire')
    .where('expire', '<=', now.toMillis())
    .delete()
  const resetTokens = await client
    .from('password_reset_tokens')
    .where('expires_at', '<=', dbTimestamp(client, now))
    .orWhereNotNull('used_at')
    .delete()
  const kickEvents = await client
    .from('kick_events')
    .where('received_at', '<', dbTimestamp(client, now.minus({ days: kickEventsRetentionDays() })))
    .delete()

  return {
    sessions: affectedRows(sessions),
    rateLimits: affectedRows(rateLimits),
    resetTokens: affectedRows(resetTokens),
    kickEvents: affectedRows(kickEvents),
  }
}
