import Negotiator from 'negotiator'
import { siteLocale } from '#config/i18n'
import { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '#shared/locales'
import { remembered } from '#utils/recent_map'

/**
 * The language of a request, in this order: the account's choice (a logged-in user), the
 * guest's explicit choice (the `locale` cookie, set only when they pick one), the browser's
 * Accept-Language when it names a language the site speaks (`pt-PT` finds `pt-BR`), and last
 * SITE_LOCALE. The guest page cache keys on the same answer (app/http_cache/public_pages.ts).
 */
export function requestLocale(
  header: (name: string) => string | undefined,
  accountLocale?: string | null
): Locale {
  if (isLocale(accountLocale)) return accountLocale
  const chosen = cookieLocale(header('cookie'))
  if (chosen) return chosen
  return browserLocale(header('accept-language')) ?? siteLocale
}

/** The `locale` cookie's value when it names a language the site speaks */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === LOCALE_COOKIE) {
      const value = decodeURIComponent(part.slice(at + 1).trim())
      return isLocale(value) ? value : undefined
    }
  }
  return undefined
}

/**
 * The answers for the Accept-Language values seen last: browsers send a few dozen distinct
 * values between them, and every guest hit asks (bounded: a client can send any)
 */
const negotiated = new Map<string, Locale | undefined>()

/** The best language of Accept-Language the site speaks; none for no header or `*` */
export function browserLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage || acceptLanguage.trim() === '*') return undefined
  return remembered(negotiated, acceptLanguage, 256, () => {
    const found = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
      ...LOCALES,
    ])
    return isLocale(found) ? found : undefined
  })
}

/** A Cookie header that holds nothing but the language choice: the request is still a guest's */
export function onlyLocaleCookie(cookieHeader: string) {
  const parts = cookieHeader.split(';').filter((part) => part.trim() !== '')
  return parts.length === 1 && parts[0].trim().startsWith(`${LOCALE_COOKIE}=`)
}
