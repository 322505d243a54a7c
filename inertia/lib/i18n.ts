import { useCallback } from 'react'
import { usePage } from '@inertiajs/react'
import { IntlMessageFormat } from 'intl-messageformat'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/locales'
import type { MessageKey, MessageValues } from '@shared/messages'
import { isPlainMessage } from '@shared/plain_message'

/**
 * The pages' side of the one catalog (resources/lang): the active language's messages, loaded
 * before the first render (inertia/app.tsx, inertia/ssr.tsx), formatted with the same ICU
 * library as the server's @adonisjs/i18n. A page changes language by reloading. The admins'
 * overrides of the active language (/admin/texts) come as the shared prop `texts` (only when
 * there are any) and win over the catalog.
 */
type Messages = Record<string, string>
type AreaFiles = Record<string, Messages>

const loaders: Record<Locale, () => Promise<{ default: AreaFiles }>> = {
  'en': () => import('~/lang/en'),
  'es': () => import('~/lang/es'),
  'pt-BR': () => import('~/lang/pt_br'),
  'de': () => import('~/lang/de'),
}

// Every language of the site is one the browser's Intl has: IntlMessageFormat's check of a
// message's locale against the browser's list (Intl.NumberFormat.supportedLocalesOf) is not
// needed, and its first call builds that list, about 200 ms of a throttled phone's main thread
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : locales[0])

const catalogs = new Map<Locale, Messages>()
const formats = new Map<string, IntlMessageFormat>()

/** `../../resources/lang/en/store.json` → `store` */
function areaOf(path: string) {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
}

/** Loads a language's messages (and English, every language's fallback) once */
export async function loadCatalog(locale: Locale) {
  const wanted = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]
  await Promise.all(
    wanted.map(async (each) => {
      if (catalogs.has(each)) return
      const { default: files } = await loaders[each]()
      const messages: Messages = {}
      for (const [path, area] of Object.entries(files)) {
        for (const [key, text] of Object.entries(area)) messages[`${areaOf(path)}.${key}`] = text
      }
      catalogs.set(each, messages)
    })
  )
}

/**
 * A message in a language: its ICU placeholders filled, numbers and dates in that language;
 * `texts` (the page's `texts` prop) wins over the catalog
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  values?: MessageValues,
  texts?: Record<string, string>
): string {
  const text = texts?.[key] ?? catalogs.get(locale)?.[key] ?? catalogs.get(DEFAULT_LOCALE)?.[key]
  if (text === undefined) return key
  // most messages are plain words: ICU would give them back unchanged, after a parse and a
  // locale lookup per message that made up much of a page's hydration
  if (isPlainMessage(text)) return text
  // by text, not key: an override and its catalog text are two formats
  const id = `${locale}\u0000${text}`
  let format = formats.get(id)
  if (!format) {
    format = new IntlMessageFormat(text, locale, undefined, { formatters: formattersOf(locale) })
    formats.set(id, format)
  }
  return String(format.format(values))
}

type Formatters = NonNullable<ConstructorParameters<typeof IntlMessageFormat>[3]>['formatters']
const formatterSets = new Map<Locale, Formatters>()

/** Number, date and plural formatters shared by every message of a language (not one set each) */
function formattersOf(locale: Locale): Formatters {
  let set = formatterSets.get(locale)
  if (!set) {
    const kept = new Map<string, unknown>()
    const once = <T>(kind: string, make: () => T, options: unknown): T => {
      const id = `${kind}\u0000${JSON.stringify(options ?? null)}`
      if (!kept.has(id)) kept.set(id, make())
      return kept.get(id) as T
    }
    set = {
      getNumberFormat: (_locales, options) =>
        once('number', () => new Intl.NumberFormat(locale, options), options),
      getDateTimeFormat: (_locales, options) =>
        once('date', () => new Intl.DateTimeFormat(locale, options), options),
      getPluralRules: (_locales, options) =>
        once('plural', () => new Intl.PluralRules(locale, options), options),
    }
    formatterSets.set(locale, set)
  }
  return set
}

/** The overrides of the page on screen, for tNow (inertia/app.tsx keeps it at each visit) */
let pageTexts: Record<string, string> | undefined
export function holdPageTexts(texts: Record<string, string> | undefined) {
  pageTexts = texts
}

/** The page's language (the server decides it: the account, the guest's choice, the browser) */
export function useLocale(): Locale {
  return usePage().props.locale
}

/** `t('store.buy')`, `t('store.left', { count })` in the page's language */
export function useT() {
  const { locale, texts } = usePage().props
  return useCallback(
    (key: MessageKey, values?: MessageValues) => translate(locale, key, values, texts),
    [locale, texts]
  )
}

/**
 * A message for code outside a component (a handler's toast): the page's language, which
 * `<html lang>` carries (pages change language by reloading)
 */
export function tNow(key: MessageKey, values?: MessageValues) {
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang
  return translate(isLocale(lang) ? lang : DEFAULT_LOCALE, key, values, pageTexts)
}
