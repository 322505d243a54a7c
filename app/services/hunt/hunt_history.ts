import db from '@adonisjs/lucid/services/db'
import { cachedPublic } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import BonusHunt from '#models/bonus_hunt'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'
import { readDbTimestamp } from '#infra/db/time'
import { publicUsername } from '#shared/deleted_user'
import { HUNT_HISTORY_PAGE_SIZE } from '#shared/slot_catalog'
import type { HuntHistoryRow } from '#shared/hunt_stats'
import { statsOfHunt, statsOfHunts } from '#services/hunt/hunt_stats'
import { huntRecord } from '#services/hunt/hunt_record'

/**
 * The kept hunts (docs/product.md, "Hunt history"): the finished ones, newest first, a page at
 * a time, each with its statistics (computed by the database for that page's hunts only) and
 * guess winner; and one finished hunt in full with its frozen record. Public data of the hunt
 * domain, cached per generation.
 */
const isoOf = (value: unknown) =>
  value === null || value === undefined ? null : readDbTimestamp(value as string | Date).toISO()

export async function finishedHunts(page: number) {
  return cachedPublic('hunt', `history:${page}`, async () => {
    const finished = () => db.from('bonus_hunts as h').where('h.status', 'finished')
    const counted = await finished().count('* as total').first()
    const total = Number(counted?.total ?? 0)
    const rows = await finished()
      .leftJoin('hunt_guesses as g', 'g.id', 'h.winner_guess_id')
      .leftJoin('users as u', 'u.id', 'g.user_id')
      // a hunt finished before finished_at was kept goes last on both databases
      .orderByRaw('h.finished_at is null, h.finished_at desc')
      .orderBy('h.id', 'desc')
      .limit(HUNT_HISTORY_PAGE_SIZE)
      .offset((page - 1) * HUNT_HISTORY_PAGE_SIZE)
      .select(
        'h.id',
        'h.title',
        'h.finished_at',
        'h.starting_balance',
        'h.record_sha256',
        'u.username'
      )
    const stats = await statsOfHunts(rows.map((r) => Number(r.id)))
    const hunts: HuntHistoryRow[] = rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      finished_at: isoOf(r.finished_at),
      starting_balance: Number(r.starting_balance),
      stats: stats.get(Number(r.id))!,
      guess_winner: r.username ? publicUsername(String(r.username)) : null,
      sha256: r.record_sha256 ?? null,
    }))
    return {
      hunts,
      page,
      pages: Math.max(1, Math.ceil(total / HUNT_HISTORY_PAGE_SIZE)),
      total,
    }
  })
}

/** A finished hunt in full: the hunt page's view, its statistics and its record; null if none */
export async function finishedHunt(id: number) {
  return cachedPublic('hunt', `finished:${id}`, async () => {
    const hunt = await BonusHunt.query()
      .where('id', id)
      .where('status', 'finished')
      .preload('slots', (slots) => slots.preload('catalogSlot'))
      .preload('guesses', (guesses) => guesses.preload('user'))
      .preload('winnerGuess', (guess) => guess.preload('user'))
      .first()
    if (!hunt) return null
    return {
      hunt: await jsonSerializer.serializeWithoutWrapping(BonusHuntTransformer.transform(hunt)),
      stats: await statsOfHunt(hunt.id),
      record: huntRecord(hunt),
    }
  })
}

/** The statistics of a hunt the public pages show (the live one, on its page and overlay) */
export function publicHuntStats(id: number) {
  return cachedPublic('hunt', `stats:${id}`, () => statsOfHunt(id))
}
