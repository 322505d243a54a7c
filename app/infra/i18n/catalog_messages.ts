import { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { siteLocale } from '#config/i18n'
import type { MessageKey, MessageValues } from '#shared/messages'

/** A validator's own message for a rule: a catalog key, with fixed ICU values if it has some */
export type RuleMessage = MessageKey | { key: MessageKey; values?: MessageValues }

/** The messages' language: the request's, else the site's (a command like `admin:create`) */
export function currentI18n(): I18n {
  return HttpContext.get()?.i18n ?? i18nManager.locale(siteLocale)
}

/** VineJS interpolates raw values; the catalog's ICU would group digits, so numbers go as text */
function rawValues(meta: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.entries(meta ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : value,
    ])
  )
}

/**
 * VineJS messages from the catalog, in the request's language. A validator's own wording
 * (`'username.minLength': 'account_rules.username_length'`, looked up like VineJS's
 * SimpleMessagesProvider: the field's path, its wildcard path, the rule alone) comes first;
 * any other rule gets @adonisjs/i18n's lookup of resources/lang/<locale>/validator.json
 * (`shared.messages.<field>.<rule>`, then `shared.messages.<rule>`, field names from
 * `shared.fields.<field>`), else VineJS's English default. Set on every validator (the default
 * of `vine` in start/validator.ts, or the validator's own), never per request, so a validator's
 * own wording is not replaced by the shared one.
 */
export class CatalogMessages implements MessagesProviderContact {
  constructor(private messages: Record<string, RuleMessage> = {}) {}

  getMessage(
    defaultMessage: string,
    rule: string,
    field: FieldContext,
    meta?: Record<string, any>
  ) {
    const i18n = currentI18n()
    const own =
      this.messages[`${field.getFieldPath()}.${rule}`] ??
      this.messages[`${field.wildCardPath}.${rule}`] ??
      this.messages[rule]
    if (own) {
      const { key, values } = typeof own === 'string' ? { key: own, values: {} } : own
      return i18n.t(key, { field: field.name, ...rawValues(meta), ...values })
    }
    return i18n.createMessagesProvider().getMessage(defaultMessage, rule, field, rawValues(meta))
  }
}

/**
 * One message for each of `rules` on each field (`{ question: M.question }` with
 * `['required', 'string']` gives `question.required` and `question.string`): the entries a
 * validator passes to CatalogMessages when a field has one wording whatever rule failed
 */
export function fieldMessages(rules: readonly string[], fields: Record<string, RuleMessage>) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, message]) =>
      rules.map((rule) => [`${field}.${rule}`, message])
    )
  )
}
