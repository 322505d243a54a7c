import { publicTransaction } from '#infra/live/public_cache'
import { readFile } from 'node:fs/promises'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { settingFor } from '#services/leaderboards/settings'
import { writePeriodEntries } from '#services/leaderboards/sync_entries'
import type { WagerRow } from '#services/leaderboards/partner_api'
import { PROVIDERS, type Provider } from '#shared/leaderboards'
import { hasUnsafeNameCharacters } from '#shared/names'
import { CsvFileError, csvNumber, lineProblem, readCsv } from '#infra/csv/csv'
import { currentI18n } from '#infra/i18n/catalog_messages'

export class CsvImportError extends Error {}

/**
 * Parses an admin's CSV of wagers: `username,wagered[,avatar]` per line, an optional header
 * line, commas or semicolons (one per file), read by csv-parse (#infra/csv/csv): a quoted
 * cell may hold the delimiter ("1,234.56" is one number). Every bad line is reported at once,
 * by its line in the file; nothing is imported then.
 */
export function parseWagerCsv(text: string): WagerRow[] {
  let records
  try {
    records = readCsv(text)
  } catch (error) {
    if (error instanceof CsvFileError) throw new CsvImportError(error.message)
    throw error
  }
  if (records.length === 0) throw new CsvImportError(currentI18n().t('csv_rules.file_empty'))
  if (records[0].cells[0]?.toLowerCase() === 'username') records.shift()

  const rows = new Map<string, WagerRow>()
  const problems: string[] = []
  for (const { line, cells } of records) {
    const [username = '', wagered = '', avatar = ''] = cells
    const amount = csvNumber(wagered)
    if (!username || username.length > 64)
      problems.push(lineProblem(line, 'csv_rules.wager_username'))
    else if (hasUnsafeNameCharacters(username))
      problems.push(lineProblem(line, 'csv_rules.wager_unsafe_username'))
    else if (amount === null || amount < 0)
      problems.push(lineProblem(line, 'csv_rules.wager_amount'))
    else if (cells.length > 3 || (avatar && !/^https?:\/\/\S{1,247}$/i.test(avatar)))
      problems.push(lineProblem(line, 'csv_rules.wager_avatar'))
    else rows.set(username.toLowerCase(), { username, wagered: amount, avatar: avatar || null })
  }
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
    throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.unknown_provider')

  let rows
  try {
    rows = parseWagerCsv(await readFile(file.tmpPath!, 'utf8'))
  } catch (error) {
    if (error instanceof CsvImportError)
      throw new ActionRefusedException(ERROR_CODES.unusableInput, error.message)
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
