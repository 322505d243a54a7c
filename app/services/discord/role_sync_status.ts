import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import type { LastRolePass } from '#shared/discord_roles'

/** The last role sync pass (one row), for the admin's health panel and the hourly full pass */

/** Errors kept of one pass (the first ones; the count says how many there were) */
const KEPT_ERRORS = 10

export type PassSummary = Omit<LastRolePass, 'finished_at'>

export async function recordRolePass(pass: PassSummary, at: DateTime = DateTime.utc()) {
  const client = db.connection()
  const errors =
    pass.errors.length > KEPT_ERRORS
      ? [...pass.errors.slice(0, KEPT_ERRORS), `and ${pass.errors.length - KEPT_ERRORS} more`]
      : pass.errors
  const row = {
    finished_at: dbTimestamp(client, at),
    kind: pass.kind,
    members: pass.members,
    added: pass.added,
    removed: pass.removed,
    skipped: pass.skipped,
    errors: JSON.stringify(errors),
    ...(pass.kind === 'full' && { last_full_at: dbTimestamp(client, at) }),
  }
  await client
    .insertQuery()
    .table('discord_sync_status')
    .insert({ id: 1, ...row })
    .onConflict('id')
    .merge(Object.keys(row))
}

export async function lastRolePass(): Promise<LastRolePass | null> {
  const row = await db.from('discord_sync_status').where('id', 1).first()
  if (!row) return null
  return {
    finished_at: readDbTimestamp(row.finished_at).toUTC().toISO()!,
    kind: row.kind,
    members: Number(row.members),
    added: Number(row.added),
    removed: Number(row.removed),
    skipped: Number(row.skipped),
    errors: JSON.parse(row.errors ?? '[]') as string[],
  }
}

/** When the last full pass finished (null: never) */
export async function lastFullPassAt() {
  const row = await db.from('discord_sync_status').where('id', 1).first()
  return row?.last_full_at ? readDbTimestamp(row.last_full_at) : null
}
