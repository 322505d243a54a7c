import type { WagerRow } from '#services/leaderboard_sync/partner_api'

export class CsvImportError extends Error {}

/**
 * Parses an admin's CSV of wagers: `username,wagered[,avatar]` per line, an optional header
 * line, commas or semicolons. Every bad line is reported at once; nothing is imported then.
 */
export function parseWagerCsv(text: string): WagerRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (lines.length === 0) throw new CsvImportError('The file is empty')
  if (/^username\s*[,;]/i.test(lines[0])) lines.shift()

  const rows = new Map<string, WagerRow>()
  const problems: string[] = []
  lines.forEach((line, index) => {
    const [username = '', wagered = '', avatar] = line
      .split(/[,;]/)
      .map((cell) => cell.trim().replace(/^"|"$/g, ''))
    const amount = Number(wagered)
    if (!username || username.length > 64)
      problems.push(`line ${index + 1}: missing or too long username`)
    else if (!Number.isFinite(amount) || amount < 0)
      problems.push(`line ${index + 1}: wagered must be a number >= 0`)
    else rows.set(username.toLowerCase(), { username, wagered: amount, avatar: avatar || null })
  })
  if (problems.length) throw new CsvImportError(problems.slice(0, 5).join('; '))
  return [...rows.values()]
}
