/**
 * The slot catalog (docs/product.md, "Slot catalog"): one row per slot, so every bonus of every
 * hunt and every slot request for it share one identity. A typed name is matched against the
 * catalog by its key: letters and digits only, lower case, accents dropped, so "Gates of
 * Olympus", "gates  of olympus" and "Gates-of-Olympus!" are one slot.
 */
import type { MessageKey } from './messages.js'

export const VOLATILITIES = ['low', 'medium', 'high', 'very_high'] as const
export type Volatility = (typeof VOLATILITIES)[number]

export const CATALOG_LIMITS = {
  nameLength: 120,
  providerLength: 80,
  /** return to player, percent */
  rtp: { min: 50, max: 100 },
  /** times the bet */
  maxWin: { min: 1, max: 1_000_000 },
} as const

/** The part of a name two spellings of one slot share: letters and digits, lower case, no accents */
export function slotMatchKey(name: string) {
  // symbols (™, ®) first: NFKD would spell ™ as "TM"
  const folded = name
    .replace(/\p{S}+/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
  const key = folded.replace(/[^\p{L}\p{N}]+/gu, '')
  // a name of punctuation only keeps its spacing-free form, so it still has a key
  return key === '' ? folded.replace(/\s+/g, '') : key
}

/** The address of a slot's page: lower-case words joined by dashes ("gates-of-olympus") */
export function slotSlug(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
  return slug === '' ? 'slot' : slug
}

/** A slug as the route takes it (the page of an unknown slug is a 404) */
export const SLOT_SLUG = /^[\p{L}\p{N}-]{1,110}$/u

/** Edit distance of two keys (Levenshtein), for close-match suggestions */
export function editDistance(a: string, b: string) {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost))
    }
    previous = current
  }
  return previous[b.length]
}

/**
 * The catalog names closest to a typed one (at most `limit`): a key containing the other, or
 * within a third of its length in edits, nearest first
 */
export function closeMatches<S extends { name: string }>(
  typed: string,
  catalog: readonly S[],
  limit = 3
) {
  const key = slotMatchKey(typed)
  if (key.length < 3) return []
  const scored = catalog.flatMap((slot) => {
    const other = slotMatchKey(slot.name)
    if (other === key) return [{ slot, score: 0 }]
    if (other.includes(key) || key.includes(other)) return [{ slot, score: 1 }]
    const distance = editDistance(key, other)
    return distance <= Math.max(1, Math.floor(Math.max(key.length, other.length) / 3))
      ? [{ slot, score: 1 + distance }]
      : []
  })
  return scored
    .sort((a, b) => a.score - b.score || a.slot.name.localeCompare(b.slot.name))
    .slice(0, limit)
    .map((s) => s.slot)
}

/** What the catalog's writes answer and refuse (resources/lang/<locale>/catalog_rules.json) */
export const CATALOG_MESSAGES = {
  created: 'catalog_rules.created',
  updated: 'catalog_rules.updated',
  linked: 'catalog_rules.linked',
  imported: 'catalog_rules.imported',
  notFound: 'catalog_rules.not_found',
  duplicate: 'catalog_rules.duplicate',
  name: 'catalog_rules.input_name',
  provider: 'catalog_rules.input_provider',
  rtp: 'catalog_rules.input_rtp',
  volatility: 'catalog_rules.input_volatility',
  maxWin: 'catalog_rules.input_max_win',
  releasedOn: 'catalog_rules.input_released_on',
  linkName: 'catalog_rules.input_link_name',
  csvName: 'catalog_rules.csv_name',
  csvRtp: 'catalog_rules.csv_rtp',
  csvVolatility: 'catalog_rules.csv_volatility',
  csvMaxWin: 'catalog_rules.csv_max_win',
  csvReleasedOn: 'catalog_rules.csv_released_on',
  csvEmpty: 'catalog_rules.csv_empty',
} as const satisfies Record<string, MessageKey>

/** A slot's statistics over every hunt (computed by the database, #services/slots/slot_stats) */
export type SlotStats = {
  hunts: number
  bonuses: number
  opened: number
  avg_multi: number | null
  best_multi: number | null
  total_won: number
  last_played: string | null
}

/** A catalog slot as the public pages show it */
export type PublicSlot = {
  id: number
  name: string
  slug: string
  provider: string | null
  rtp: number | null
  volatility: Volatility | null
  max_win: number | null
  released_on: string | null
  image_url: string | null
}

/** How many slots and hunts a page of the public lists holds */
export const SLOTS_PAGE_SIZE = 50
export const HUNT_HISTORY_PAGE_SIZE = 20
