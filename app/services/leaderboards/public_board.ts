import { DateTime } from 'luxon'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardEntry from '#models/leaderboard_entry'
import LeaderboardHistory, { type StandingRow } from '#models/leaderboard_history'
import { dbTimestamp } from '#services/db/time'
import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PRIZE_POOLS, LEADERBOARD, PROVIDERS, type Provider } from '#shared/leaderboards'
import { prizeForRank } from '#shared/leaderboards'

export type BoardEntry = { username: string; avatar: string | null; wagered: number; prize: number }

export type BoardHistoryItem = {
  id: number
  start_date: string
  end_date: string
  prize: number
  winner_image: string | null
  leaderboard: StandingRow[]
  entries: StandingRow[]
}

export type PublicBoard = {
  provider: Provider
  enabled: boolean
  prize: number
  start_date: string
  end_date: string
  /** the board's own image, set by an admin (Celsius) */
  image: string | null
  leaderboard: BoardEntry[]
  history: BoardHistoryItem[]
}

/** 'VoltViper' -> 'Vo*****r' when a provider masks names */
export function maskName(name: string) {
  if (name.length <= 3) return `${name[0] ?? ''}**`
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 3, 2))}${name.slice(-1)}`
}

const iso = (value: DateTime) => value.toUTC().toISO()!

/**
 * A provider's public board: the current period's standings ranked by wagered (less any
 * baseline), the prize of each rank from the split, and the archived history.
 */
export async function loadPublicBoard(
  provider: Provider,
  now = DateTime.utc(),
  /** how much to load: the home teaser needs only the podium and no history */
  { entries: entryLimit = 100, history: historyLimit = 12 } = {}
): Promise<PublicBoard> {
  const setting = await LeaderboardSetting.findBy('provider', provider)
  const prize = setting?.prize ?? DEFAULT_PRIZE_POOLS[provider]
  const start = setting?.startDate ?? now.startOf('month')
  const end = setting?.endDate ?? now.plus({ days: LEADERBOARD.defaultDaysAhead })
  const split = setting?.prizeSplit ?? undefined
  const mask = setting?.maskUsernames ?? false

  const entries = setting
    ? await LeaderboardEntry.query()
        .where('provider', provider)
        .where('period_start', dbTimestamp(db.connection(), start))
        .orderByRaw('(wagered - baseline) desc')
        .limit(entryLimit)
    : []

  const histories =
    historyLimit > 0
      ? await LeaderboardHistory.query()
          .where('provider', provider)
          .orderBy('end_date', 'desc')
          .limit(historyLimit)
      : []

  const display = (name: string) => (mask ? maskName(name) : name)

  return {
    provider,
    enabled: setting?.enabled ?? false,
    prize,
    start_date: iso(start),
    end_date: iso(end),
    image: setting?.image ?? null,
    leaderboard: entries.map((entry, index) => ({
      username: display(entry.username),
      avatar: entry.avatar,
      wagered: Math.max(entry.wagered - entry.baseline, 0),
      prize: prizeForRank(prize, index + 1, split),
    })),
    history: histories.map((h) => ({
      id: h.id,
      start_date: iso(h.startDate),
      end_date: iso(h.endDate),
      prize: h.prize,
      winner_image: h.winnerImage,
      leaderboard: h.entries.map((row) => ({ ...row, name: display(row.name) })),
      entries: h.winners.map((row) => ({ ...row, name: display(row.name) })),
    })),
  }
}

export async function loadPublicBoards(now = DateTime.utc()) {
  return Promise.all(PROVIDERS.map((provider) => loadPublicBoard(provider, now)))
}
