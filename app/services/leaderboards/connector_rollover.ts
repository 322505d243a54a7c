import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { DateTime } from 'luxon'
import { dbTimestamp } from '#infra/db/time'
import { connectorFor } from '#services/leaderboards/connectors'
import { insertEntries, syncProvider } from '#services/leaderboards/sync_entries'
import type { Provider } from '#shared/leaderboards'

/**
 * What the connectors need at a period end, around the rollover:
 * - before it, one last reading of the ended period, so the archive holds its final numbers
 *   (a buckets source is snapshotted here; a failure keeps the last good data, as any sync);
 * - after it, for a cumulative source, each player's total at the old period's end becomes
 *   their baseline in the new period, so the growth counts from the period start and not from
 *   the first sync after it.
 */
export async function readBeforeRollover(provider: Provider, now: DateTime) {
  return syncProvider(provider, null, now)
}

export async function carryCumulativeBaselines(
  provider: Provider,
  oldStart: DateTime,
  newStart: DateTime
) {
  const connector = await connectorFor(provider)
  if (connector?.mode !== 'cumulative') return 0
  try {
    return await db.transaction(async (trx) => {
      const rows = await trx
        .from('leaderboard_entries')
        .where('provider', provider)
        .where('period_start', dbTimestamp(trx, oldStart))
        .select('username', 'avatar', 'wagered')
      const periodStart = dbTimestamp(trx, newStart)
      await insertEntries(trx, { provider, periodStart, rows }, (row) => row.wagered, null)
      // baselines from a period the source wrote are the source's rows in the new period
      await trx
        .from('leaderboard_settings')
        .where('provider', provider)
        .where('source_period_start', dbTimestamp(trx, oldStart))
        .update({ source_period_start: periodStart })
      return rows.length
    })
  } catch (error) {
    // Without the carried baselines the next sync's first reading becomes the baseline
    logger.warn({ provider, error: (error as Error).message }, 'cumulative baselines not carried')
    return 0
  }
}
