import { LEADERBOARD_SYNC_SECONDS } from '#shared/leaderboard_connectors'
import type { ScheduledJob } from '#infra/scheduler/scheduler'

/**
 * A job that runs the function `name` of the module `load` imports: the module is loaded when
 * the job first runs, not when the worker starts. With `abortable`, the function gets the job's
 * abort signal (the worker lost its lease) and stops between its steps.
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

function abortableJob<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends (signal?: AbortSignal) => Promise<unknown> ? Name : never)
) {
  return async (signal?: AbortSignal) => {
    const module = await load()
    const run = module[name] as (signal?: AbortSignal) => Promise<unknown>
    return run(signal)
  }
}

/** A job named `name` that runs every `everySeconds` seconds (lazyJob: what it runs) */
function job(name: string, everySeconds: number, run: ScheduledJob['run']): ScheduledJob {
  return { name, everySeconds, run }
}

// In the order the worker runs them each tick:
// - leaderboards:rollover before the sync, so a period that just ended is archived before the
//   next one fills
// - vault:draw completes a vault draw waiting for its beacon round, once the round is out
// - held-credits:expire: rewards held for Kick accounts never linked expire (docs/product.md,
//   "Rewards for support")
// - raffles:close freezes the entries of a raffle whose end has passed
// - polls:close closes a poll whose end has passed and tells the pages (votes stop at the end
//   time whatever the tick: the vote checks it)
// - discord:announce posts the queued Discord announcements (retries, rate limits:
//   discord/delivery.ts)
// - push:send sends the queued browser notifications (retries, gone subscriptions:
//   push/delivery.ts)
// - discord:roles: the queued members' Discord roles, and a full pass every hour
//   (docs/product.md, "Discord roles")
/* prettier-ignore */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  job('points:accrue', 60, lazyJob(() => import('#services/chat_points/accrue_points'), 'accrueClosedWindows')),
  job('leaderboards:rollover', 300, lazyJob(() => import('#services/leaderboards/rollover'), 'rolloverLeaderboards')),
  job('leaderboards:sync', LEADERBOARD_SYNC_SECONDS, abortableJob(() => import('#services/leaderboards/sync_entries'), 'syncAllProviders')),
  job('vault:draw', 5, lazyJob(() => import('#services/vault/draw'), 'completeVaultDraw')),
  job('held-credits:expire', 3600, lazyJob(() => import('#services/points/held_credits'), 'expireHeldCredits')),
  job('raffles:close', 5, lazyJob(() => import('#services/raffles/raffle_lifecycle'), 'closeEndedRaffles')),
  job('polls:close', 5, lazyJob(() => import('#services/polls/poll_admin'), 'closeEndedPolls')),
  job('discord:announce', 5, lazyJob(() => import('#services/discord/delivery'), 'deliverDueAnnouncements')),
  job('push:send', 5, lazyJob(() => import('#services/push/delivery'), 'deliverDuePush')),
  job('discord:roles', 5, lazyJob(() => import('#services/discord/role_sync'), 'syncDiscordRoles')),
  job('cleanup:expired', 900, lazyJob(() => import('#infra/db/expired_rows'), 'removeExpiredRows')),
]
