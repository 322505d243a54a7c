/**
 * Admin leaderboard rules of SPEC sections 4 and 5, shared by the server and the admin page:
 * the remaining-time text of a card, minute-precision date-time inputs (UTC), and the
 * messages of the settings checks.
 */

export const LEADERBOARD_SETTINGS_MESSAGES = {
  prizeMin: 'The prize must be 0 or more',
  prizeWhole: 'The prize must be a whole number of dollars',
  invalidDate: 'Please enter a valid date and time',
  notBoolean: 'Enabled and auto restart must be on or off',
  endAfterStart: 'The end date must be after the start date',
  unknownProvider: 'Unknown leaderboard provider',
  nothingToChange: 'Nothing to update',
  winnerDateFormat: 'The date must be in the format YYYY-MM-DD',
} as const

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * '{d}d {h}h remaining', or '{h}h remaining' under one day; null once the end date has
 * passed (or is not a date), so the card shows nothing.
 */
export function remainingTimeLabel(endDate: string, now: number = Date.now()) {
  const left = new Date(endDate).getTime() - now
  if (!Number.isFinite(left) || left <= 0) return null
  const days = Math.floor(left / DAY_MS)
  const hours = Math.floor((left % DAY_MS) / HOUR_MS)
  return days > 0 ? `${days}d ${hours}h remaining` : `${hours}h remaining`
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

/** 'Mar 1, 2026, 00:00 UTC': the same text on the server and in every browser */
export function formatUtcDateTime(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  const text = date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
  return `${text} UTC`
}

/** 'Mar 1, 2026' (UTC) */
export function formatUtcDate(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Whole US dollars with thousands separators: '$2,500' */
export function formatUsd(amount: number) {
  return `$${Math.floor(Number.isFinite(amount) ? amount : 0).toLocaleString('en-US')}`
}
