import { DateTime } from 'luxon'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardEntry from '#models/leaderboard_entry'
import LeaderboardHistory, { type StandingRow } from '#models/leaderboard_history'
import { dbTimestamp } from '#infra/db/time'
import { cachedPublic } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PRIZE_POOLS, LEADERBOARD, POINTS_BOARD } from '#shared/leaderboards'
import type { Board, Provider } from '#shared/leaderboards'
import { pointsStandings } from '#services/leaderboards/points_race'
import { prizeForRank } from '#shared/leaderboards'

export type BoardEntry = { username: string; avatar: string | null; wagered: number; prize: number }

/** A past competition as its card shows it: dates, prize, winners image and the top 3 */
export type BoardHistorySummary = {
  id: number
  start_date: string
  end_date: string
  prize: number
  winner_image: string | null
  top: StandingRow[]
}

/** A past competition in full: every standing (leaderboard) and the prized winners (entries) */
export type BoardHistoryItem = Omit<BoardHistorySummary, 'top'> & {
  leaderboard: StandingRow[]
  entries: StandingRow[]
}

export type PublicBoard = {
  provider: Board
  enabled: boolean
  prize: number
  start_date: string
  end_date: string
  /** the board's own image, set by an admin (Celsius) */
  image: string | null
  /** how many ranked entries the whole board has (the page receives only the first ones) */
  total: number
  leaderboard: BoardEntry[]
  history: BoardHistorySummary[]
}

/** 'VoltViper' -> 'Vo*****r' when a provider masks names */
export function maskName(name: string) {
  if (name.length <= 3) return `${name[0] ?? ''}**`
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 3, 2))}${name.slice(-1)}`
}

const iso = (value: DateTime) => value.toUTC().toISO()!

async function displayNames(provider: Board) {
  const setting = await LeaderboardSetting.findBy('provider', provider)
  const mask = setting?.maskUsernames ?? false
  return {
    setting,
    display: (name: string) => (mask ? maskName(name) : name),
    displayRows: (rows: StandingRow[]) =>
      rows.map((row) => ({ ...row, name: mask ? maskName(row.name) : row.name })),
  }
}

/** A partner board's period ranked by wagered (less any baseline), then by first entry */
export async function partnerRows(provider: Provider, start: DateTime) {
  const entries = await LeaderboardEntry.query()
    .where('provider', provider)
    .where('period_start', dbTimestamp(db.connection(), start))
    .orderByRaw('(wagered - baseline) desc')
    .orderBy('id', 'asc')
  return entries.map((entry) => ({
    username: entry.username,
    avatar: entry.avatar,
    wagered: Math.max(entry.wagered - entry.baseline, 0),
  }))
}

/** The points race's period from the ledger; the score travels as `wagered` (points earned) */
async function pointsRows(start: DateTime, end: DateTime) {
  const rows = await pointsStandings(db.connection(), start, end)
  return rows.map((row) => ({ username: row.name, avatar: row.avatar, wagered: row.points }))
}

/**
 * A board's whole public board: the current period's standings (a partner board ranked by
 * wagered less any baseline, the points race by points earned), the prize of each rank from
 * the split, and the archived periods as summaries. The points race runs without a settings
 * row too (this UTC month, enabled): it needs no partner data.
 */
async function computeBoard(provider: Board): Promise<PublicBoard> {
  const now = DateTime.utc()
  const points = provider === POINTS_BOARD
  const { setting, display, displayRows } = await displayNames(provider)
  const prize = setting?.prize ?? DEFAULT_PRIZE_POOLS[provider]
  const start = setting?.startDate ?? now.startOf('month')
  const end =
    setting?.endDate ??
    (points ? start.plus({ months: 1 }) : now.plus({ days: LEADERBOARD.defaultDaysAhead }))
  const split = setting?.prizeSplit ?? undefined

  const entries = points
    ? await pointsRows(start, end)
    : setting
      ? await partnerRows(provider, start)
      : []

  const histories = await LeaderboardHistory.query()
    .where('provider', provider)
    .orderBy('end_date', 'desc')
    .limit(LEADERBOARD.historyCards)

  return {
    provider,
    enabled: setting?.enabled ?? points,
    prize,
    start_date: iso(start),
    end_date: iso(end),
    image: setting?.image ?? null,
    total: entries.length,
    leaderboard: entries.map((entry, index) => ({
      ...entry,
      username: display(entry.username),
      prize: prizeForRank(prize, index + 1, split),
    })),
    history: histories.map((h) => ({
      id: h.id,
      start_date: iso(h.startDate),
      end_date: iso(h.endDate),
      prize: h.prize,
      winner_image: h.winnerImage,
      top: displayRows(h.winners.slice(0, LEADERBOARD.tableStartRank - 1)),
    })),
  }
}

async function computeHistoryItem(provider: Board, id: number) {
  const history = await LeaderboardHistory.query()
    .where('provider', provider)
    .where('id', id)
    .first()
  if (!history) return null
  const { displayRows } = await displayNames(provider)
  return {
    id: history.id,
    start_date: iso(history.startDate),
    end_date: iso(history.endDate),
    prize: history.prize,
    winner_image: history.winnerImage,
    leaderboard: displayRows(history.entries),
    entries: displayRows(history.winners),
  } satisfies BoardHistoryItem
}

/** What the cache computes; an object so a test can count the computations */
export const boardSource = { computeBoard, computeHistoryItem }

/** The whole board, computed once per change of any leaderboard data (see public_cache.ts) */
export function loadPublicBoard(provider: Board) {
  return cachedPublic('boards', `board:${provider}`, () => boardSource.computeBoard(provider))
}

/**
 * The board as a page first sends it: the podium and the first table rows (`rows` entries),
 * the history summaries unless `history` is false. The rest is paged in by boardEntries.
 */
export async function boardView(
  provider: Board,
  { rows = LEADERBOARD.firstRows, history = true }: { rows?: number; history?: boolean } = {}
): Promise<PublicBoard> {
  const board = await loadPublicBoard(provider)
  return {
    ...board,
    leaderboard: board.leaderboard.slice(0, rows),
    history: history ? board.history : [],
  }
}

/** A page of the ranked board: `limit` entries from rank `offset + 1`, and the board's total */
export async function boardEntries(provider: Board, offset: number, limit: number) {
  const board = await loadPublicBoard(provider)
  return { entries: board.leaderboard.slice(offset, offset + limit), total: board.total }
}

/** One past competition in full (the winners dialog asks for it when it opens) */
export function boardHistoryItem(provider: Board, id: number) {
  return cachedPublic('boards', `history:${provider}:${id}`, () =>
    boardSource.computeHistoryItem(provider, id)
  )
}
