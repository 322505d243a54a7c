import { LEADERBOARD_SYNC_SECONDS } from '#shared/leaderboard_connectors'

/**
 * The scheduled jobs of the worker, each with its interval. A job is an async function that
 * is safe to run again (idempotent), since a worker may restart at any moment.
 */
export type ScheduledJob = { name: string; everySeconds: number; run: () => Promise<unknown> }

export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    name: 'points:accrue',
    everySeconds: 60,
    run: async () => {
      const { accrueClosedWindows } = await import('#services/chat_points/accrue_points')
      return accrueClosedWindows()
    },
  },
  {
    // before the sync, so a period that just ended is archived before the next one fills
    name: 'leaderboards:rollover',
    everySeconds: 300,
    run: async () => {
      const { rolloverLeaderboards } = await import('#services/leaderboards/rollover')
      return rolloverLeaderboards()
    },
  },
  {
    name: 'leaderboards:sync',
    everySeconds: LEADERBOARD_SYNC_SECONDS,
    run: async () => {
      const { syncAllProviders } = await import('#services/leaderboards/sync_entries')
      return syncAllProviders()
    },
  },
  {
    // completes a vault draw waiting for its beacon round, once the round is out
    name: 'vault:draw',
    everySeconds: 5,
    run: async () => {
      const { completeVaultDraw } = await import('#services/vault/roll')
      return completeVaultDraw()
    },
  },
  {
    name: 'cleanup:expired',
    everySeconds: 900,
    run: async () => {
      const { removeExpiredRows } = await import('#services/maintenance/expired_rows')
      return removeExpiredRows()
    },
  },
]
