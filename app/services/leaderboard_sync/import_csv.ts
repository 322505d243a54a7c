import { readFile } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit'
import { settingFor } from '#services/leaderboard_settings'
import { writePeriodEntries } from '#services/leaderboard_sync/sync_entries'
import { CsvImportError, parseWagerCsv } from '#services/leaderboard_sync/csv_import'
import { PROVIDERS, type Provider } from '#shared/constants'

export const CSV_MAX_BYTES = 2 * 1024 * 1024

/**
 * An admin's CSV of wagers for a provider's current period (for partners without an API, or
 * to correct one): every row is upserted like a sync in range mode, audited in the same
 * transaction. A bad file changes nothing.
 */
export async function importWagerCsv(
  actorId: number,
  provider: string,
  file: MultipartFile | null
) {
  if (!PROVIDERS.includes(provider as Provider))
    throw new ActionRefusedException('Unknown provider', 404)
  if (!file?.tmpPath) throw new ActionRefusedException('Please select a CSV file')
  if (file.size > CSV_MAX_BYTES)
    throw new ActionRefusedException('The CSV file must be 2 MB or smaller')

  let rows
  try {
    rows = parseWagerCsv(await readFile(file.tmpPath, 'utf8'))
  } catch (error) {
    if (error instanceof CsvImportError) throw new ActionRefusedException(error.message)
    throw error
  }

  await db.transaction(async (trx) => {
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
