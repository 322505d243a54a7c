import { formatUtcMonth } from './format.js'
import type { MessageKey, MessageValues, Translate } from './messages.js'

/**
 * Leaderboard rules shared by the server and the React pages: the providers, prize pools and
 * split, how a board is ranked and padded, the countdown, and the admin settings' messages and
 * minute-precision date inputs (UTC).
 */

export const PROVIDERS = ['celsius', 'skinfans', 'xfun', 'hypedrop'] as const

export type Provider = (typeof PROVIDERS)[number]

/**
 * The points race: the site's own board, ranked by the points users earned this period (chat
 * accrual and admin grants, from the points ledger) instead of a partner's wagers. It shares
 * the partner boards' settings, prizes, rollover and history; it has no partner source.
 */
export const POINTS_BOARD = 'points'

/** Every board: the four partner boards, then the points race */
export const BOARDS = [...PROVIDERS, POINTS_BOARD] as const

export type Board = (typeof BOARDS)[number]

export function isBoard(value: unknown): value is Board {
  return (BOARDS as readonly unknown[]).includes(value)
}

/** The partners' names: brands, the same in every language */
export const PROVIDER_LABELS: Record<Provider, string> = {
  celsius: 'Celsius',
  skinfans: 'SkinFans',
  xfun: 'XFun',
  hypedrop: 'HypeDrop',
}

/**
 * A board's name: a partner's brand, or the points race's name in the reader's language
 * ('Points Race'); an unknown board is shown as its id
 */
export function boardName(board: string, t: Translate) {
  if (board === POINTS_BOARD) return t('leaderboard.points_title')
  return PROVIDER_LABELS[board as Provider] ?? board
}

/** Default monthly prize pools when a board has no data (the points race's is set by an admin) */
export const DEFAULT_PRIZE_POOLS: Record<Board, number> = {
  celsius: 2500,
  skinfans: 2500,
  xfun: 10000,
  hypedrop: 2500,
  points: 0,
}

/** Ranks 1-10 share of the prize pool, in percent */
export const DEFAULT_PRIZE_SPLIT = [40, 20, 12, 8, 6, 5, 3, 2.5, 2, 1.5] as const

export const LEADERBOARD = {
  initialRows: 7,
  prizedRanks: 10,
  tableStartRank: 4,
  countUpMs: 1500,
  defaultDaysAhead: 30,
  /** entries a page sends with the board: the podium and the table's first rows */
  firstRows: 10,
  /** entries each 'Show More' loads */
  pageSize: 50,
  /** past competitions shown as cards */
  historyCards: 12,
} as const

/** Prize of a rank: ranks 1-10 share the pool by the split, rounded down to whole dollars */
export function prizeForRank(
  pool: number,
  rank: number,
  split: readonly number[] = DEFAULT_PRIZE_SPLIT
) {
  if (rank < 1 || rank > split.length) return 0
  return Math.floor((pool * split[rank - 1]) / 100)
}

/** Prizes show only for ranks up to 10 (the top 10 win prizes) */
export function rankHasPrize(rank: number) {
  return rank >= 1 && rank <= LEADERBOARD.prizedRanks
}

export type BoardRow = { username: string; avatar: string | null; wagered: number; prize: number }

/** The placeholder rows of padRows: the pages name them in the reader's language (isPadRow) */
const placeholders = new WeakSet<BoardRow>()

/** Placeholder rows named 'Unknown' pad a board to a minimum length */
export function padRows<T extends BoardRow>(rows: T[], minimum: number): BoardRow[] {
  const padded: BoardRow[] = [...rows]
  while (padded.length < minimum) {
    const placeholder = { username: 'Unknown', avatar: null, wagered: 0, prize: 0 }
    placeholders.add(placeholder)
    padded.push(placeholder)
  }
  return padded
}

/** Whether a row is a padRows placeholder (shown as leaderboard.history_unknown, 'Unknown') */
export function isPadRow(row: BoardRow) {
  return placeholders.has(row)
}

/**
 * A board as shown: only entries with a username, sorted by wagered (highest first); the first
 * three are the podium, the rest the table from rank 4. Both are padded with 'Unknown'
 * placeholders (3 on the podium, 7 in the table).
 */
export function splitBoard<T extends BoardRow>(entries: T[]) {
  const ranked = entries
    .filter((e) => typeof e.username === 'string' && e.username.trim() !== '')
    .sort((a, b) => b.wagered - a.wagered)
  return {
    podium: padRows(ranked.slice(0, LEADERBOARD.tableStartRank - 1), 3),
    table: padRows(ranked.slice(LEADERBOARD.tableStartRank - 1), LEADERBOARD.initialRows),
  }
}

/** Coin icons of the sites that pay in their own coins; every other site shows '$' */
export const COIN_ICONS: Readonly<Record<string, string>> = {
  skinrave: '/assets-static/coins/skinrave.svg',
  skinfans: '/assets-static/coins/skinfans.svg',
  xfun: '/assets-static/coins/xfun.svg',
}

export function coinIcon(site: string): string | null {
  return COIN_ICONS[site] ?? null
}

export type CountdownParts = {
  ended: boolean
  days: string
  hours: string
  minutes: string
  seconds: string
}

/** Time left split into days, hours, min, sec, each zero-padded to two digits */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    ended: total <= 0,
    days: pad(Math.floor(total / 86_400)),
    hours: pad(Math.floor((total % 86_400) / 3_600)),
    minutes: pad(Math.floor((total % 3_600) / 60)),
    seconds: pad(total % 60),
  }
}

/** The count-up's value after `elapsed` of `duration` ms: eases out, lands on the target */
export function countUpValue(target: number, elapsed: number, duration: number) {
  if (elapsed >= duration || duration <= 0) return target
  const t = Math.max(0, elapsed) / duration
  return target * (1 - Math.pow(1 - t, 3))
}

/** Month and year of a history card, or 'No Date' when the date is invalid */
export function historyDateLabel(date: string | null | undefined) {
  const parsed = date ? new Date(date) : null
  if (!parsed || Number.isNaN(parsed.getTime())) return 'No Date'
  return formatUtcMonth(parsed)
}

export const LEADERBOARD_SETTINGS_MESSAGES = {
  prizeMin: 'leaderboard_rules.prize_min',
  prizeWhole: 'leaderboard_rules.prize_whole',
  invalidDate: 'leaderboard_rules.invalid_date',
  notBoolean: 'leaderboard_rules.not_boolean',
  endAfterStart: 'leaderboard_rules.end_after_start',
  unknownProvider: 'leaderboard_rules.unknown_provider',
  nothingToChange: 'leaderboard_rules.nothing_to_change',
  winnerDateFormat: 'leaderboard_rules.winner_date_format',
} as const satisfies Record<string, MessageKey>

const HOUR_MS = 60 * 60 * 1000

const DAY_MS = 24 * HOUR_MS

/**
 * '{d}d {h}h remaining', or '{h}h remaining' under one day, as a catalog key and its values
 * (`t(...remaining)`); null once the end date has passed (or is not a date), so the card shows
 * nothing.
 */
export function remainingTimeLabel(
  endDate: string,
  now: number = Date.now()
): [MessageKey, MessageValues] | null {
  const left = new Date(endDate).getTime() - now
  if (!Number.isFinite(left) || left <= 0) return null
  const days = Math.floor(left / DAY_MS)
  const hours = Math.floor((left % DAY_MS) / HOUR_MS)
  return days > 0
    ? ['admin_labels.remaining_days', { days, hours }]
    : ['admin_labels.remaining_hours', { hours }]
}

/**
 * The value of a minute-precision date-time input: the first 16 characters of the ISO
 * string (UTC, as leaderboard periods are computed in UTC).
 */
export function toMinuteInput(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16)
}

/** A minute-precision input value read back as a UTC ISO string, or null when incomplete */
export function fromMinuteInput(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  const date = new Date(`${value}:00.000Z`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
