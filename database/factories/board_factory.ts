import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardEntry from '#models/leaderboard_entry'
import { knownProvider } from '#services/leaderboards/settings'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }) as DateTime<true>

/** January 2026, the period the board tests play in (it ended at the start of February) */
export const JANUARY = { start: utc('2026-01-01T00:00:00'), end: utc('2026-02-01T00:00:00') }

/** A player's wager on a board's period; `player01`, `player02`... in creation order */
export const BoardEntryFactory = factory
  .define(LeaderboardEntry, () => ({
    username: 'player',
    avatar: null,
    wagered: 1000,
    baseline: 0,
  }))
  .build()

/** An enabled board (xfun unless merged) for January 2026 with a 1,000 prize, auto restart on */
export const BoardFactory = factory
  .define(LeaderboardSetting, () => ({
    provider: 'xfun' as const,
    enabled: true,
    prize: 1000,
    startDate: JANUARY.start,
    endDate: JANUARY.end,
    autoRestart: true,
    maskUsernames: false,
  }))
  .build()

/**
 * `count` players on the board's current period, the i-th (from 0) with `wager(i)` and a
 * zero-padded name `<prefix>01`, `<prefix>02`...
 */
export function boardPlayers(
  board: LeaderboardSetting,
  count: number,
  entry: (i: number) => Partial<{ wagered: number; baseline: number }>,
  prefix = 'player'
) {
  return BoardEntryFactory.merge(
    Array.from({ length: count }, (_, i) => ({
      // partner boards only: the points race ranks ledger rows, it has no entries
      provider: knownProvider(board.provider),
      periodStart: board.startDate,
      username: `${prefix}${String(i + 1).padStart(2, '0')}`,
      ...entry(i),
    }))
  ).createMany(count)
}
