import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#infra/db/time'
import { isUniqueViolation } from '#infra/db/errors'
import { affectedRows } from '#infra/db/writes'

/**
 * A lease in the database: whoever holds it (and keeps renewing it) is the one worker that
 * runs scheduled jobs. Taking it is one conditional UPDATE (free or expired or already ours)
 * or, the first time, an INSERT; the affected-row count decides. Works the same on SQLite and
 * PostgreSQL, so several app processes can each start a worker and only one will work.
 */
export async function acquireLease(
  name: string,
  holder: string,
  ttlSeconds: number,
  now = DateTime.utc()
) {
  const client = db.connection()
  const expires = dbTimestamp(client, now.plus({ seconds: ttlSeconds }))
  const updated = await client
    .from('job_leases')
    .where('name', name)
    .where((q) => q.where('holder', holder).orWhere('expires_at', '<', dbTimestamp(client, now)))
    .update({ holder, expires_at: expires })
  if (affectedRows(updated) === 1) return true
  try {
    await client.insertQuery().table('job_leases').insert({ name, holder, expires_at: expires })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

export async function releaseLease(name: string, holder: string) {
  await db.from('job_leases').where('name', name).where('holder', holder).delete()
}
