/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type admin_raffles from '../../resources/lang/en/admin_raffles.json'
import type admin_redemptions from '../../resources/lang/en/admin_redemptions.json'
import type admin_shop from '../../resources/lang/en/admin_shop.json'
import type admin_slots from '../../resources/lang/en/admin_slots.json'
import type admin_tournament from '../../resources/lang/en/admin_tournament.json'
import type admin_users from '../../resources/lang/en/admin_users.json'
import type admin_vault from '../../resources/lang/en/admin_vault.json'
import type common from '../../resources/lang/en/common.json'
import type layout from '../../resources/lang/en/layout.json'

type Catalog = {
  admin_raffles: typeof admin_raffles
  admin_redemptions: typeof admin_redemptions
  admin_shop: typeof admin_shop
  admin_slots: typeof admin_slots
  admin_tournament: typeof admin_tournament
  admin_users: typeof admin_users
  admin_vault: typeof admin_vault
  common: typeof common
  layout: typeof layout
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>
