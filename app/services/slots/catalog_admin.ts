import db from '@adonisjs/lucid/services/db'
import { closeMatches } from '#shared/slot_catalog'

/**
 * The admin catalog page's data: every catalog slot with how many bonuses it holds, and the
 * typed names no slot holds yet (grouped by match key, most played first) with the catalog's
 * close matches, to link in one click.
 */
export const UNLINKED_SHOWN = 50

export async function adminCatalog() {
  const slots = await db
    .from('catalog_slots as c')
    .leftJoin('hunt_slots as hs', 'hs.catalog_slot_id', 'c.id')
    .groupBy('c.id')
    .orderBy('c.name', 'asc')
    .select(
      'c.id',
      'c.name',
      'c.slug',
      'c.provider',
      'c.rtp',
      'c.volatility',
      'c.max_win',
      'c.released_on',
      'c.image_url'
    )
    .select(db.raw('count(hs.id) as bonuses'))
  const unlinked = await db
    .from('hunt_slots')
    .whereNull('catalog_slot_id')
    .whereNotNull('name_key')
    .groupBy('name_key')
    .orderByRaw('count(*) desc, min(slot_name) asc')
    .limit(UNLINKED_SHOWN)
    .select('name_key')
    .select(db.raw('min(slot_name) as name'), db.raw('count(*) as bonuses'))
  const catalog = slots.map((s) => ({ id: Number(s.id), name: String(s.name) }))
  return {
    slots: slots.map((s) => ({
      id: Number(s.id),
      name: String(s.name),
      slug: String(s.slug),
      provider: s.provider ?? null,
      rtp: s.rtp === null ? null : Number(s.rtp),
      volatility: s.volatility ?? null,
      max_win: s.max_win === null ? null : Number(s.max_win),
      released_on:
        s.released_on === null
          ? null
          : s.released_on instanceof Date
            ? s.released_on.toISOString().slice(0, 10)
            : String(s.released_on).slice(0, 10),
      image_url: s.image_url ?? null,
      bonuses: Number(s.bonuses),
    })),
    unlinked: unlinked.map((u) => ({
      name: String(u.name),
      bonuses: Number(u.bonuses),
      suggestions: closeMatches(String(u.name), catalog),
    })),
  }
}

/** The catalog's close matches of a typed name (the admin's hunt form asks as the name is typed) */
export async function suggestSlots(typed: string) {
  const catalog = await db.from('catalog_slots').select('id', 'name', 'provider')
  return closeMatches(typed, catalog as { id: number; name: string; provider: string | null }[])
}
