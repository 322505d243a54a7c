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
import type { PinnedChain } from './draw_procedure.js'
import { canonicalEntries, drawRaffle, type CanonicalEntry, type RaffleRecord } from './raffles.js'
import { checkNames, drawEntries } from './entry_commitments.js'
import type { CanonicalRedaction } from './redactions.js'
import {
  drawMessage,
  drawWinner,
  sha256Hex,
  type BeaconRound,
  type DrawRecord,
} from './vault_draw.js'
import { beaconSteps, seedStep, step, type CheckStep } from './beacon_check.js'

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
