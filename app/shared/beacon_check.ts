/**
 * The steps of a draw's check as the panels show them, and the steps every draw shares: the
 * beacon round's BLS signature against the pinned chain's public key, the round's timing (the
 * first one after the close), and the seed against its published hash. The raffle's and the
 * vault's own steps are #shared/draw_verification, which loads this with it (one chunk).
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381'
import type { PinnedChain } from './draw_procedure.js'
import type { MessageKey, Translate } from './messages.js'
import { firstRoundAfter, sha256Hex, type BeaconRound } from './vault_draw.js'

export type CheckStepId = 'signature' | 'round' | 'seed' | 'entries' | 'winners'

/**
 * A text of the check: a catalog key (the draw_check area) and its values, some of them texts
 * themselves (a list of texts is joined with commas); `wordCheck(t, text)` words it
 */
export type CheckText = { key: MessageKey; values?: Record<string, CheckValue> }
type CheckValue = string | number | CheckText | CheckText[]

/** A check text in the reader's language */
export function wordCheck(t: Translate, { key, values }: CheckText): string {
  if (!values) return t(key)
  const word = (value: CheckValue): string | number =>
    Array.isArray(value)
      ? value.map((each) => wordCheck(t, each)).join(', ')
      : typeof value === 'object'
        ? wordCheck(t, value)
        : value
  return t(key, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, word(v)])))
}

/** One step of a check, in the order the panels show them; its name and what it found as keys */
export type CheckStep = { id: CheckStepId; ok: boolean; label: MessageKey; detail: CheckText }

export const CHECK_STEP_LABELS: Record<CheckStepId, MessageKey> = {
  signature: 'draw_check.step_signature',
  round: 'draw_check.step_round',
  seed: 'draw_check.step_seed',
  entries: 'draw_check.step_entries',
  winners: 'draw_check.step_winners',
}

/** A check text: `text('draw_check.no_close')`, `text('draw_check.no_chain', { round })` */
export const text = (key: MessageKey, values?: Record<string, CheckValue>): CheckText =>
  values ? { key, values } : { key }

/** The drand schemes whose rounds stand alone (no previous signature needed) */
export const VERIFIABLE_SCHEMES = ['bls-unchained-g1-rfc9380', 'pedersen-bls-unchained'] as const

export const step = (id: CheckStepId, ok: boolean, detail: CheckText): CheckStep => ({
  id,
  ok,
  label: CHECK_STEP_LABELS[id],
  detail,
})

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
