import { createHmac } from 'node:crypto'

/**
 * The provably fair vault draw. Anyone holding a closed cycle's record (GET
 * /api/vault/cycles/:id: the revealed seed and the contributions in id order) can redo it:
 *
 *   1. total  = the sum of the contributions' whole-dollar amounts
 *   2. ticket = HMAC-SHA256(key = seed as text, message = cycle id in decimal), read as a
 *               256-bit unsigned integer, modulo total
 *   3. the contributions, in ascending id order, cover consecutive ranges of tickets:
 *      the first [0, a1), the next [a1, a1 + a2), ...; the one covering the ticket wins.
 *
 * So every dollar is one ticket (weighted by dollars contributed), the seed is committed by
 * its SHA-256 before anyone contributes, and nothing at roll time can steer the result.
 * (The modulo bias of a 256-bit number over a total below 2^53 is under 2^-200.)
 */
export const DRAW_PROCEDURE =
  'ticket = HMAC-SHA256(key = seed, message = cycle id) as a 256-bit integer mod total dollars; ' +
  'contributions in ascending id order cover [0, a1), [a1, a1 + a2), ...; the one covering the ticket wins. ' +
  'Check the seed against seed_hash with SHA-256.'

export type DrawEntry = { id: number; amount: number }

export function drawTicket(seed: string, cycleId: number, total: number) {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError('Nothing to draw from')
  const digest = createHmac('sha256', seed).update(String(cycleId)).digest('hex')
  return Number(BigInt(`0x${digest}`) % BigInt(total))
}

/** The entry whose ticket range covers the ticket; entries must be in ascending id order */
export function entryForTicket<T extends DrawEntry>(entries: T[], ticket: number): T {
  let start = 0
  for (const entry of entries) {
    if (ticket < start + entry.amount) return entry
    start += entry.amount
  }
  throw new RangeError('Ticket outside the contributions')
}

export function drawWinner<T extends DrawEntry>(seed: string, cycleId: number, entries: T[]) {
  const ordered = [...entries].sort((a, b) => a.id - b.id)
  const total = ordered.reduce((sum, e) => sum + e.amount, 0)
  const ticket = drawTicket(seed, cycleId, total)
  return { total, ticket, entry: entryForTicket(ordered, ticket) }
}
