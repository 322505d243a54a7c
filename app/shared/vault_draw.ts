/**
 * The provably fair vault draw, one implementation for the server (which draws) and the
 * verify page (which redoes a past draw in the browser). It only uses Web Crypto
 * (`crypto.subtle`), present in browsers and in Node.
 *
 * Anyone holding a drawn cycle's record (GET /api/vault/cycles/:id: the revealed seed, the
 * message and the contributions in id order) can redo it:
 *
 *   1. total   = the sum of the contributions' whole-dollar amounts
 *   2. message = `${cycleId}:${beaconRandomnessHex}` when the draw used a drand beacon round
 *                (the first round after the cycle closed, of the chain named by chain_hash),
 *                else `${cycleId}` (only with the beacon switched off: not beacon-verified)
 *   3. ticket  = HMAC-SHA256(key = the seed's 64-character hex text as UTF-8 bytes, message),
 *                read as a 256-bit unsigned big-endian integer, modulo total
 *                (#shared/draw_procedure states these rules once for every page and doc)
 *   4. the contributions, in ascending id order, cover consecutive ranges of tickets:
 *      the first [0, a1), the next [a1, a1 + a2), ...; the one covering the ticket wins.
 *
 * The seed is committed by its SHA-256 before anyone contributes; the beacon's randomness
 * is unknown to everyone (the seed holder included) until after the close, so neither the
 * time of the roll nor a last contribution can steer the result.
 * (The modulo bias of a 256-bit number over a total below 2^53 is under 2^-200.)
 */
import { drawProcedure } from './draw_procedure.js'
import type { MessageKey } from './messages.js'

/** The vault draw's procedure, as the public record states it (#shared/draw_procedure) */
export const DRAW_PROCEDURE = [
  ...drawProcedure('vault'),
  'Contributions in ascending id order cover [0, a1), [a1, a1 + a2), …; the one covering the ticket wins; the seed must hash (SHA-256) to seed_hash',
]
  .join('. ')
  .concat('.')

/**
 * What the draw pages say of a draw made with VAULT_BEACON_URL=off (the cycle id alone): the
 * catalog key of 'This draw is not beacon-verified'
 */
export const BEACON_OFF_NOTICE = 'labels.beacon_off' satisfies MessageKey

export type DrawEntry = { id: number; amount: number }

const encoder = new TextEncoder()

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** The message the ticket is drawn from: with the beacon round's randomness, or the cycle id alone */
export function drawMessage(cycleId: number, beaconRandomness: string | null) {
  return beaconRandomness ? `${cycleId}:${beaconRandomness}` : String(cycleId)
}

export async function sha256Hex(text: string) {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

export async function hmacSha256Hex(key: string, message: string) {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign']
  )
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}

export async function drawTicket(seed: string, message: string, total: number) {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError('Nothing to draw from')
  const digest = await hmacSha256Hex(seed, message)
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

export async function drawWinner<T extends DrawEntry>(seed: string, message: string, entries: T[]) {
  const ordered = [...entries].sort((a, b) => a.id - b.id)
  const total = ordered.reduce((sum, e) => sum + e.amount, 0)
  const ticket = await drawTicket(seed, message, total)
  return { total, ticket, entry: entryForTicket(ordered, ticket) }
}

/**
 * The first drand round published strictly after `atMs`: round r is published at
 * genesis + (r - 1) × period (seconds), so it is the round after the one current at `atMs`.
 */
export function firstRoundAfter(atMs: number, chain: { genesisTime: number; period: number }) {
  const elapsed = atMs - chain.genesisTime * 1000
  if (elapsed < 0) return 1
  return Math.floor(elapsed / (chain.period * 1000)) + 2
}

/** When round `round` is published, in ms since the epoch */
export function roundTimeMs(round: number, chain: { genesisTime: number; period: number }) {
  return (chain.genesisTime + (round - 1) * chain.period) * 1000
}

/** What the verify page reads from the public record */
export type DrawRecord = {
  id: number
  seed_hash: string
  seed: string | null
  message: string | null
  contributions: { id: number; username: string; amount: number }[]
  draw: { ticket: number; winner: { username: string } } | null
}

export type DrawCheck = {
  seedMatches: boolean
  total: number
  ticket: number
  winner: string
  /** the recomputed ticket and winner equal the published ones */
  matches: boolean
}

/** Redoes a drawn cycle's draw from its public record; null while there is nothing to check */
export async function checkDrawRecord(record: DrawRecord): Promise<DrawCheck | null> {
  if (!record.seed || record.message === null || record.contributions.length === 0) return null
  const seedMatches = (await sha256Hex(record.seed)) === record.seed_hash
  const draw = await drawWinner(record.seed, record.message, record.contributions)
  return {
    seedMatches,
    total: draw.total,
    ticket: draw.ticket,
    winner: draw.entry.username,
    matches:
      record.draw !== null &&
      record.draw.ticket === draw.ticket &&
      record.draw.winner.username === draw.entry.username,
  }
}

/** A drand round as a draw used it (app/services/vault/beacon.ts checks it before use) */
export type BeaconRound = { round: number; randomness: string; signature: string }

/**
 * The beacon round a draw used, as a public record shows it: null before the draw, and for a
 * draw without a complete round (one made with the beacon switched off)
 */
export function drawnBeaconRound(
  drawn: boolean,
  round: number | string | null,
  randomness: string | null,
  signature: string | null
): BeaconRound | null {
  return drawn && round !== null && randomness && signature
    ? { round: Number(round), randomness, signature }
    : null
}
