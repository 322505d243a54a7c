import { DateTime } from 'luxon'
import type LeaderboardSetting from '#models/leaderboard_setting'
import {
  DATA_DELAYED_AFTER_SYNCS,
  LEADERBOARD_SYNC_SECONDS,
  type BoardHealth,
} from '#shared/leaderboard_connectors'
import type { Board } from '#shared/leaderboards'

/**
 * A board's ingestion health. Failing: its last sync attempt failed (a good sync clears the
 * reason).
 * Delayed: an enabled board with a source whose last good sync (or none at all) is older than
 * three sync intervals. A board without a source (CSV imports only) is never delayed.
 */
export function boardHealth(
  setting: LeaderboardSetting,
  hasSource: boolean,
  now: DateTime = DateTime.utc()
): BoardHealth {
  const synced = setting.lastSyncedAt
  const failing = Boolean(setting.lastSyncError)
  const maxAgeMs = DATA_DELAYED_AFTER_SYNCS * LEADERBOARD_SYNC_SECONDS * 1000
  const delayed =
    setting.enabled && hasSource && (!synced || now.toMillis() - synced.toMillis() > maxAgeMs)
  return { has_source: hasSource, failing, delayed }
}

/** Every board's health, keyed by board, for the admin leaderboard page (the points race has no source) */
export function boardsHealth(
  settings: LeaderboardSetting[],
  sources: Partial<Record<Board, unknown>>,
  now: DateTime = DateTime.utc()
) {
  return Object.fromEntries(
    settings.map((setting) => [
      setting.provider,
      boardHealth(setting, Boolean(sources[setting.provider]), now),
    ])
  ) as Partial<Record<Board, BoardHealth>>
}
