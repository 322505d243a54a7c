import { useCallback } from 'react'
import { usePage } from '@inertiajs/react'
import { IntlMessageFormat } from 'intl-messageformat'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/locales'
import type { MessageKey, MessageValues } from '@shared/messages'

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
  // by text, not key: an override and its catalog text are two formats
  const id = `${locale}\u0000${text}`
  let format = formats.get(id)
  if (!format) {
    format = new IntlMessageFormat(text, locale)
    formats.set(id, format)
  }
  return String(format.format(values))
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
