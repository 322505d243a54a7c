import i18nManager from '@adonisjs/i18n/services/main'
import type { MessageKey, MessageValues } from '#shared/messages'

/**
 * A catalog message as an English reader gets it (resources/lang/en): what specs compare the
 * answers of an English request with, now that the shared message constants are keys.
 */
export function en(key: MessageKey, values?: MessageValues) {
  return i18nManager.locale('en').t(key, values)
}

/** The same message in another language */
export function inLocale(locale: string, key: MessageKey, values?: MessageValues) {
  return i18nManager.locale(locale).t(key, values)
}
