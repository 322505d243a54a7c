/**
 * Number and date formatting used the same way on the server and in every browser.
 */

/** Rounded down to whole units, with thousands separators */
export function formatWhole(value: number) {
  return Math.floor(Number.isFinite(value) ? value : 0).toLocaleString('en-US')
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
