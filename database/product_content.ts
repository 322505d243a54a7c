import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { MILESTONES } from '#shared/milestones'

/**
 * Product content that ships with the schema (not demo data): the eleven wager milestones.
 * Written by a migration, so a site migrated without the demo seeder shows every milestone
 * card. Idempotent: rows that already exist are left as they are.
 */
export async function insertProductContent(client: QueryClientContract) {
  // the format Lucid models write for this dialect (text on SQLite, ISO on PostgreSQL)
  const now = DateTime.utc().toFormat(client.dialect.dateTimeFormat)
  await client
    .table('milestones')
    .insert(
      MILESTONES.map((m) => ({
        prize: m.prize,
        wager_required: m.wagerRequired,
        created_at: now,
        updated_at: now,
      }))
    )
    .onConflict('wager_required')
    .ignore()
}
