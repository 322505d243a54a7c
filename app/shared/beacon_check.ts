/**
 * The steps of a draw's check as the panels show them, and the steps every draw shares: the
 * beacon round's BLS signature against the pinned chain's public key, the round's timing (the
 * first one after the close), and the seed against its published hash. The raffle's and the
 * vault's own steps are #shared/draw_verification, which loads this with it (one chunk); the
 * steps' texts are #shared/check_steps, which the panels load without the BLS code.
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381'
import type { PinnedChain } from './draw_procedure.js'
import { firstRoundAfter, sha256Hex, type BeaconRound } from './vault_draw.js'
import { step, text, type CheckStep } from './check_steps.js'

/** The drand schemes whose rounds stand alone (no previous signature needed) */
export const VERIFIABLE_SCHEMES = ['bls-unchained-g1-rfc9380', 'pedersen-bls-unchained'] as const

function hexBytes(hex: string) {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new TypeError('not hex')
  return Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16))
}

async function sha256Bytes(bytes: Uint8Array) {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))
}

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** drand's message of an unchained round: SHA-256 of the round number as 8 bytes big-endian */
export async function roundMessage(round: number) {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round))
  return sha256Bytes(bytes)
}

/**
 * Whether a round is genuine for the pinned chain: its randomness is the SHA-256 of its
 * signature, and the signature verifies against the pinned public key (G1 signatures for
 * quicknet's scheme, G2 for pedersen-bls-unchained). Any malformed value is simply false.
 */
export async function beaconSignatureValid(
  chain: Pick<PinnedChain, 'publicKey' | 'scheme'>,
  beacon: BeaconRound
): Promise<boolean> {
  try {
    const signature = hexBytes(beacon.signature)
    if (hexOf(await sha256Bytes(signature)) !== beacon.randomness.toLowerCase()) return false
    const message = await roundMessage(beacon.round)
    const publicKey = hexBytes(chain.publicKey)
    if (chain.scheme === 'bls-unchained-g1-rfc9380') {
      return bls.verifyShortSignature(signature, message, publicKey)
    }
    if (chain.scheme === 'pedersen-bls-unchained') return bls.verify(signature, message, publicKey)
    return false
  } catch {
    return false
  }
}

/** The round the draw had to use: the first one of the pinned chain published after the close */
export function expectedRound(
  closedAt: string,
  chain: Pick<PinnedChain, 'genesisTime' | 'period'>
) {
  return firstRoundAfter(Date.parse(closedAt), chain)
}

/** The two beacon steps: the signature against the pinned chain, and the round's timing */
export async function beaconSteps(
  chain: PinnedChain | null,
  beacon: BeaconRound | null,
  recordChainHash: string | null,
  closedAt: string | null
): Promise<CheckStep[]> {
  if (!beacon) {
    const detail = text('draw_check.beacon_off')
    return [step('signature', false, detail), step('round', false, detail)]
  }
  if (!chain) {
    const detail = text('draw_check.no_chain', { round: String(beacon.round) })
    return [step('signature', false, detail), step('round', false, detail)]
  }
  const sameChain = recordChainHash === null || recordChainHash === chain.chainHash
  const schemeKnown = (VERIFIABLE_SCHEMES as readonly string[]).includes(chain.scheme)
  const signed = sameChain && schemeKnown && (await beaconSignatureValid(chain, beacon))
  const round = String(beacon.round)
  const signature = step(
    'signature',
    signed,
    !sameChain
      ? text('draw_check.other_chain', {
          round,
          claimed: String(recordChainHash),
          pinned: chain.chainHash,
        })
      : !schemeKnown
        ? text('draw_check.scheme_unknown', { scheme: chain.scheme })
        : text(signed ? 'draw_check.signed' : 'draw_check.not_signed', { round })
  )
  if (!closedAt) return [signature, step('round', false, text('draw_check.no_close'))]
  const expected = expectedRound(closedAt, chain)
  const timing = step(
    'round',
    beacon.round === expected,
    beacon.round === expected
      ? text('draw_check.round_ok', { round, closed: closedAt })
      : text('draw_check.round_bad', { round, closed: closedAt, expected: String(expected) })
  )
  return [signature, timing]
}

export async function seedStep(seed: string, seedHash: string) {
  const ok = (await sha256Hex(seed)) === seedHash
  return step('seed', ok, text(ok ? 'draw_check.seed_ok' : 'draw_check.seed_bad'))
}
