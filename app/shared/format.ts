/**
 * Number and date formatting used the same way on the server and in every browser.
 */

/**
 * A whole number's digits grouped by thousands, exactly as toLocaleString('en-US') writes them,
 * without an ICU formatter: each toLocaleString call with a locale builds one (the first one
 * loads the locale data), which cost a phone hundreds of milliseconds while hydrating a board
 */
export function groupThousands(whole: number) {
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-US')
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 || Object.is(whole, -0) ? `-${digits}` : digits
}

/** Rounded down to whole units, with thousands separators */
export function formatWhole(value: number) {
  return groupThousands(Math.floor(Number.isFinite(value) ? value : 0))
}

/** One formatter per set of options, built on first use (building one is the costly part) */
function cachedFormat<T>(build: () => T) {
  let formatter: T | undefined
  return () => (formatter ??= build())
}

const utcDateTime = cachedFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
)
const utcDate = cachedFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
)
const utcMonth = cachedFormat(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
)
const usdCents = cachedFormat(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
)

/** 'Mar 1, 2026, 00:00 UTC': the same text on the server and in every browser */
export function formatUtcDateTime(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  return `${utcDateTime().format(date)} UTC`
}

/** 'Mar 1, 2026' (UTC) */
export function formatUtcDate(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  return utcDate().format(date)
}

/** Whole US dollars with thousands separators: '$2,500' */
export function formatUsd(amount: number) {
  return `$${formatWhole(amount)}`
}

/** 'January 2026' (UTC) */
export function formatUtcMonth(date: Date) {
  return utcMonth().format(date)
}

/** US dollars and cents: '$1,234.50' */
export function formatUsdCents(amount: number) {
  return usdCents().format(amount)
}
