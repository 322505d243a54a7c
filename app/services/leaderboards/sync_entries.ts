import { publicDataChanged } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import LeaderboardSetting from '#models/leaderboard_setting'
import { dbTimestamp } from '#infra/db/time'
import { PROVIDERS, type Provider } from '#shared/leaderboards'
import type { ConnectorMode } from '#shared/leaderboard_connectors'
import {
  ConnectorSource,
  type PartnerWagerSource,
  type WagerRow,
} from '#services/leaderboards/partner_api'
import { connectorFor } from '#services/leaderboards/connectors'

export type SyncResult =
  | { provider: Provider; status: 'synced'; entries: number }
  | { provider: Provider; status: 'skipped'; reason: string }
  | { provider: Provider; status: 'failed'; error: string }

type EntryRow = { username: string; avatar?: string | null; wagered: number }

/**
 * Inserts a provider's rows for the period starting at `periodStart` (a database timestamp),
 * each starting from `baseline(row)`, 200 to an INSERT. A row already there (same provider,
 * period and player) gets the `merge` columns, or is left alone when `merge` is null.
 */
export async function insertEntries(
  trx: TransactionClientContract,
  entries: { provider: string; periodStart: string; rows: EntryRow[] },
  baseline: (row: EntryRow) => number,
  merge: string[] | Record<string, unknown> | null
) {
  const now = dbTimestamp(trx)
  const records = entries.rows.map((row) => ({
    provider: entries.provider,
    period_start: entries.periodStart,
    username: row.username,
    avatar: row.avatar ?? null,
    wagered: row.wagered,
    baseline: baseline(row),
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < records.length; i += 200) {
    const insert = trx
      .insertQuery()
      .table('leaderboard_entries')
      .insert(records.slice(i, i + 200))
      .onConflict(['provider', 'period_start', 'username'])
    await (merge ? insert.merge(merge) : insert.ignore())
  }
}

/**
 * Writes a provider's wagers for its current period: one row per player, updated in place.
 * In cumulative mode the first snapshot of a period stores each total as the baseline, and the
 * board shows wagered - baseline; players first seen later start from 0 (a player missing from
 * the first reading had no total then). In buckets mode a player's number never goes down within
 * a period: the partner's bucket resets at its own boundary, and a reading taken just after
 * it must not wipe the final standings before the rollover archives them.
 */
export async function writePeriodEntries(
  setting: LeaderboardSetting,
  rows: WagerRow[],
  mode: ConnectorMode,
  client?: TransactionClientContract
) {
  const write = async (trx: TransactionClientContract) => {
    const periodStart = dbTimestamp(trx, setting.startDate)
    const existing = await trx
      .from('leaderboard_entries')
      .where('provider', setting.provider)
      .where('period_start', periodStart)
      .count('* as total')
      .first()
    const firstSnapshot = Number(existing?.total ?? 0) === 0
    const carried = mode === 'cumulative' && firstSnapshot
    await insertEntries(
      trx,
      { provider: setting.provider, periodStart, rows },
      (row) => (carried ? row.wagered : 0),
      mode === 'buckets'
        ? {
            wagered: trx.raw(
              'CASE WHEN excluded.wagered > leaderboard_entries.wagered THEN excluded.wagered ELSE leaderboard_entries.wagered END'
            ),
            avatar: trx.raw('excluded.avatar'),
            updated_at: trx.raw('excluded.updated_at'),
          }
        : ['wagered', 'avatar', 'updated_at']
    )
  }
  return client ? write(client) : db.transaction(write)
}

/**
 * Whether a real source has written the setting's current period (source_period_start): until
 * then the period's rows are not the source's (the demo board, a CSV import, rows left from
 * before the source was connected). Cumulative baselines carried over at the rollover from a
 * period the source wrote count as the source's (carryCumulativeBaselines marks the period).
 */
function periodHasSynced(setting: LeaderboardSetting) {
  return setting.sourcePeriodStart?.toMillis() === setting.startDate.toMillis()
}

/**
 * Writes what a real source read for the current period, so the board is the source's alone:
 * - before the period's first good sync, every row of the period is removed first (the demo
 *   board never mixes with a partner's rows; a cumulative source's first reading becomes its
 *   baselines);
 * - range and buckets sources: the board is exactly what the partner lists; a row it no
 *   longer lists leaves the board;
 * - cumulative sources keep every row, so a player the partner skips once keeps their baseline.
 */
export async function writeSourceEntries(
  setting: LeaderboardSetting,
  rows: WagerRow[],
  mode: ConnectorMode
) {
  await db.transaction(async (trx) => {
    const periodStart = dbTimestamp(trx, setting.startDate)
    const period = () =>
      trx
        .from('leaderboard_entries')
        .where('provider', setting.provider)
        .where('period_start', periodStart)
    if (!periodHasSynced(setting)) {
      await period().delete()
    } else if (mode !== 'cumulative') {
      const listed = new Set(rows.map((row) => row.username))
      const existing: { username: string }[] = await period().select('username')
      const gone = existing.map((row) => row.username).filter((name) => !listed.has(name))
      for (let i = 0; i < gone.length; i += 500) {
        await period()
          .whereIn('username', gone.slice(i, i + 500))
          .delete()
      }
    }
    await writePeriodEntries(setting, rows, mode, trx)
    await trx
      .from('leaderboard_settings')
      .where('id', setting.id)
      .update({ source_period_start: periodStart })
  })
  setting.sourcePeriodStart = setting.startDate
}

/**
 * Syncs one provider from its connector (saved on the admin page, else the env source) for the
 * board's current period. A good sync records its time and the rows read; when the API fails,
 * the last good data stays, and the failure and its time are logged and kept on the setting
 * (last_sync_error, last_sync_error_at) for the admins to see. A later good sync clears the
 * reason (the board is failing while there is one) and keeps the time of the last failure.
 */
export async function syncProvider(
  provider: Provider,
  source: PartnerWagerSource | null = null,
  now: DateTime = DateTime.utc()
): Promise<SyncResult> {
  const setting = await LeaderboardSetting.findBy('provider', provider)
  if (!setting?.enabled) return { provider, status: 'skipped', reason: 'disabled' }
  const connector = source ? null : await connectorFor(provider)
  const partner = source ?? (connector ? new ConnectorSource(connector) : null)
  if (!partner) return { provider, status: 'skipped', reason: 'not configured' }

  try {
    const rows = await partner.fetchWagers({ start: setting.startDate, end: setting.endDate })
    await writeSourceEntries(setting, rows, partner.config.mode)
    await publicDataChanged('boards')
    setting.merge({ lastSyncedAt: now, lastSyncRows: rows.length, lastSyncError: null })
    await setting.save()
    return { provider, status: 'synced', entries: rows.length }
  } catch (error) {
    const message = (error as Error).message.slice(0, 500)
    logger.warn({ provider, error: message }, 'leaderboard sync failed; keeping the last good data')
    setting.merge({ lastSyncError: message, lastSyncErrorAt: now })
    await setting.save()
    return { provider, status: 'failed', error: message }
  }
}

/** Every provider in turn; `signal` (the worker lost its lease) stops it between two providers */
export async function syncAllProviders(signal?: AbortSignal) {
  const results: SyncResult[] = []
  for (const provider of PROVIDERS) {
    signal?.throwIfAborted()
    results.push(await syncProvider(provider))
  }
  return results
}
