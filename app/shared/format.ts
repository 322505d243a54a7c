/**
 * Number and date formatting used the same way on the server and in every browser, in the
 * page's language (app/shared/locales.ts). Money stays in its own currency (US dollars).
 */
import { DEFAULT_LOCALE, type Locale } from './locales.js'

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

/** One formatter per language and set of options, built on first use (building one is the costly part) */
function cachedFormat<T>(build: (locale: Locale) => T) {
  const built = new Map<Locale, T>()
  return (locale: Locale) => {
    let formatter = built.get(locale)
    if (!formatter) {
      formatter = build(locale)
      built.set(locale, formatter)
    }
    return formatter
  }
}

const wholeNumber = cachedFormat(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
)

/** Rounded down to whole units, with the language's thousands separators */
export function formatWhole(value: number, locale: Locale = DEFAULT_LOCALE) {
  const whole = Math.floor(Number.isFinite(value) ? value : 0)
  return locale === 'en' ? groupThousands(whole) : wholeNumber(locale).format(whole)
}

const utcDateTime = cachedFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
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
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
)
const utcMonth = cachedFormat(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
)
const usdWhole = cachedFormat(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
)
const usdCents = cachedFormat(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
)

/** The moment an ISO timestamp names, or undefined when it names none */
function moment(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** 'Mar 1, 2026, 00:00 UTC' in English: the same text on the server and in every browser */
export function formatUtcDateTime(iso: string, locale: Locale = DEFAULT_LOCALE) {
  const date = moment(iso)
  return date ? `${utcDateTime(locale).format(date)} UTC` : '-'
}

/** 'Mar 1, 2026' (UTC) in English */
export function formatUtcDate(iso: string, locale: Locale = DEFAULT_LOCALE) {
  const date = moment(iso)
  return date ? utcDate(locale).format(date) : '-'
}

const numericDay = cachedFormat(
  (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
)
const numericUtcDay = cachedFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    })
)
/** English keeps the British order the sessions list has always shown ('4 Mar 2026, 10:00') */
const localDateTime = cachedFormat(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
)

/** A day in the browser's time zone, in digits: '04.03.2026' in English (the shop history's) */
export function formatDayMonthYear(iso: string, locale: Locale = DEFAULT_LOCALE) {
  const date = moment(iso)
  if (!date) return ''
  if (locale !== 'en') return numericDay(locale).format(date)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`
}

/** The day an ISO timestamp names, in digits: '2026-03-04' in English (the points history's) */
export function formatIsoDay(iso: string, locale: Locale = DEFAULT_LOCALE) {
  const day = iso.slice(0, 10)
  if (locale === 'en') return day
  const date = moment(`${day}T00:00:00Z`)
  return date ? numericUtcDay(locale).format(date) : day
}

/** A moment in the browser's time zone, date and time: '4 Mar 2026, 10:00' in English */
export function formatLocalDateTime(iso: string, locale: Locale = DEFAULT_LOCALE) {
  const date = moment(iso)
  return date ? localDateTime(locale).format(date) : '-'
}

/** Whole US dollars with thousands separators: '$2,500' in English, '2.500 $' in German */
export function formatUsd(amount: number, locale: Locale = DEFAULT_LOCALE) {
  if (locale === 'en') return `$${formatWhole(amount)}`
  return usdWhole(locale).format(Math.floor(Number.isFinite(amount) ? amount : 0))
}

/** 'January 2026' (UTC) in English */
export function formatUtcMonth(date: Date, locale: Locale = DEFAULT_LOCALE) {
  return utcMonth(locale).format(date)
}

/** US dollars and cents: '$1,234.50' in English */
export function formatUsdCents(amount: number, locale: Locale = DEFAULT_LOCALE) {
  return usdCents(locale).format(amount)
}
