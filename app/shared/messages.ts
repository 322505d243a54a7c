/**
 * The catalog's keys, typed from the English files (resources/lang/en/<area>.json): `t()` on
 * the pages takes only a key that exists. Each area is one file and one line here; the catalog
 * check (tests/unit/i18n/catalog.spec.ts) keeps this list and the folder the same.
 */
import type common from '../../resources/lang/en/common.json'
import type layout from '../../resources/lang/en/layout.json'
import type home from '../../resources/lang/en/home.json'
import type leaderboard from '../../resources/lang/en/leaderboard.json'
import type milestones from '../../resources/lang/en/milestones.json'
import type tournament from '../../resources/lang/en/tournament.json'
import type vault from '../../resources/lang/en/vault.json'
import type verify from '../../resources/lang/en/verify.json'
import type vip from '../../resources/lang/en/vip.json'

type Catalog = {
  common: typeof common
  layout: typeof layout
  home: typeof home
  leaderboard: typeof leaderboard
  milestones: typeof milestones
  tournament: typeof tournament
  vault: typeof vault
  verify: typeof verify
  vip: typeof vip
}

export type MessageKey = {
  [Area in keyof Catalog]: `${Area}.${Extract<keyof Catalog[Area], string>}`
}[keyof Catalog]

/** The values of a message's ICU placeholders */
export type MessageValues = Record<string, string | number | Date>
