/**
 * Raffles in live messages (app/services/raffles/live_payload.ts builds them, the raffle pages
 * read them through inertia/hooks/use_raffle_live.ts). Shared so both sides agree on the
 * shape and on what a page does with it.
 */

/**
 * A record above this size (its JSON, in characters) travels without its entry list and its
 * frozen canonical list: with about 40 characters per entrant, some 400 entrants. Thousands of
 * open pages each receive every message, so a raid's 5,000 entrants (some 300 KB with the
 * canonical list) would be 3 GB per message to 10,000 pages.
 */
export const RAFFLE_LIVE_RECORD_BYTES = 16_000

/** How long after its draw a raffle's record still travels (its open pages see the winners) */
export const RAFFLE_LIVE_RECENT_MS = 10 * 60_000

/** The big parts of a record, left out of a compact one (the frozen list's names and salts too) */
type BigParts = { entries: unknown; canonical: string | null; names?: unknown }

/** A record as a message carries it: whole, or compact (without the big parts) */
export type LiveRaffleRecord<R extends BigParts = BigParts> =
  R | (Omit<R, keyof BigParts> & { compact: true })

type Shown = BigParts & {
  raffle: { id: number; status: string }
  entries_sha256: string | null
}

/** What a page showing `current` does with a message's `records` for raffle `id` */
export type LiveRaffleStep<R> =
  /** nothing this page shows changed (no reload of the viewer's own tickets either) */
  | { kind: 'same' }
  /** apply this record in place */
  | { kind: 'apply'; record: R }
  /** the message cannot say: reload the record (at a random moment) */
  | { kind: 'reload' }

const isFinal = (status: string) => status === 'drawn' || status === 'cancelled'

/** The record without its big parts, as text: whether the public state changed */
function summary(record: object) {
  const rest: Record<string, unknown> = { ...record }
  for (const key of ['entries', 'canonical', 'names', 'compact']) delete rest[key]
  return JSON.stringify(rest)
}

/**
 * The step of a page that shows `current` (null: none yet, or another raffle) when a message
 * says raffle `id`'s public record is `records[id]`:
 * - absent: a drawn or cancelled raffle never changes again (same); an open or closed one that
 *   left the message ended or was removed (reload);
 * - whole: applied, unless nothing in it changed;
 * - compact: the page keeps the entry list it holds and applies the rest, unless the frozen
 *   list changed (the close published it): then the page reloads the record, once. While a big
 *   raffle is open its entry table is the one loaded with the page; the counts are live.
 */
export function liveRaffleStep<R extends Shown>(
  current: R | null,
  id: number,
  records: Record<string, LiveRaffleRecord<R> | undefined>
): LiveRaffleStep<R> {
  const live = records[String(id)]
  const shown = current && current.raffle.id === id ? current : null
  if (!live) return shown && isFinal(shown.raffle.status) ? { kind: 'same' } : { kind: 'reload' }
  if (shown && summary(shown) === summary(live)) return { kind: 'same' }
  if (!('compact' in live)) return { kind: 'apply', record: live as R }
  if (!shown || shown.entries_sha256 !== live.entries_sha256) return { kind: 'reload' }
  const record: Record<string, unknown> = { ...live, entries: shown.entries }
  record.canonical = shown.canonical
  if ('names' in shown) record.names = shown.names
  delete record.compact
  return { kind: 'apply', record: record as unknown as R }
}
