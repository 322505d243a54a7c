/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type auth from '../../resources/lang/en/auth.json'
import type common from '../../resources/lang/en/common.json'
import type dialogs from '../../resources/lang/en/dialogs.json'
import type layout from '../../resources/lang/en/layout.json'
import type profile from '../../resources/lang/en/profile.json'
import type ui from '../../resources/lang/en/ui.json'

type Catalog = {
  auth: typeof auth
  common: typeof common
  dialogs: typeof dialogs
  layout: typeof layout
  profile: typeof profile
  ui: typeof ui
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>
