import { readFile } from 'node:fs/promises'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { DateTime } from 'luxon'
import { publicTransaction } from '#infra/live/public_cache'
import CatalogSlot from '#models/catalog_slot'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { CsvFileError, csvNumber, lineProblem, readCsv } from '#infra/csv/csv'
import { currentI18n } from '#infra/i18n/catalog_messages'
import { hasUnsafeNameCharacters } from '#shared/names'
import {
  CATALOG_LIMITS as L,
  CATALOG_MESSAGES as M,
  slotMatchKey,
  VOLATILITIES,
  type Volatility,
} from '#shared/slot_catalog'
import { CATALOG_DOMAINS, changeSlot, insertSlot, type SlotFields } from '#services/slots/catalog'

/**
 * The catalog's CSV import (POST /api/admin/slots/import), read by the one CSV parser
 * (#infra/csv/csv: a byte order mark is ignored, a quoted cell may hold commas and quotes):
 * `name,provider,rtp,volatility,max_win,released_on` per line, an optional header line, only
 * the name required. A name already in the catalog (by its match key) updates that slot with
 * the cells given; a new one is created. Every bad line is reported at once and nothing is
 * written then.
 */

/** A volatility as people write it: "Very high", "very-high", "VERY_HIGH" */
export function csvVolatility(cell: string): Volatility | null {
  const value = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  return (VOLATILITIES as readonly string[]).includes(value) ? (value as Volatility) : null
}

type Row = SlotFields

function parseRow(line: number, cells: string[], problems: string[]): Row | null {
  const [name = '', provider = '', rtp = '', volatility = '', maxWin = '', released = ''] = cells
  const problem = (key: (typeof M)[keyof typeof M]) => {
    problems.push(lineProblem(line, key))
    return null
  }
  if (!name || name.length > L.nameLength || hasUnsafeNameCharacters(name))
    return problem(M.csvName)
  if (provider.length > L.providerLength || hasUnsafeNameCharacters(provider))
    return problem(M.provider)
  const rtpValue = rtp === '' ? null : csvNumber(rtp.replace(/%$/, ''))
  if (rtp !== '' && (rtpValue === null || rtpValue < L.rtp.min || rtpValue > L.rtp.max))
    return problem(M.csvRtp)
  const volatilityValue = volatility === '' ? null : csvVolatility(volatility)
  if (volatility !== '' && volatilityValue === null) return problem(M.csvVolatility)
  const maxWinValue = maxWin === '' ? null : csvNumber(maxWin.replace(/x$/i, ''))
  if (
    maxWin !== '' &&
    (maxWinValue === null || maxWinValue < L.maxWin.min || maxWinValue > L.maxWin.max)
  )
    return problem(M.csvMaxWin)
  const date = released === '' ? null : DateTime.fromISO(released, { zone: 'utc' })
  if (date && !date.isValid) return problem(M.csvReleasedOn)
  // an empty cell leaves the slot's value as it is (a new slot has none)
  const given = <T>(cell: string, value: T) => (cell === '' ? undefined : value)
  return {
    name: name.replace(/\s+/g, ' '),
    provider: given(provider, provider),
    rtp: given(rtp, rtpValue),
    volatility: given(volatility, volatilityValue),
    max_win: given(maxWin, maxWinValue),
    released_on: given(released, date),
  }
}

/** The rows of a catalog CSV, or a CsvFileError naming every bad line (at most 5) */
export function parseCatalogCsv(text: string): Row[] {
  const records = readCsv(text)
  if (records.length === 0) throw new CsvFileError(currentI18n().t(M.csvEmpty))
  if (records[0].cells[0]?.toLowerCase() === 'name') records.shift()
  const problems: string[] = []
  const rows = new Map<string, Row>()
  for (const { line, cells } of records) {
    const row = parseRow(line, cells, problems)
    if (row) rows.set(slotMatchKey(row.name), row)
  }
  if (problems.length) throw new CsvFileError(problems.slice(0, 5).join('; '))
  return [...rows.values()]
}

/** Imports the file (checked by its validator: present, at most 2 MB); answers the counts */
export async function importCatalogCsv(actorId: number, file: MultipartFile) {
  let rows: Row[]
  try {
    rows = parseCatalogCsv(await readFile(file.tmpPath!, 'utf8'))
  } catch (error) {
    if (error instanceof CsvFileError)
      throw new ActionRefusedException(ERROR_CODES.unusableInput, error.message)
    throw error
  }
  return publicTransaction([...CATALOG_DOMAINS], async (trx) => {
    let created = 0
    let updated = 0
    for (const fields of rows) {
      const existing = await CatalogSlot.query({ client: trx })
        .where('match_key', slotMatchKey(fields.name))
        .first()
      if (existing) {
        // the slot keeps its own spelling of the name
        await changeSlot(trx, actorId, existing, { ...fields, name: undefined })
        updated++
      } else {
        await insertSlot(trx, actorId, fields)
        created++
      }
    }
    await recordAudit(trx, {
      actorId,
      action: 'catalog_slot.import',
      subjectType: 'catalog_slot',
      after: { created, updated },
    })
    return { created, updated }
  })
}
