/**
 * Pure display and business rules of SPEC sections 4, 5 and 9, shared by the server and the
 * React pages, and unit-tested in tests/unit.
 */
import { DEFAULT_PRIZE_SPLIT, LEADERBOARD, SHOP_TIERS, VAULT } from './constants.js'

/** Prize of a rank: ranks 1-10 share the pool by the split, rounded down to whole dollars */
export function prizeForRank(
  pool: number,
  rank: number,
  split: readonly number[] = DEFAULT_PRIZE_SPLIT
) {
  if (rank < 1 || rank > split.length) return 0
  return Math.floor((pool * split[rank - 1]) / 100)
}

/** Shop tier from price: below 5,000 tier 1; below 10,000 tier 2; below 30,000 tier 3; else 4 */
export function productTier(price: number): 1 | 2 | 3 | 4 {
  if (price < SHOP_TIERS[0]) return 1
  if (price < SHOP_TIERS[1]) return 2
  if (price < SHOP_TIERS[2]) return 3
  return 4
}

/** Rounded down to whole units, with thousands separators */
export function formatWhole(value: number) {
  return Math.floor(Number.isFinite(value) ? value : 0).toLocaleString('en-US')
}

/** Prizes show only for ranks up to 10 (the top 10 win prizes) */
export function rankHasPrize(rank: number) {
  return rank >= 1 && rank <= LEADERBOARD.prizedRanks
}

export function prizeLabel(rank: number, prize: number) {
  return rankHasPrize(rank) ? formatWhole(prize) : '-'
}

export type BoardRow = { username: string; avatar: string | null; wagered: number; prize: number }

/** Placeholder rows named 'Unknown' pad a board to a minimum length */
export function padRows<T extends BoardRow>(rows: T[], minimum: number): BoardRow[] {
  const padded: BoardRow[] = [...rows]
  while (padded.length < minimum)
    padded.push({ username: 'Unknown', avatar: null, wagered: 0, prize: 0 })
  return padded
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
  skinfans: '/assets-static/coins/skinfans.svg',
  xfun: '/assets-static/coins/xfun.svg',
}

export function coinIcon(site: string): string | null {
  return COIN_ICONS[site] ?? null
}

/** A leaderboard runs while now is before its end date */
export function boardEnded(endDate: string, now: number) {
  const end = Date.parse(endDate)
  return Number.isNaN(end) || end <= now
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
  return parsed.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** Row multi of a hunt slot: payout / bet to 2 decimals, or a dash when payout <= 0 */
export function slotMulti(payout: number | null, betSize: number) {
  if (!payout || payout <= 0 || betSize <= 0) return '-'
  return `${(payout / betSize).toFixed(2)}x`
}

/** Summary multis are shown to one decimal with the suffix x */
export function summaryMulti(value: number) {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}x`
}

/** Purchase dates in history: DD.MM.YYYY */
export function purchaseDate(iso: string) {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`
}

/** Purchase status label: empty is shown as 'In Review' */
export function purchaseStatusLabel(status: string) {
  return status === '' ? 'In Review' : status
}

export type HuntSummary = {
  bonusesTotal: number
  bonusesCompleted: number
  startingBalance: number
  totalWon: number
  currentX: number
  avgXRequired: number
}

/**
 * Bonus hunt figures. Current multi: total won over the bets of the opened bonuses.
 * Required multi: what the unopened bonuses must average (over their bets) to win back the
 * start balance less what was already won.
 */
export function huntSummary(
  startingBalance: number,
  slots: { betSize: number; amount: number | null }[]
): HuntSummary {
  const opened = slots.filter((s) => s.amount !== null)
  const unopened = slots.filter((s) => s.amount === null)
  const totalWon = opened.reduce((sum, s) => sum + (s.amount ?? 0), 0)
  const openedBets = opened.reduce((sum, s) => sum + s.betSize, 0)
  const unopenedBets = unopened.reduce((sum, s) => sum + s.betSize, 0)
  const remaining = Math.max(startingBalance - totalWon, 0)
  return {
    bonusesTotal: slots.length,
    bonusesCompleted: opened.length,
    startingBalance,
    totalWon,
    currentX: openedBets > 0 ? totalWon / openedBets : 0,
    avgXRequired: unopenedBets > 0 ? remaining / unopenedBets : 0,
  }
}

/** Progress bar width: completed / total as a percentage */
export function progressPercent(completed: number, total: number) {
  return total > 0 ? Math.min(100, (completed / total) * 100) : 0
}

/** Shop search: case-insensitive substring of the name, most expensive first */
export function searchProducts<T extends { name: string; price: number }>(
  products: T[],
  query: string
) {
  const needle = query.trim().toLowerCase()
  return products
    .filter((p) => p.name.toLowerCase().includes(needle))
    .sort((a, b) => b.price - a.price)
}

export type VaultWinnerRow = { username: string; amount: number; date: string | null }

/** The public vault lists at least 3 winners; missing slots read UNKNOWN with 0 */
export function padVaultWinners<T extends VaultWinnerRow>(
  winners: T[],
  minimum = VAULT.recentWinners
): VaultWinnerRow[] {
  const padded: VaultWinnerRow[] = [...winners]
  while (padded.length < minimum) padded.push({ username: 'UNKNOWN', amount: 0, date: null })
  return padded
}

/**
 * The public 'Add to Vault' amount: present, numeric and greater than 0, else null (the
 * submit then silently does nothing).
 */
export function vaultAddAmount(input: string | number | null | undefined) {
  if (input === null || input === undefined || String(input).trim() === '') return null
  const amount = Number(input)
  return Number.isFinite(amount) && amount > 0 ? amount : null
}
