import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { applyPointChange } from '#services/points/ledger'
import { holdCredits } from '#services/points/held_credits'
import { recordAudit } from '#services/audit/record_audit'
import { publicTransaction } from '#infra/live/public_cache'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { isUniqueViolation } from '#infra/db/errors'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { toCsv } from '#infra/csv/csv'
import {
  matchRows,
  parsePointsCsv,
  type Matches,
  type ParsedRow,
} from '#services/points/points_import_rows'
import {
  POINTS_IMPORT,
  POINTS_IMPORT_MESSAGES as M,
  type ImportPreview,
} from '#shared/points_import'

/**
 * Points import (owner, docs/operations.md#points-import-and-export). A dry run previews which
 * rows match a user (by linked Kick username first, by site username only when no linked name
 * fits), which match nobody and which are ambiguous; applying (only after a recent dry run of
 * the same file) credits every matched user through the ledger (reason 'import') and holds
 * the other rows for their Kick name (held_credits, paid when a user links it), all in one
 * transaction, recorded under the file's SHA-256: the same file twice imports nothing.
 */
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function preview(
  hash: string,
  alreadyImported: boolean,
  parsed: { rows: ParsedRow[]; problems: string[] },
  { matched, unmatched, ambiguous }: Matches
): ImportPreview {
  const sum = (list: { points: number }[]) => list.reduce((total, r) => total + r.points, 0)
  return {
    sha256: hash,
    already_imported: alreadyImported,
    rows: parsed.rows.length,
    matched: matched.slice(0, POINTS_IMPORT.previewRows),
    unmatched: unmatched.slice(0, POINTS_IMPORT.previewRows),
    ambiguous: ambiguous.slice(0, POINTS_IMPORT.previewRows),
    problems: parsed.problems.slice(0, 20),
    totals: {
      matched_users: new Set(matched.map((r) => r.user.id)).size,
      matched_points: sum(matched),
      unmatched_rows: unmatched.length,
      unmatched_points: sum(unmatched),
      ambiguous_rows: ambiguous.length,
      ambiguous_points: sum(ambiguous),
    },
  }
}

async function importedBefore(hash: string) {
  return Boolean(await db.from('points_imports').where('sha256', hash).first())
}

/** The start of the window in which a dry run of a file allows applying it */
const dryRunWindowStart = (client: QueryClientContract) =>
  dbTimestamp(client, DateTime.utc().minus({ minutes: POINTS_IMPORT.dryRunMinutes }))

/**
 * The dry run: what applying the file would do. It writes only its own record (who previewed
 * which file, when: applying needs it) and drops the records past their window.
 */
export async function previewPointsImport(actorId: number, bytes: Buffer) {
  const hash = sha256(bytes)
  const parsed = parsePointsCsv(bytes.toString('utf8'))
  const result = preview(hash, await importedBefore(hash), parsed, await matchRows(parsed.rows))
  await db.transaction(async (trx) => {
    await trx
      .from('points_import_dry_runs')
      .where('created_at', '<', dryRunWindowStart(trx))
      .delete()
    await trx
      .insertQuery()
      .table('points_import_dry_runs')
      .insert({ actor_id: actorId, sha256: hash, created_at: dbTimestamp(trx) })
  })
  return result
}

/**
 * Applies the file in one transaction, once the same owner ran a dry run of it in the last
 * 30 minutes: the import's row first (its unique SHA-256 refuses the same file, even racing),
 * then a ledger credit per matched row and a held credit per unmatched or ambiguous one, and
 * the audit entry. A file with problem lines is refused: nothing changes.
 */
export async function applyPointsImport(actorId: number, bytes: Buffer, filename: string | null) {
  const hash = sha256(bytes)
  const parsed = parsePointsCsv(bytes.toString('utf8'))
  if (parsed.problems.length)
    throw new ActionRefusedException(
      ERROR_CODES.unusableInput,
      parsed.problems.slice(0, 5).join('; ')
    )
  const client = db.connection()
  const dryRun = await client
    .from('points_import_dry_runs')
    .where({ actor_id: actorId, sha256: hash })
    .where('created_at', '>=', dryRunWindowStart(client))
    .first()
  if (!dryRun)
    throw new ActionRefusedException(ERROR_CODES.conflict, {
      key: M.dryRunFirst,
      values: { minutes: String(POINTS_IMPORT.dryRunMinutes) },
    })
  try {
    return await publicTransaction(['boards'], async (trx) => {
      const match = await matchRows(parsed.rows, trx)
      const result = preview(hash, false, parsed, match)
      // an ambiguous row is skipped: held for its Kick name like a row that matches nobody
      const held = [...match.unmatched, ...match.ambiguous]
      const [row] = await trx
        .insertQuery()
        .table('points_imports')
        .insert({
          sha256: hash,
          filename: filename?.slice(0, 255) ?? null,
          actor_id: actorId,
          matched_rows: match.matched.length,
          matched_points: result.totals.matched_points,
          held_rows: held.length,
          held_points: result.totals.unmatched_points + result.totals.ambiguous_points,
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
        held.map((r) => ({
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
    if (isUniqueViolation(error))
      throw new ActionRefusedException(ERROR_CODES.conflict, M.alreadyImported)
    throw error
  }
}

/** Every balance as CSV (username,points,kick_username), by user id */
export async function exportBalancesCsv() {
  const users: { username: string; balance: number; kick_username: string | null }[] = await db
    .from('users')
    .orderBy('id')
    .select('username', 'balance', 'kick_username')
  return toCsv(
    ['username', 'points', 'kick_username'],
    users.map((u) => [u.username, Number(u.balance), u.kick_username])
  )
}
