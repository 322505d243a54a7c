import db from '@adonisjs/lucid/services/db'
import { cachedRaffleFlag, cachedRaffles, knownRaffleFlag } from '#services/raffles/live'
import { knownPublicDataVersion, publicDataVersion } from '#infra/live/public_cache'
import {
  frozenEntries,
  iso,
  orderedEntries,
  raffleTerms,
  type RaffleRow,
} from '#services/raffles/raffle_rows'
import { drawnBeaconRound } from '#shared/vault_draw'
import { RAFFLE_DRAW_PROCEDURE, type RaffleRecord } from '#shared/raffles'
import { parseRedactions } from '#shared/redactions'

/** How many past raffles /raffles lists */
export const PAST_RAFFLES = 12

/** What every visitor may see of a raffle (never the seed before the draw) */
function publicRaffle(row: RaffleRow, entrants: number) {
  return {
    id: Number(row.id),
    title: String(row.title),
    prize: String(row.prize),
    prize_points: row.prize_points === null ? null : Number(row.prize_points),
    image: row.image,
    ...raffleTerms(row),
    entrants,
    seed_hash: row.seed_hash,
    closed_at: iso(row.closed_at),
    drawn_at: iso(row.drawn_at),
  }
}

export type PublicRaffle = ReturnType<typeof publicRaffle>

async function entrantCounts(ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .from('raffle_entries')
    .whereIn('raffle_id', ids)
    .groupBy('raffle_id')
    .select('raffle_id')
    .count('* as entrants')
  return new Map(rows.map((r) => [Number(r.raffle_id), Number(r.entrants)]))
}

async function winnersOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, { username: string; ticket: number }[]>()
  const rows = await db
    .from('raffle_winners')
    .whereIn('raffle_id', ids)
    .orderBy('raffle_id')
    .orderBy('position')
    .select('raffle_id', 'username', 'ticket', 'payout_status')
  const map = new Map<number, { username: string; ticket: number }[]>()
  for (const r of rows) {
    const list = map.get(Number(r.raffle_id)) ?? []
    list.push({ username: String(r.username), ticket: Number(r.ticket) })
    map.set(Number(r.raffle_id), list)
  }
  return map
}

/** /raffles: the open and closed-not-drawn raffles, and the latest drawn ones with winners */
export function publicRaffleList() {
  return cachedRaffles('list', async () => {
    const current: RaffleRow[] = await db
      .from('raffles')
      .whereIn('status', ['open', 'closed'])
      .orderBy('id', 'desc')
    const past: RaffleRow[] = await db
      .from('raffles')
      .where('status', 'drawn')
      .orderBy('drawn_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAST_RAFFLES)
    const ids = [...current, ...past].map((r) => Number(r.id))
    const counts = await entrantCounts(ids)
    const winners = await winnersOf(past.map((r) => Number(r.id)))
    return {
      current: current.map((r) => publicRaffle(r, counts.get(Number(r.id)) ?? 0)),
      past: past.map((r) => ({
        ...publicRaffle(r, counts.get(Number(r.id)) ?? 0),
        winner_names: (winners.get(Number(r.id)) ?? []).map((w) => w.username),
      })),
    }
  })
}

const OPEN_FLAG = 'open'

/** Whether a raffle takes entries now (the header's RAFFLES link) */
export function anyRaffleOpen() {
  // read by every page's version and shared props: kept beside its generation in memory
  return cachedRaffleFlag(OPEN_FLAG, async () => {
    const row = await db.from('raffles').where('status', 'open').select('id').first()
    return Boolean(row)
  })
}

/** The raffle the overlay shows: the open one ending first, else the latest closed or drawn */
export function overlayRaffle() {
  return cachedRaffles('overlay', async () => {
    const open: RaffleRow | null = await db
      .from('raffles')
      .whereIn('status', ['open', 'closed'])
      .orderBy('id', 'desc')
      .first()
    const row: RaffleRow | null =
      open ??
      (await db.from('raffles').where('status', 'drawn').orderBy('drawn_at', 'desc').first())
    if (!row) return null
    return raffleRecord(Number(row.id))
  })
}

/**
 * The public record of a raffle (GET /api/raffles/:id and the /raffles/:id page): everyone's
 * entry counts in canonical order, the frozen canonical entries and their SHA-256 once closed,
 * the seed hash from the start, and after the draw the seed, the beacon round and the winners
 */
export function raffleRecord(id: number) {
  return cachedRaffles(`record:${id}`, async () => {
    const row: RaffleRow | null = await db.from('raffles').where('id', id).first()
    if (!row) return null
    const entries = await orderedEntries(db, id)
    const drawn = row.status === 'drawn'
    const drawnWinners = drawn ? await winnersOf([id]) : null
    const winners = drawnWinners?.get(id) ?? []
    const round = drawnBeaconRound(
      drawn,
      row.beacon_round,
      row.beacon_randomness,
      row.beacon_signature
    )
    const beacon = round && { ...round, chain_hash: row.beacon_chain_hash ?? '' }
    return {
      raffle: publicRaffle(row, entries.length),
      entries: entries.map((e) => ({ username: e.username, tickets: e.tickets })),
      ...frozenEntries(row),
      entries_sha256: row.entries_sha256,
      redactions: parseRedactions(row.canonical_redactions),
      seed_hash: row.seed_hash,
      seed: drawn ? row.seed : null,
      beacon,
      beacon_verified: drawn ? beacon !== null : null,
      winners,
      procedure: RAFFLE_DRAW_PROCEDURE,
    } satisfies RaffleRecord & Record<string, unknown>
  })
}

export type PublicRaffleRecord = NonNullable<Awaited<ReturnType<typeof raffleRecord>>>

/**
 * What every page's shared props take from raffles (the header's RAFFLES link while one is
 * open), as a token for the guest page cache: a guest page is kept per value, so it is
 * rebuilt when a raffle opens or ends, not at every entry
 */
export async function sharedPropsVersion() {
  return sharedPropsToken(await anyRaffleOpen(), await publicDataVersion(SHARED_PROP_DOMAINS))
}

/**
 * The other domains every page's shared props show: the admins' texts (`texts`) and the
 * header's LIVE badge (`liveStreams`)
 */
const SHARED_PROP_DOMAINS = ['texts', 'stream'] as const

/** sharedPropsVersion without a store read, when this process holds it (else undefined) */
export function knownSharedPropsVersion() {
  const open = knownRaffleFlag<boolean>(OPEN_FLAG)
  const texts = knownPublicDataVersion(SHARED_PROP_DOMAINS)
  return open === undefined || texts === undefined ? undefined : sharedPropsToken(open, texts)
}

/** The admins' overrides of texts (`texts` shared prop, /admin/texts) are every page's too */
function sharedPropsToken(rafflesOpen: boolean, texts: string) {
  return `${rafflesOpen ? 'raffles-open' : 'no-raffle'}.${texts}`
}
