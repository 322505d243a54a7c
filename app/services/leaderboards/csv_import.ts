import { publicTransaction } from '#infra/live/public_cache'
import { readFile } from 'node:fs/promises'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { settingFor } from '#services/leaderboards/settings'
import { writePeriodEntries } from '#services/leaderboards/sync_entries'
import type { WagerRow } from '#services/leaderboards/partner_api'
import { PROVIDERS, type Provider } from '#shared/leaderboards'
import { hasUnsafeNameCharacters } from '#shared/names'

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
    else if (hasUnsafeNameCharacters(username))
      problems.push(`line ${index + 1}: username has < > or control characters`)
    else if (!Number.isFinite(amount) || amount < 0)
      problems.push(`line ${index + 1}: wagered must be a number >= 0`)
    else rows.set(username.toLowerCase(), { username, wagered: amount, avatar: avatar || null })
  })
  if (problems.length) throw new CsvImportError(problems.slice(0, 5).join('; '))
  return [...rows.values()]
}

/**
 * An admin's CSV of wagers for a provider's current period (for partners without an API, or
 * to correct one): every row is upserted like a sync in range mode, audited in the same
 * transaction. A bad file changes nothing. The file was checked by `wagerCsvValidator`
 * (present, at most 2 MB); its rows are checked here.
 */
export async function importWagerCsv(actorId: number, provider: string, file: MultipartFile) {
  if (!PROVIDERS.includes(provider as Provider))
    throw new ActionRefusedException('Unknown provider', 404)

  let rows
  try {
    rows = parseWagerCsv(await readFile(file.tmpPath!, 'utf8'))
  } catch (error) {
    if (error instanceof CsvImportError) throw new ActionRefusedException(error.message)
    throw error
  }

  await publicTransaction(['boards'], async (trx) => {
    const setting = await settingFor(trx, provider as Provider)
    await writePeriodEntries(setting, rows, 'range', trx)
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.import_csv',
      subjectType: 'leaderboard_setting',
      subjectId: setting.id,
      after: { provider, rows: rows.length, period_start: setting.startDate.toISO() },
    })
  })
  return rows.length
}
