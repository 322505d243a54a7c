import { LEADERBOARD_SYNC_SECONDS } from '#shared/leaderboard_connectors'

/**
 * The scheduled jobs of the worker, each with its interval. A job is an async function that
 * is safe to run again (idempotent), since a worker may restart at any moment.
 */
export type ScheduledJob = { name: string; everySeconds: number; run: () => Promise<unknown> }

/**
 * A job that runs the function `name` of the module `load` imports: the module is loaded when
 * the job first runs, not when the worker starts
 */
function lazyJob<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends () => Promise<unknown> ? Name : never)
) {
  return async () => {
    const module = await load()
    const run = module[name] as () => Promise<unknown>
    return run()
  }
}

export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    name: 'points:accrue',
    everySeconds: 60,
    run: lazyJob(() => import('#services/chat_points/accrue_points'), 'accrueClosedWindows'),
  },
  {
    // before the sync, so a period that just ended is archived before the next one fills
    name: 'leaderboards:rollover',
    everySeconds: 300,
    run: lazyJob(() => import('#services/leaderboards/rollover'), 'rolloverLeaderboards'),
  },
  {
    name: 'leaderboards:sync',
    everySeconds: LEADERBOARD_SYNC_SECONDS,
    run: lazyJob(() => import('#services/leaderboards/sync_entries'), 'syncAllProviders'),
  },
  {
    // completes a vault draw waiting for its beacon round, once the round is out
    name: 'vault:draw',
    everySeconds: 5,
    run: lazyJob(() => import('#services/vault/draw'), 'completeVaultDraw'),
  },
  {
    // rewards held for Kick accounts never linked expire (docs/product.md, "Rewards for support")
    name: 'held-credits:expire',
    everySeconds: 3600,
    run: lazyJob(() => import('#services/points/held_credits'), 'expireHeldCredits'),
  },
  {
    // freezes the entries of a raffle whose end has passed
    name: 'raffles:close',
    everySeconds: 5,
    run: lazyJob(() => import('#services/raffles/raffle_lifecycle'), 'closeEndedRaffles'),
  },
  {
    // posts the queued Discord announcements (retries, rate limits: discord/delivery.ts)
    name: 'discord:announce',
    everySeconds: 5,
    run: lazyJob(() => import('#services/discord/delivery'), 'deliverDueAnnouncements'),
  },
  {
    // the queued members' Discord roles, and a full pass every hour (docs/product.md, "Discord roles")
    name: 'discord:roles',
    everySeconds: 5,
    run: lazyJob(() => import('#services/discord/role_sync'), 'syncDiscordRoles'),
  },
  {
    name: 'cleanup:expired',
    everySeconds: 900,
    run: lazyJob(() => import('#infra/db/expired_rows'), 'removeExpiredRows'),
  },
]
