import { CsvError, parse } from 'csv-parse/sync'
import { currentI18n } from '#infra/i18n/catalog_messages'
import type { MessageKey, MessageValues } from '#shared/messages'

/**
 * Every CSV the site reads (the wager import, the points import) goes through `readCsv`, and
 * every CSV it writes (the points export) through `toCsv`: one parser (csv-parse), one writer.
 */

/** A file that cannot be read as CSV; the message names the line */
export class CsvFileError extends Error {}

/** One record of a file: its cells (trimmed) and the file line it ends on (1-based) */
export type CsvRecord = { line: number; cells: string[] }

const PARSE_FAILURES: Record<string, MessageKey> = {
  CSV_QUOTE_NOT_CLOSED: 'csv_rules.quote_not_closed',
  INVALID_OPENING_QUOTE: 'csv_rules.quote_starts_mid',
  CSV_INVALID_CLOSING_QUOTE: 'csv_rules.quote_ends_mid',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csv_rules.quote_ends_mid',
}

/**
 * What is wrong with a line of a file, in the reader's language (the request's, else the
 * site's): `line 3: a quote ends in the middle of a cell`
 */
export function lineProblem(line: number | null, key: MessageKey, values?: MessageValues) {
  const i18n = currentI18n()
  const problem = i18n.t(key, values)
  return line === null ? problem : i18n.t('csv_rules.on_line', { line: String(line), problem })
}

/**
 * The delimiter of a file: a semicolon when its first line holds semicolons outside quotes
 * and no comma there, else a comma (quoted cells may hold either).
 */
function delimiterOf(text: string) {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const unquoted = firstLine.replace(/"(?:[^"]|"")*"/g, '')
  return unquoted.includes(';') && !unquoted.includes(',') ? ';' : ','
}

/**
 * The records of a CSV text: a byte order mark is ignored, empty lines are skipped, cells are
 * trimmed, a record may have any number of cells, a double-quoted cell may hold the delimiter,
 * quotes ("") and line breaks. A malformed file throws CsvFileError naming its line.
 */
export function readCsv(text: string): CsvRecord[] {
  try {
    // with `info`, each record comes as { record, info } (csv-parse's types do not say so)
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }))
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : null
      const reason = PARSE_FAILURES[error.code] ?? 'csv_rules.unreadable'
      throw new CsvFileError(lineProblem(line || null, reason))
    }
    throw error
  }
}

/**
 * A number written in a cell: digits with an optional sign and decimals, thousands grouped by
 * commas ("1,234.56", which a file must quote) or by spaces or underscores. Null otherwise.
 */
export function csvNumber(cell: string): number | null {
  const text = cell.replace(/[\s_]/g, '')
  if (!/^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text)) return null
  return Number(text.replace(/,/g, ''))
}

/**
 * A cell of an exported file. A value a spreadsheet would read as a formula (starting with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it shows as text and
 * runs nothing; a value holding the delimiter, a quote or a line break is quoted. Numbers are
 * written as they are.
 */
export function csvCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole CSV file: the header line, then one line per row, each cell through csvCell */
export function toCsv(header: string[], rows: (string | number | null)[][]) {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n'
}
