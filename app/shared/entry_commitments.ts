/**
 * How a raffle's entry list is frozen and published, by version (the raffle's
 * `canonical_version`):
 * - 1 (raffles closed before version 2 existed): `canonical` is [[username, tickets], ...] and
 *   entries_sha256 its SHA-256. A name redacted later is replaced in that text, so the list as
 *   published no longer hashes to the digest (a copy saved before does).
 * - 2: each entry has a random salt; `canonical` is [[name_commit, tickets], ...] with
 *   name_commit = SHA-256(nameCommitText(salt, username)) (#shared/draw_procedure), and
 *   entries_sha256 its SHA-256. `names` publishes each entry's [username, salt]. A redaction
 *   turns an entry's pair into [DELETED_USER_LABEL, null] and never touches `canonical`: the
 *   digest, the tickets and the other names stay verifiable, and without the salt the
 *   redacted name cannot be guessed back from its commit.
 * The draw is the same in both (tickets and order; a winner's name is the entry's published name).
 */
import { DELETED_USER_LABEL } from './deleted_user.js'
import { nameCommitText } from './draw_procedure.js'
import { sha256Hex } from './vault_draw.js'

/** The version every raffle closed from now on is frozen in */
export const CANONICAL_VERSION = 2

export type CanonicalVersion = 1 | 2

/** One entry's published name in a version 2 list: [username, salt], or [label, null] once redacted */
export type EntryName = [string, string | null]

/** The frozen list as a public record carries it */
export type FrozenEntries = {
  canonical: string | null
  canonical_version: CanonicalVersion
  /** version 2 only (null for version 1 and before the close) */
  names: EntryName[] | null
}

export const nameCommit = (salt: string, username: string) =>
  sha256Hex(nameCommitText(salt, username))

/** A version 2 list: the hashed text and each entry's [username, salt] (salts made by the caller) */
export async function commitEntries(
  entries: readonly { username: string; tickets: number; salt: string }[]
) {
  const commits = await Promise.all(entries.map((e) => nameCommit(e.salt, e.username)))
  return {
    canonical: JSON.stringify(commits.map((commit, i) => [commit, entries[i].tickets])),
    names: entries.map((e): EntryName => [e.username, e.salt]),
  }
}

/** The names of a version 2 list with the entries at `indexes` redacted (name and salt gone) */
export function redactNames(names: readonly EntryName[], indexes: readonly number[]) {
  return names.map((pair, index): EntryName =>
    indexes.includes(index) ? [DELETED_USER_LABEL, null] : pair
  )
}

/**
 * The entries the draw runs on, [published name, tickets] in canonical order: a version 1
 * list as it is; a version 2 list's tickets with each entry's name (the label once redacted)
 */
export function drawEntries(frozen: FrozenEntries): [string, number][] {
  if (frozen.canonical === null) return []
  const list = JSON.parse(frozen.canonical) as [string, number][]
  if (frozen.canonical_version === 1) return list
  return list.map(([, tickets], i) => [frozen.names?.[i]?.[0] ?? DELETED_USER_LABEL, tickets])
}

/** What checking a version 2 list's names against their commits found */
export type NamesCheck = {
  /** entries whose name and salt hash to their commit */
  named: number
  /** entries published without name and salt (redacted), as the label */
  redacted: number[]
  /** entries whose name does NOT match their commit, or that are malformed (0-based) */
  mismatched: number[]
}

/**
 * Checks each entry of a version 2 list (`commits`: the name_commit of each entry, from the
 * hashed text) against its published name: SHA-256(`${salt}:${username}`) must equal the
 * commit; a redacted entry ([label, null]) keeps only its commit. Any other shape mismatches.
 */
export async function checkNames(
  commits: readonly string[],
  names: readonly EntryName[] | null
): Promise<NamesCheck> {
  const result: NamesCheck = { named: 0, redacted: [], mismatched: [] }
  for (const [i, commit] of commits.entries()) {
    const pair = names?.[i]
    if (!Array.isArray(pair) || typeof pair[0] !== 'string') result.mismatched.push(i)
    else if (pair[1] === null && pair[0] === DELETED_USER_LABEL) result.redacted.push(i)
    else if (typeof pair[1] === 'string' && (await nameCommit(pair[1], pair[0])) === commit)
      result.named++
    else result.mismatched.push(i)
  }
  if (names && names.length > commits.length) {
    for (let i = commits.length; i < names.length; i++) result.mismatched.push(i)
  }
  return result
}
