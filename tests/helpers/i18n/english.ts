import i18nManager from '@adonisjs/i18n/services/main'
import type { MessageKey, MessageValues } from '#shared/messages'

/**
 * A catalog message as an English reader gets it (resources/lang/en): what specs compare the
 * answers of an English request with, now that the shared message constants are keys.
 */
export function en(key: Message, values?: MessageValues) {
  return inLocale('en', key, values)
}

/** The same message in another language */
export function inLocale(locale: string, key: Message, values?: MessageValues) {
  if (typeof key !== 'string') return i18nManager.locale(locale).t(key.key, { ...key.values, ...values })
  return i18nManager.locale(locale).t(key, values)
}

/** A key, or a key with its fixed values (a validator's own message, `RAFFLE_INPUT_MESSAGES.title`) */
type Message = MessageKey | { key: MessageKey; values?: MessageValues }
