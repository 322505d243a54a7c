import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { applyPointChange } from '#services/points/ledger'
import { holdCredits } from '#services/points/held_credits'
import { recordAudit } from '#services/audit/record_audit'
import { publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { isUniqueViolation } from '#infra/db/errors'
import db from '@adonisjs/lucid/services/db'
import {
  POINTS_IMPORT,
  POINTS_IMPORT_MESSAGES as M,
  type ImportPreview,
  type ImportPreviewRow,
} from '#shared/points_import'

/**
 * Points import (owner, docs/operations.md#points-import-and-export). A dry run previews which
 * rows match a user (by site username, else by linked Kick username) and which do not; applying
 * credits every matched user through the ledger (reason 'import') and holds the unmatched rows
 * for their Kick name (held_credits, paid when a user links it), all in one transaction,
 * recorded under the file's SHA-256: the same file twice imports nothing.
 */
type ParsedRow = { line: number; username: string; kick_username: string | null; points: number }

const USERNAME_HEADERS = ['username', 'user', 'name', 'login', 'display name', 'displayname']
const POINTS_HEADERS = ['points', 'point', 'amount', 'balance', 'current points', 'currentpoints']
const KICK_HEADERS = ['kick_username', 'kick username', 'kick', 'kickusername']

/** One CSV line's cells: commas or semicolons, double-quoted cells may hold either */
function cells(line: string, separator: string) {
  const out: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') ((cell += '"'), i++)
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === separator) (out.push(cell.trim()), (cell = ''))
    else cell += c
  }
  out.push(cell.trim())
  return out
}

/** The file's rows and the problems of the lines that are not rows (reported, not imported) */
export function parsePointsCsv(text: string) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const firstLine = lines.find((l) => l.trim() !== '')
  if (firstLine === undefined) throw new ActionRefusedException(M.empty)
  const separator = firstLine.includes(',') || !firstLine.includes(';') ? ',' : ';'
  const header = cells(firstLine, separator).map((c) => c.toLowerCase())
  const find = (names: string[]) => header.findIndex((h) => names.includes(h))
  // a first line whose second cell is not a number names the columns
  const hasHeader = !/^\d+$/.test((header[1] ?? '').replace(/[\s_]/g, ''))
  const columns = hasHeader
    ? { username: find(USERNAME_HEADERS), points: find(POINTS_HEADERS), kick: find(KICK_HEADERS) }
    : { username: 0, points: 1, kick: 2 }
  if (columns.username < 0 || columns.points < 0) throw new ActionRefusedException(M.noColumns)

  const rows: ParsedRow[] = []
  const problems: string[] = []
  let headerSkipped = !hasHeader
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return
    if (!headerSkipped) return void (headerSkipped = true)
    const line = index + 1
    const row = cells(raw, separator)
    const username = row[columns.username] ?? ''
    const kick = (columns.kick >= 0 ? row[columns.kick] : '') || null
    const pointsText = (row[columns.points] ?? '').replace(/[\s_]/g, '')
    const points = Number(pointsText)
    if (!username || username.length > 64) problems.push(`line ${line}: no username`)
    else if (kick && kick.length > 64) problems.push(`line ${line}: the Kick username is too long`)
    else if (!/^\d+$/.test(pointsText) || points > POINTS_IMPORT.maxPoints)
      problems.push(
        `line ${line}: points must be a whole number from 0 to ${POINTS_IMPORT.maxPoints}`
      )
    else if (points > 0) rows.push({ line, username, kick_username: kick, points })
  })
  if (rows.length === 0 && problems.length === 0) throw new ActionRefusedException(M.empty)
  if (rows.length > POINTS_IMPORT.maxRows) throw new ActionRefusedException(M.tooManyRows)
  return { rows, problems }
}

type Matched = ImportPreviewRow & { user: { id: number; username: string } }

/** Who each row is: a user by site username, else by linked Kick username (case-insensitive) */
async function matchRows(rows: ParsedRow[], client = db.connection()) {
  const users: { id: number; username: string; kick_username: string | null }[] = await client
    .from('users')
    .select('id', 'username', 'kick_username')
  const byName = new Map(users.map((u) => [u.username.toLowerCase(), u]))
  const byKick = new Map(
    users.filter((u) => u.kick_username).map((u) => [u.kick_username!.toLowerCase(), u])
  )
  const matched: Matched[] = []
  const unmatched: ImportPreviewRow[] = []
  for (const row of rows) {
    const kickName = (row.kick_username ?? row.username).toLowerCase()
    const byUsername = byName.get(row.username.toLowerCase())
    const user = byUsername ?? byKick.get(kickName)
    if (user) {
      matched.push({
        ...row,
        user: { id: user.id, username: user.username },
        matched_by: byUsername ? 'username' : 'kick_username',
      })
    } else unmatched.push(row)
  }
  return { matched, unmatched }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function preview(
  hash: string,
  alreadyImported: boolean,
  parsed: { rows: ParsedRow[]; problems: string[] },
  { matched, unmatched }: { matched: Matched[]; unmatched: ImportPreviewRow[] }
): ImportPreview {
  const sum = (list: { points: number }[]) => list.reduce((total, r) => total + r.points, 0)
  return {
    sha256: hash,
    already_imported: alreadyImported,
    rows: parsed.rows.length,
    matched: matched.slice(0, POINTS_IMPORT.previewRows),
    unmatched: unmatched.slice(0, POINTS_IMPORT.previewRows),
    problems: parsed.problems.slice(0, 20),
    totals: {
      matched_users: new Set(matched.map((r) => r.user.id)).size,
      matched_points: sum(matched),
      unmatched_rows: unmatched.length,
      unmatched_points: sum(unmatched),
    },
  }
}

async function importedBefore(hash: string) {
  return Boolean(await db.from('points_imports').where('sha256', hash).first())
}

/** The dry run: what applying the file would do, nothing written */
export async function previewPointsImport(bytes: Buffer) {
  const hash = sha256(bytes)
  const parsed = parsePointsCsv(bytes.toString('utf8'))
  return preview(hash, await importedBefore(hash), parsed, await matchRows(parsed.rows))
}

/**
 * Applies the file in one transaction: the import's row first (its unique SHA-256 refuses the
 * same file, even racing), then a ledger credit per matched row and a held credit per
 * unmatched one, and the audit entry. A file with problem lines is refused: nothing changes.
 */
export async function applyPointsImport(actorId: number, bytes: Buffer, filename: string | null) {
  const hash = sha256(bytes)
  const parsed = parsePointsCsv(bytes.toString('utf8'))
  if (parsed.problems.length)
    throw new ActionRefusedException(parsed.problems.slice(0, 5).join('; '))
  try {
    return await publicTransaction(['boards'], async (trx) => {
      const match = await matchRows(parsed.rows, trx)
      const result = preview(hash, false, parsed, match)
      const [row] = await trx
        .insertQuery()
        .table('points_imports')
        .insert({
          sha256: hash,
          filename: filename?.slice(0, 255) ?? null,
          actor_id: actorId,
          matched_rows: match.matched.length,
          matched_points: result.totals.matched_points,
          held_rows: match.unmatched.length,
          held_points: result.totals.unmatched_points,
          created_at: dbTimestamp(trx),
        })
        .returning('id')
      const importId = insertedId(row)
      for (const credit of match.matched) {
        await applyPointChange(trx, {
          userId: credit.user.id,
          delta: credit.points,
          reason: 'import',
          referenceType: 'points_import',
          referenceId: importId,
          note: `Points import (line ${credit.line})`,
        })
      }
      const expiresAt = DateTime.utc().plus({ days: POINTS_IMPORT.heldDays })
      await holdCredits(
        trx,
        match.unmatched.map((r) => ({
          kickUsername: r.kick_username ?? r.username,
          points: r.points,
          reason: 'import' as const,
          referenceType: 'points_import',
          referenceId: importId,
          note: `Points import (line ${r.line})`,
          expiresAt,
        }))
      )
      await recordAudit(trx, {
        actorId,
        action: 'points.import',
        subjectType: 'points_import',
        subjectId: importId,
        after: { sha256: hash, ...result.totals },
      })
      return result
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefusedException(M.alreadyImported, 409)
    throw error
  }
}

/** Every balance as CSV (username,points,kick_username), by user id */
export async function exportBalancesCsv() {
  const quote = (value: string | null) =>
    value === null ? '' : /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
  const users: { username: string; balance: number; kick_username: string | null }[] = await db
    .from('users')
    .orderBy('id')
    .select('username', 'balance', 'kick_username')
  const lines = users.map(
    (u) => `${quote(u.username)},${Number(u.balance)},${quote(u.kick_username)}`
  )
  return ['username,points,kick_username', ...lines].join('\n') + '\n'
}
