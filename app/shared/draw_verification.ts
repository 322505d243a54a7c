/**
 * The checks of a drawn raffle or vault cycle that a visitor's browser runs, trusting nothing
 * the server says about the draw: the beacon round's BLS signature against the public key of
 * the chain the site pins (PinnedChain, given to the page from the site's configuration, never
 * taken from the record), that the round is the first one of that chain after the close, the
 * seed against its published hash, the entries against their SHA-256 (and, in a version 2 list,
 * each published name against its salted commit: #shared/entry_commitments), and the winners
 * redone.
 *
 * Heavy (BLS12-381 pairing code): the check panels load it with a dynamic import when they
 * open, so it is its own chunk, outside every page's budget. Works in Node too (unit tests).
 */
import { bls12_381 as bls } from '@noble/curves/bls12-381'
import type { PinnedChain } from './draw_procedure.js'
import { canonicalEntries, drawRaffle, type CanonicalEntry, type RaffleRecord } from './raffles.js'
import { checkNames, drawEntries } from './entry_commitments.js'
import type { CanonicalRedaction } from './redactions.js'
import {
  BEACON_OFF_NOTICE,
  drawMessage,
  drawWinner,
  firstRoundAfter,
  sha256Hex,
  type BeaconRound,
  type DrawRecord,
} from './vault_draw.js'

export type CheckStepId = 'signature' | 'round' | 'seed' | 'entries' | 'winners'

/** One step of a check, in the order the panels show them */
export type CheckStep = { id: CheckStepId; ok: boolean; label: string; detail: string }

export const CHECK_STEP_LABELS: Record<CheckStepId, string> = {
  signature: 'Beacon signature',
  round: 'Beacon round',
  seed: 'Seed',
  entries: 'Entries',
  winners: 'Winners',
}

/** The drand schemes whose rounds stand alone (no previous signature needed) */
export const VERIFIABLE_SCHEMES = ['bls-unchained-g1-rfc9380', 'pedersen-bls-unchained'] as const

const step = (id: CheckStepId, ok: boolean, detail: string): CheckStep => ({
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
async function beaconSteps(
  chain: PinnedChain | null,
  beacon: BeaconRound | null,
  recordChainHash: string | null,
  closedAt: string | null
): Promise<CheckStep[]> {
  if (!beacon) {
    const detail = `${BEACON_OFF_NOTICE}: the draw used no beacon round`
    return [step('signature', false, detail), step('round', false, detail)]
  }
  if (!chain) {
    const detail = `This site pins no beacon chain, so round ${beacon.round} cannot be checked here`
    return [step('signature', false, detail), step('round', false, detail)]
  }
  const sameChain = recordChainHash === null || recordChainHash === chain.chainHash
  const schemeKnown = (VERIFIABLE_SCHEMES as readonly string[]).includes(chain.scheme)
  const signed = sameChain && schemeKnown && (await beaconSignatureValid(chain, beacon))
  const signature = step(
    'signature',
    signed,
    !sameChain
      ? `Round ${beacon.round} claims chain ${recordChainHash}, not the pinned chain ${chain.chainHash}`
      : !schemeKnown
        ? `The pinned chain's scheme ${chain.scheme} cannot be checked in the browser`
        : signed
          ? `Round ${beacon.round} is signed by the pinned chain's key (BLS), and its randomness is the SHA-256 of that signature`
          : `Round ${beacon.round}'s signature does NOT verify against the pinned chain's public key`
  )
  if (!closedAt) return [signature, step('round', false, 'The record has no close time')]
  const expected = expectedRound(closedAt, chain)
  const round = step(
    'round',
    beacon.round === expected,
    beacon.round === expected
      ? `Round ${beacon.round} is the first one published after the close (${closedAt})`
      : `The draw used round ${beacon.round}, but the first round after the close (${closedAt}) is ${expected}`
  )
  return [signature, round]
}

async function seedStep(seed: string, seedHash: string) {
  const ok = (await sha256Hex(seed)) === seedHash
  return step(
    'seed',
    ok,
    ok
      ? 'The revealed seed hashes (SHA-256) to the seed hash published at the start'
      : 'The revealed seed does NOT hash to the published seed hash'
  )
}

/**
 * The raffle's frozen list as hashed ([username, tickets] in version 1, [name_commit, tickets]
 * in version 2), or null when the published text is not a valid canonical list
 */
function parseEntries(canonical: string, version: 1 | 2): CanonicalEntry[] | null {
  try {
    const parsed: unknown = JSON.parse(canonical)
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (e) =>
          Array.isArray(e) &&
          e.length === 2 &&
          typeof e[0] === 'string' &&
          (version === 1 || /^[0-9a-f]{64}$/.test(e[0])) &&
          Number.isSafeInteger(e[1]) &&
          e[1] > 0
      )
    return valid && canonicalEntries(parsed as CanonicalEntry[]) === canonical
      ? (parsed as CanonicalEntry[])
      : null
  } catch {
    return null
  }
}

/** Every step of a drawn raffle's check; null while there is nothing to check (not drawn) */
export async function checkRaffleDraw(
  record: RaffleRecord,
  chain: PinnedChain | null
): Promise<CheckStep[] | null> {
  if (!record.seed || record.canonical === null || record.entries_sha256 === null) return null
  const beacon = record.beacon
  const steps = await beaconSteps(
    chain,
    beacon && { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature },
    beacon?.chain_hash ?? null,
    record.raffle.closed_at
  )
  steps.push(await seedStep(record.seed, record.seed_hash))
  const version = record.canonical_version === 2 ? 2 : 1
  const entries = parseEntries(record.canonical, version)
  steps.push(await entriesStep(record, version, entries))
  if (!entries) {
    steps.push(step('winners', false, 'No winners can be recomputed from this entry list'))
    return steps
  }
  const winners = await drawRaffle(
    record.seed,
    record.raffle.id,
    beacon?.randomness ?? null,
    drawEntries({ ...record, canonical_version: version }),
    record.raffle.winners
  )
  const same =
    winners.length === record.winners.length &&
    winners.every(
      (w, i) => w.username === record.winners[i].username && w.ticket === record.winners[i].ticket
    )
  const list = winners.map((w) => `${w.username} (ticket ${w.ticket})`).join(', ')
  steps.push(
    step(
      'winners',
      same,
      same
        ? `Recomputed winners: ${list}, the same as published`
        : `Recomputed winners: ${list}, NOT the published winners`
    )
  )
  return steps
}

const positions = (indexes: readonly number[]) => indexes.map((i) => `#${i + 1}`).join(', ')

/**
 * The Entries step: the list hashes to entries_sha256 and is canonical; in version 2, every
 * published name and salt also hash to their entry's commit (a redacted entry keeps only its
 * commit). A version 1 list whose names were redacted after the close no longer hashes to its
 * digest: the step fails, saying so plainly (a copy saved before the redaction matches).
 */
async function entriesStep(
  record: RaffleRecord,
  version: 1 | 2,
  entries: CanonicalEntry[] | null
): Promise<CheckStep> {
  const hashed = (await sha256Hex(record.canonical!)) === record.entries_sha256
  const redactions: readonly CanonicalRedaction[] = record.redactions ?? []
  if (!hashed) {
    return step(
      'entries',
      false,
      version === 1 && redactions.length > 0
        ? `This list (version 1) was hashed before entr${redactions.length === 1 ? 'y' : 'ies'} ${positions(redactions.map((r) => r.entry))} ${redactions.length === 1 ? 'was' : 'were'} redacted, so it cannot be checked against the SHA-256 published at the close here: a copy saved before the redaction matches it`
        : 'The entry list does NOT hash to the SHA-256 published at the close'
    )
  }
  if (entries === null) {
    const shape = version === 2 ? '[name_commit, tickets]' : '[username, tickets]'
    return step('entries', false, `The entry list is not a canonical list of ${shape}`)
  }
  const total = `The ${entries.length} entries hash (SHA-256) to the value published at the close`
  if (version === 1) return step('entries', true, total)
  const names = await checkNames(
    entries.map(([commit]) => commit),
    record.names
  )
  if (names.mismatched.length > 0) {
    return step(
      'entries',
      false,
      `The published name of entr${names.mismatched.length === 1 ? 'y' : 'ies'} ${positions(names.mismatched)} does NOT match its commitment (SHA-256 of salt:username)`
    )
  }
  const redacted =
    names.redacted.length === 0
      ? ''
      : `; ${positions(names.redacted)} redacted (account deleted): only ${names.redacted.length === 1 ? 'its' : 'their'} commitment is published`
  return step(
    'entries',
    true,
    `${total}, and ${names.named} name${names.named === 1 ? '' : 's'} match${names.named === 1 ? 'es' : ''} ${names.named === 1 ? 'its' : 'their'} commitment (SHA-256 of salt:username)${redacted}`
  )
}

/** A vault cycle's public record, as far as its check reads it */
export type VaultCheckRecord = DrawRecord & {
  closed_at: string | null
  chain_hash: string | null
  beacon: BeaconRound | null
}

/** Every step of a drawn vault cycle's check; null while there is nothing to check */
export async function checkVaultDraw(
  record: VaultCheckRecord,
  chain: PinnedChain | null
): Promise<CheckStep[] | null> {
  if (!record.seed || record.message === null || record.contributions.length === 0) return null
  const steps = await beaconSteps(chain, record.beacon, record.chain_hash, record.closed_at)
  steps.push(await seedStep(record.seed, record.seed_hash))
  // the message is rebuilt from the beacon round, never taken from the record
  const message = drawMessage(record.id, record.beacon?.randomness ?? null)
  const draw = await drawWinner(record.seed, message, record.contributions)
  const same =
    record.draw !== null &&
    record.draw.ticket === draw.ticket &&
    record.draw.winner.username === draw.entry.username
  steps.push(
    step(
      'winners',
      same,
      same
        ? `Recomputed ticket ${draw.ticket} of ${draw.total}: ${draw.entry.username} wins, as published`
        : `Recomputed ticket ${draw.ticket} of ${draw.total} gives ${draw.entry.username}, which is NOT the published result`
    )
  )
  return steps
}
