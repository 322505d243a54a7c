/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type admin_texts from '../../resources/lang/en/admin_texts.json'
import type common from '../../resources/lang/en/common.json'
import type layout from '../../resources/lang/en/layout.json'

type Catalog = {
  admin_texts: typeof admin_texts
  common: typeof common
  layout: typeof layout
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>
