import db from '@adonisjs/lucid/services/db'
import { cachedPublic } from '#infra/live/public_cache'
import { iso } from '#services/raffles/raffle_rows'
import { drawnBeaconRound } from '#shared/vault_draw'
import { drawEntries, type EntryName } from '#shared/entry_commitments'
import { bracketFromRows, championSlot } from '#shared/tournament'
import {
  TOURNAMENT_SEEDING_PROCEDURE,
  type TournamentRecord,
  type TournamentStatus,
} from '#shared/tournament_draw'
import { signedUp } from '#services/tournament/signup'

/** How many past tournaments /tournament lists */
export const PAST_TOURNAMENTS = 12

type Row = Record<string, any>

function summary(row: Row, players: number, champion: string | null) {
  return {
    id: Number(row.id),
    name: String(row.name),
    status: row.status as TournamentStatus,
    by_hand: Boolean(row.by_hand),
    max_players: Number(row.max_players),
    bracket_size: row.bracket_size === null ? null : Number(row.bracket_size),
    keyword: row.keyword ?? null,
    prize: Number(row.prize),
    prize_points: row.prize_points === null ? null : Number(row.prize_points),
    players,
    champion,
    created_at: iso(row.created_at),
    closed_at: iso(row.closed_at),
    seeded_at: iso(row.seeded_at),
    finished_at: iso(row.finished_at),
  }
}

export type TournamentSummary = ReturnType<typeof summary>

/**
 * The seeding's public record in a raffle record's shape, so the raffle check
 * (#shared/draw_verification checkRaffleDraw) redoes it: `winners` is the seeds in order with
 * the ticket each drew. Null for a bracket typed by hand; seed and beacon only once seeded.
 */
async function seedingRecord(row: Row): Promise<TournamentRecord['seeding']> {
  if (row.by_hand || !row.seed_hash) return null
  const seeded = row.status === 'running' || row.status === 'finished'
  const names = row.canonical_names ? (JSON.parse(row.canonical_names) as EntryName[]) : null
  const round = drawnBeaconRound(
    seeded,
    row.beacon_round,
    row.beacon_randomness,
    row.beacon_signature
  )
  const beacon = round && { ...round, chain_hash: row.beacon_chain_hash ?? '' }
  const entries = drawEntries({ canonical: row.canonical, canonical_version: 2, names })
  // as drawn and stored at the seeding (the check redoes the draw and compares)
  const winners = seeded
    ? (JSON.parse(row.seeding ?? '[]') as { username: string; ticket: number }[])
    : []
  return {
    raffle: {
      id: Number(row.id),
      title: String(row.name),
      prize: String(row.prize),
      status: seeded ? 'drawn' : row.status === 'closed' ? 'closed' : 'open',
      winners: entries.length,
      closed_at: iso(row.closed_at),
      drawn_at: iso(row.seeded_at),
    },
    canonical: row.canonical,
    canonical_version: 2,
    names,
    entries_sha256: row.entries_sha256,
    seed_hash: row.seed_hash,
    seed: seeded ? row.seed : null,
    beacon,
    winners,
  }
}

/**
 * The public record of a tournament (GET /api/tournaments/:id, /tournament/:id): the terms, the
 * players in sign-up order, the bracket, and the seeding anyone can recompute
 */
export function tournamentRecord(id: number) {
  return cachedPublic('tournament', `record:${id}`, async () => {
    const row: Row | null = await db.from('tournaments').where('id', id).first()
    if (!row) return null
    const entries = await signedUp(db, id)
    const size = row.bracket_size === null ? null : Number(row.bracket_size)
    const rows = await db.from('bracket_slots').where('tournament_id', id).orderBy('slot')
    const extra = new Map(rows.map((r) => [Number(r.slot), r]))
    const slots =
      size === null
        ? []
        : bracketFromRows(
            rows.map((r) => ({
              slot: Number(r.slot),
              username: r.username,
              slotName: r.slot_name,
              winner: r.winner === null ? null : Boolean(r.winner),
            })),
            size
          ).map((s) => {
            const stored = extra.get(s.id)
            const number = (v: unknown) => (v === null || v === undefined ? null : Number(v))
            return { ...s, bet: number(stored?.bet), payout: number(stored?.payout) }
          })
    const champion =
      row.status === 'finished' && size ? (slots[championSlot(size) - 1]?.username ?? null) : null
    return {
      tournament: summary(row, entries.length, champion),
      entries: entries.map((e) => ({ username: e.username })),
      slots,
      seeding: await seedingRecord(row),
      procedure: TOURNAMENT_SEEDING_PROCEDURE,
    } satisfies TournamentRecord
  })
}

/** /tournament: the tournaments taking sign-ups, and the latest finished ones */
export function tournamentList() {
  return cachedPublic('tournament', 'list', async () => {
    const open: Row[] = await db
      .from('tournaments')
      .whereIn('status', ['signup', 'closed'])
      .orderBy('id', 'desc')
    const past: Row[] = await db
      .from('tournaments')
      .where('status', 'finished')
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAST_TOURNAMENTS)
    const counts = await db
      .from('tournament_entries')
      .whereIn(
        'tournament_id',
        [...open, ...past].map((r) => Number(r.id))
      )
      .groupBy('tournament_id')
      .select('tournament_id')
      .count('* as players')
    const players = new Map(counts.map((c) => [Number(c.tournament_id), Number(c.players)]))
    const champions = await db
      .from('bracket_slots as s')
      .join('tournaments as t', 't.id', 's.tournament_id')
      .whereIn(
        't.id',
        past.map((r) => Number(r.id))
      )
      .whereRaw('s.slot = 2 * t.bracket_size - 1')
      .select('t.id', 's.username')
    const championOf = new Map(champions.map((c) => [Number(c.id), c.username as string | null]))
    const list = (rows: Row[]) =>
      rows.map((r) =>
        summary(r, players.get(Number(r.id)) ?? 0, championOf.get(Number(r.id)) ?? null)
      )
    return { open: list(open), past: list(past) }
  })
}

/** The admin page's viewer tournaments: every one not finished or cancelled, and the last finished */
export async function adminViewerTournaments() {
  const rows = await db
    .from('tournaments')
    .where('by_hand', false)
    .whereIn('status', ['signup', 'closed', 'running', 'finished'])
    .orderBy('id', 'desc')
    .limit(10)
    .select('id', 'status')
  const shown = rows.filter(
    (r, i) => r.status !== 'finished' || i === rows.findIndex((x) => x.status === 'finished')
  )
  const records = await Promise.all(shown.map((r) => tournamentRecord(Number(r.id))))
  return records.filter((r) => r !== null)
}
