import db from '@adonisjs/lucid/services/db'
import { cachedPublic } from '#infra/live/public_cache'
import { readDbTimestamp } from '#infra/db/time'
import { MULTI_SQL, round2 } from '#services/hunt/hunt_stats'
import { SLOTS_PAGE_SIZE, type PublicSlot, type SlotStats } from '#shared/slot_catalog'

/**
 * The catalog's public pages (docs/product.md, "Slot statistics"), every figure computed by the
 * database in one GROUP BY (the same SQL on SQLite and PostgreSQL), over the bonuses linked to
 * each catalog slot, in every hunt:
 * - hunts: the hunts it was in; bonuses: how many times it was collected; opened: with a payout
 * - avg_multi and best_multi over the opened bonuses (payout / bet), total_won their payouts
 * - last_played: when its latest bonus was added to a hunt
 * One index (catalog_slot_id, bonus_hunt_id, bet_size, amount, created_at) covers it all.
 * The list is a page at a time, sorted in SQL; a slot's page adds its bonuses, newest first.
 * Public data of the hunt domain (a catalog write changes it too), cached per generation.
 */
export const SLOT_SORTS = ['played', 'name', 'best', 'won'] as const
export type SlotSort = (typeof SLOT_SORTS)[number]

const STAT_COLUMNS = [
  'count(distinct hs.bonus_hunt_id) as hunts',
  'count(hs.id) as bonuses',
  'count(hs.amount) as opened',
  `avg(case when hs.amount is not null then ${MULTI_SQL} end) as avg_multi`,
  `max(${MULTI_SQL}) as best_multi`,
  'coalesce(sum(hs.amount), 0) as total_won',
  'max(hs.created_at) as last_played',
]

const ORDER: Record<SlotSort, string> = {
  played: 'bonuses desc, c.name asc',
  name: 'c.name asc',
  // PostgreSQL takes an output name alone in ORDER BY, not inside an expression
  best: `max(${MULTI_SQL}) is null, max(${MULTI_SQL}) desc, c.name asc`,
  won: 'total_won desc, c.name asc',
}

function statsQuery() {
  return db
    .from('catalog_slots as c')
    .leftJoin('hunt_slots as hs', 'hs.catalog_slot_id', 'c.id')
    .groupBy('c.id')
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
    .select(STAT_COLUMNS.map((column) => db.raw(column)))
}

const dateOnly = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10)

function slotRow(row: Record<string, unknown>): PublicSlot & { stats: SlotStats } {
  const maybe = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  const avg = maybe(row.avg_multi)
  const best = maybe(row.best_multi)
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    provider: (row.provider as string | null) ?? null,
    rtp: maybe(row.rtp),
    volatility: (row.volatility as PublicSlot['volatility']) ?? null,
    max_win: maybe(row.max_win),
    released_on: dateOnly(row.released_on),
    image_url: (row.image_url as string | null) ?? null,
    stats: {
      hunts: Number(row.hunts),
      bonuses: Number(row.bonuses),
      opened: Number(row.opened),
      avg_multi: avg === null ? null : round2(avg),
      best_multi: best === null ? null : round2(best),
      total_won: round2(Number(row.total_won)),
      last_played: row.last_played
        ? readDbTimestamp(row.last_played as string | Date).toISO()
        : null,
    },
  }
}

/** A page of the catalog with each slot's statistics */
export async function slotStatsPage(page: number, sort: SlotSort) {
  return cachedPublic('hunt', `list:${sort}:${page}`, async () => {
    const counted = await db.from('catalog_slots').count('* as total').first()
    const total = Number(counted?.total ?? 0)
    const rows = await statsQuery()
      .orderByRaw(ORDER[sort])
      .limit(SLOTS_PAGE_SIZE)
      .offset((page - 1) * SLOTS_PAGE_SIZE)
    return {
      slots: rows.map(slotRow),
      page,
      pages: Math.max(1, Math.ceil(total / SLOTS_PAGE_SIZE)),
      total,
      sort,
    }
  })
}

/** How many of a slot's bonuses its page lists (the newest) */
export const SLOT_BONUSES_SHOWN = 100

/** One slot's page: its catalog fields, statistics and latest bonuses; null for an unknown slug */
export async function slotPage(slug: string) {
  return cachedPublic('hunt', `slot:${slug}`, async () => {
    const row = await statsQuery().where('c.slug', slug).first()
    if (!row) return null
    const bonuses = await db
      .from('hunt_slots as hs')
      .join('bonus_hunts as h', 'h.id', 'hs.bonus_hunt_id')
      .where('hs.catalog_slot_id', row.id)
      .orderBy('h.id', 'desc')
      .orderBy('hs.position', 'asc')
      .limit(SLOT_BONUSES_SHOWN)
      .select('hs.id', 'hs.bet_size', 'hs.amount', 'h.id as hunt_id', 'h.title', 'h.status')
      .select(db.raw('h.created_at as played_at'))
    return {
      slot: slotRow(row),
      bonuses: bonuses.map((b) => ({
        id: Number(b.id),
        hunt_id: Number(b.hunt_id),
        hunt_title: String(b.title),
        hunt_finished: b.status === 'finished',
        played_at: readDbTimestamp(b.played_at).toISO(),
        bet_size: Number(b.bet_size),
        amount: b.amount === null ? null : Number(b.amount),
      })),
    }
  })
}

/**
 * The bonus the stream is on (the slot overlay): while bonuses are being opened, the first
 * unopened one; while collecting, the latest added; once all are opened, the last. With its
 * catalog slot and record when it is one. Null without a hunt or bonuses.
 */
export async function openingSlot(
  hunt: {
    status: string
    slots: {
      id: number
      slot_name: string
      bet_size: number
      amount: number | null
      slot_slug: string | null
    }[]
  } | null
) {
  if (!hunt || hunt.slots.length === 0) return null
  const opened = hunt.slots.filter((s) => s.amount !== null).length
  const bonus =
    opened === 0
      ? hunt.slots[hunt.slots.length - 1]
      : (hunt.slots.find((s) => s.amount === null) ?? hunt.slots[hunt.slots.length - 1])
  const position = hunt.slots.indexOf(bonus) + 1
  const kept = bonus.slot_slug ? await slotPage(bonus.slot_slug) : null
  return {
    bonus: { ...bonus, position, total: hunt.slots.length },
    slot: kept?.slot ?? null,
  }
}
