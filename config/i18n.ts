import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'
import env from '#start/env'
import { DEFAULT_LOCALE, LOCALES } from '#shared/locales'
import { overridesLoader } from '#infra/i18n/text_override_store'

/**
 * One catalog of ICU messages for the server and the pages: resources/lang/<locale>/<area>.json,
 * each key prefixed with its file's name (`store.buy`). English is the fallback of every locale;
 * the catalog check (tests/unit/i18n) keeps the others complete. The admins' overrides
 * (/admin/texts) are the last loader: they win over the files (docs/languages.md).
 */
export const siteLocale = env.get('SITE_LOCALE', DEFAULT_LOCALE)

const i18nConfig = defineConfig({
  defaultLocale: siteLocale,
  supportedLocales: [...LOCALES],
  fallbackLocales: Object.fromEntries(LOCALES.map((locale) => [locale, 'en'])),
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() }), overridesLoader],
})

export default i18nConfig
