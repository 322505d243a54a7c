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
import { beaconSteps, seedStep } from './beacon_check.js'
import { step, text, type CheckStep } from './check_steps.js'

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
    steps.push(step('winners', false, text('draw_check.winners_none')))
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
  const list = winners.map((w) =>
    text('draw_check.winner_ticket', { name: w.username, ticket: String(w.ticket) })
  )
  steps.push(
    step(
      'winners',
      same,
      text(same ? 'draw_check.winners_same' : 'draw_check.winners_differ', { list })
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
        ? text('draw_check.v1_redacted', {
            count: redactions.length,
            positions: positions(redactions.map((r) => r.entry)),
          })
        : text('draw_check.not_hashed')
    )
  }
  if (entries === null) {
    const shape = version === 2 ? '[name_commit, tickets]' : '[username, tickets]'
    return step('entries', false, text('draw_check.not_canonical', { shape }))
  }
  const count = entries.length
  if (version === 1) return step('entries', true, text('draw_check.entries_total', { count }))
  const names = await checkNames(
    entries.map(([commit]) => commit),
    record.names
  )
  if (names.mismatched.length > 0) {
    return step(
      'entries',
      false,
      text('draw_check.names_mismatch', {
        count: names.mismatched.length,
        positions: positions(names.mismatched),
      })
    )
  }
  const redacted =
    names.redacted.length === 0
      ? ''
      : text('draw_check.entries_redacted', {
          count: names.redacted.length,
          positions: positions(names.redacted),
        })
  return step(
    'entries',
    true,
    text('draw_check.entries_names', { count, named: names.named, redacted })
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
      text(same ? 'draw_check.vault_same' : 'draw_check.vault_differ', {
        ticket: String(draw.ticket),
        total: String(draw.total),
        name: draw.entry.username,
      })
    )
  )
  return steps
}
