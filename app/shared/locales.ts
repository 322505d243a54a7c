/**
 * The languages the site speaks (docs/languages.md). English is the default and SPEC's
 * wording; the others are complete translations of the same catalog (resources/lang).
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/** The language of the site when nothing else decides (SITE_LOCALE overrides it) */
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in itself, as the footer's menu lists it */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en': 'English',
  'es': 'Español',
  'pt-BR': 'Português (Brasil)',
  'de': 'Deutsch',
}

/** A guest's explicit choice, set only when they pick a language (never by default) */
export const LOCALE_COOKIE = 'locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
