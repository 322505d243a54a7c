/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type common from '../../resources/lang/en/common.json'
import type layout from '../../resources/lang/en/layout.json'
import type errors from '../../resources/lang/en/errors.json'
import type account_rules from '../../resources/lang/en/account_rules.json'
import type validator from '../../resources/lang/en/validator.json'
import type mails from '../../resources/lang/en/mails.json'
import type bot from '../../resources/lang/en/bot.json'
import type site_meta from '../../resources/lang/en/site_meta.json'
import type client from '../../resources/lang/en/client.json'
import type discord from '../../resources/lang/en/discord.json'
import type two_factor_rules from '../../resources/lang/en/two_factor_rules.json'

type Catalog = {
  common: typeof common
  layout: typeof layout
  errors: typeof errors
  account_rules: typeof account_rules
  validator: typeof validator
  mails: typeof mails
  bot: typeof bot
  site_meta: typeof site_meta
  client: typeof client
  discord: typeof discord
  two_factor_rules: typeof two_factor_rules
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>
