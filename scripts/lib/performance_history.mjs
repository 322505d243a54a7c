/**
 * docs/performance-history.json: every benchmark and Lighthouse run, one entry each, appended
 * by `npm run bench` and `npm run lighthouse` (docs/performance.md shows only the latest run).
 * An entry: { run, at (ISO time, UTC), heading, tables: [{ columns, rows: [{ column: value }] }],
 * notes: [the summary's other lines] }.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const HISTORY_FILE = resolve(import.meta.dirname, '../../docs/performance-history.json')

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())

/**
 * Unique column names: a column without a name (a verdict beside a target) is named after its
 * place, a name used twice gets its number ('target', then 'target (2)')
 */
function columnNames(header) {
  const seen = new Map()
  return header.map((name, i) => {
    if (!name) return `column ${i + 1}`
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    return count === 1 ? name : `${name} (${count})`
  })
}

/** The markdown tables of a summary as column names and rows, and its other non-empty lines */
export function summaryToRecord(lines) {
  const tables = []
  const notes = []
  let table = null
  for (const line of lines) {
    if (!line.trim().startsWith('|')) {
      table = null
      if (line.trim()) notes.push(line.trim())
      continue
    }
    if (/^\|[\s:|-]+\|$/.test(line.trim())) continue
    if (!table) {
      table = { columns: columnNames(cells(line)), rows: [] }
      tables.push(table)
      continue
    }
    const values = cells(line)
    table.rows.push(Object.fromEntries(table.columns.map((name, i) => [name, values[i] ?? ''])))
  }
  return { tables, notes }
}

/** Appends one run to the history file, formatted as `npm run format` would */
export async function appendRun(run, heading, summaryLines, file = HISTORY_FILE) {
  const history = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []
  history.push({ run, at: new Date().toISOString(), heading, ...summaryToRecord(summaryLines) })
  const { default: prettier } = await import('prettier')
  const config = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(JSON.stringify(history), { ...config, parser: 'json' }))
}
