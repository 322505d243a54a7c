import { CsvError, parse } from 'csv-parse/sync'

/**
 * Every CSV the site reads (the wager import, the points import) goes through `readCsv`, and
 * every CSV it writes (the points export) through `toCsv`: one parser (csv-parse), one writer.
 */

/** A file that cannot be read as CSV; the message names the line */
export class CsvFileError extends Error {}

/** One record of a file: its cells (trimmed) and the file line it ends on (1-based) */
export type CsvRecord = { line: number; cells: string[] }

const PARSE_FAILURES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'the file ends inside a quoted cell (a quote is never closed)',
  INVALID_OPENING_QUOTE: 'a quote starts in the middle of a cell',
  CSV_INVALID_CLOSING_QUOTE: 'a quote ends in the middle of a cell',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote ends in the middle of a cell',
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
      const reason = PARSE_FAILURES[error.code] ?? 'the line cannot be read as CSV'
      throw new CsvFileError(line ? `line ${line}: ${reason}` : reason)
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
