import db from '@adonisjs/lucid/services/db'
import { iso, raffleTerms, type RaffleRow } from '#services/raffles/raffle_rows'
import type { RafflePayoutStatus } from '#shared/raffles'
import type { RequestVia } from '#shared/slot_requests'

/** How many raffles the admin page lists, newest first */
export const ADMIN_RAFFLES = 50
/** How many entries the admin entries list answers */
export const ADMIN_RAFFLE_ENTRIES = 200

/** The admin page's raffles: settings, counts and winners with their payout status (no seed) */
export async function adminRaffles() {
  const rows: RaffleRow[] = await db.from('raffles').orderBy('id', 'desc').limit(ADMIN_RAFFLES)
  const ids = rows.map((r) => Number(r.id))
  const counts = ids.length
    ? await db
        .from('raffle_entries')
        .whereIn('raffle_id', ids)
        .groupBy('raffle_id')
        .select('raffle_id')
        .count('* as n')
    : []
  const entrants = new Map(counts.map((c) => [Number(c.raffle_id), Number(c.n)]))
  const winners = ids.length
    ? await db.from('raffle_winners').whereIn('raffle_id', ids).orderBy('position')
    : []
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    prize: String(r.prize),
    prize_points: r.prize_points === null ? null : Number(r.prize_points),
    ...raffleTerms(r),
    entrants: entrants.get(Number(r.id)) ?? 0,
    created_at: iso(r.created_at),
    winner_list: winners
      .filter((w) => Number(w.raffle_id) === Number(r.id))
      .map((w) => ({
        position: Number(w.position),
        username: String(w.username),
        ticket: Number(w.ticket),
        payout_status: w.payout_status as RafflePayoutStatus,
        payout_reference: w.payout_reference as string | null,
      })),
  }))
}

export type AdminRaffle = Awaited<ReturnType<typeof adminRaffles>>[number]

/** A raffle's entries for the admin list, in entry order, optionally filtered by username */
export async function adminRaffleEntries(raffleId: number, search?: string) {
  const query = db
    .from('raffle_entries as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.raffle_id', raffleId)
    .orderBy('e.id', 'asc')
    .limit(ADMIN_RAFFLE_ENTRIES)
    .select(
      'e.id',
      'u.username',
      'e.tickets',
      'e.points_spent',
      'e.chat_ticket',
      'e.via',
      'e.created_at'
    )
  if (search)
    query.whereRaw('lower(u.username) like ?', [`%${search.toLowerCase().replace(/[%_\\]/g, '')}%`])
  const rows = await query
  return rows.map((r) => ({
    id: Number(r.id),
    username: String(r.username),
    tickets: Number(r.tickets),
    points_spent: Number(r.points_spent),
    chat_ticket: Boolean(r.chat_ticket),
    /** the chat whose keyword gave the free ticket, 'site' for none */
    via: String(r.via) as RequestVia,
    entered_at: iso(r.created_at),
  }))
}
