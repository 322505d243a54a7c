import { createHash } from 'node:crypto'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * A published frozen board of version 2 checked from its own data, with node:crypto only (not
 * the app's helpers): whether `canonical` hashes to `sha256`, and for each rank whether its
 * published [name, salt] hashes (`${salt}:${name}`) to the rank's name_commit ('match'), has no
 * salt any more ('redacted': the name shown is then the only thing left), or does not match.
 */
export function recomputeBoardRecord(record: {
  canonical: string
  sha256: string
  names: [string, string | null][] | null
}) {
  const board = (JSON.parse(record.canonical) as { board: { name_commit: string }[] }).board
  const names = record.names ?? []
  return {
    digestMatches: sha256(record.canonical) === record.sha256,
    ranks: board.map(({ name_commit: commit }, index) => {
      const [name, salt] = names[index] ?? []
      if (salt === null) return 'redacted'
      return typeof salt === 'string' && sha256(`${salt}:${name}`) === commit ? 'match' : 'mismatch'
    }),
    extraNames: Math.max(0, names.length - board.length),
  }
}
