import { publicRaffleList, raffleRecord } from '#services/raffles/public_raffles'
import {
  RAFFLE_LIVE_RECENT_MS,
  RAFFLE_LIVE_RECORD_BYTES,
  type LiveRaffleRecord,
} from '#shared/raffles_live'

/**
 * A raffle's public record as a live message carries it: whole while it is small; above
 * RAFFLE_LIVE_RECORD_BYTES (a raid's thousands of entries) without its two big parts, the
 * entry list and the frozen canonical list (`compact`), so a message stays small. The counts,
 * status, hashes, seed, beacon and winners are always there.
 */
async function liveRecord(id: number): Promise<LiveRaffleRecord | null> {
  const record = await raffleRecord(id)
  if (!record) return null
  if (JSON.stringify(record).length <= RAFFLE_LIVE_RECORD_BYTES) return record
  const compact: Record<string, unknown> = { ...record, compact: true }
  delete compact.entries
  delete compact.canonical
  delete compact.names
  return compact as LiveRaffleRecord
}

/**
 * The public data of a raffle change: `raffles`, the list page's prop as it renders it;
 * `records`, the public record (live form) of each raffle that can still change (open or
 * closed) or ended within RAFFLE_LIVE_RECENT_MS (just drawn), by id; `overlay`, the id of the
 * raffle the overlay shows. A drawn or cancelled raffle never changes publicly again, so a page
 * of one that is not in `records` has nothing to do.
 */
export async function rafflesLivePayload() {
  const raffles = await publicRaffleList()
  const recent = Date.now() - RAFFLE_LIVE_RECENT_MS
  const ids = [
    ...raffles.current.map((raffle) => raffle.id),
    ...raffles.past
      .filter((raffle) => raffle.drawn_at && Date.parse(raffle.drawn_at) >= recent)
      .map((raffle) => raffle.id),
  ]
  const records: Record<number, LiveRaffleRecord> = {}
  for (const id of ids) {
    const record = await liveRecord(id)
    if (record) records[id] = record
  }
  // the overlay's raffle: the newest open or closed one, else the latest drawn
  const overlay = raffles.current[0]?.id ?? raffles.past[0]?.id ?? null
  return { raffles, records, overlay }
}
