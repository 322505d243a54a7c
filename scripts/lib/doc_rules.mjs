/**
 * The docs check's rules on what a doc says, beside "the paths it names exist"
 * (scripts/check_docs.mjs):
 * - tables: a markdown table has a separator row under its header, and every row has as many
 *   cells as the header (GitHub's reading: an unescaped `|` splits a cell, also inside backticks);
 * - constants: a number quoted right beside an `app/shared` constant, `10 px (\`NAME\`)` or
 *   `\`NAME.field\` (6)`, is that constant's value;
 * - running times: the time quoted for an npm command (`npm test`, `npm run x`) in minutes is the
 *   same in every doc and script comment that quotes one (the last one of a sentence counts, so
 *   "took ~19 min before, 12 min after" quotes 12).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SEPARATOR_CELL = /^\s*:?-+:?\s*$/

/** The cells of a table row: split on unescaped pipes, outer pipes dropped */
export function tableCells(row) {
  const cells = row.trim().split(/(?<!\\)\|/)
  if (cells[0].trim() === '') cells.shift()
  if (cells.length > 0 && cells.at(-1).trim() === '') cells.pop()
  return cells
}

const isSeparator = (row) => tableCells(row).every((cell) => SEPARATOR_CELL.test(cell))

/** Each table (consecutive lines starting with `|`, outside fences) as its rows with their lines */
function tablesIn(text) {
  const tables = []
  let fenced = false
  let current = null
  text.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced
    if (!fenced && /^\s*\|/.test(line)) {
      current ??= []
      current.push({ text: line, line: index + 1 })
      if (current.length === 1) tables.push(current)
    } else {
      current = null
    }
  })
  return tables
}

/** Broken tables: no separator row under the header, a row of another width, a second separator */
export function tableProblems(docPath, text) {
  const problems = []
  for (const [header, separator, ...rows] of tablesIn(text)) {
    const width = tableCells(header.text).length
    if (!separator || !isSeparator(separator.text)) {
      problems.push(`${docPath}:${header.line}: table has no separator row under its header`)
      continue
    }
    for (const row of [separator, ...rows]) {
      const cells = tableCells(row.text).length
      if (cells !== width)
        problems.push(`${docPath}:${row.line}: table row has ${cells} cells, its header ${width}`)
      else if (row !== separator && isSeparator(row.text))
        problems.push(`${docPath}:${row.line}: table has a second separator row`)
    }
  }
  return problems
}

const NUMBER = String.raw`(\d[\d,_]*(?:\.\d+)?)`
const toNumber = (text) => Number(text.replace(/[,_]/g, ''))

/**
 * The numeric constants of app/shared/*.ts: `export const NAME = 10` as NAME and the number
 * fields of `export const NAME = { field: 10, ... }` as NAME.field
 */
export function sharedConstants(root) {
  const constants = new Map()
  const folder = join(root, 'app/shared')
  if (!existsSync(folder)) return constants
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8')
    for (const match of source.matchAll(
      new RegExp(String.raw`^export const (\w+)(?:: [\w<>, ]+)? = ${NUMBER}\s*$`, 'gm')
    ))
      constants.set(match[1], toNumber(match[2]))
    for (const match of source.matchAll(/^export const (\w+)(?:: [^=]+)? = \{\n([\s\S]*?)\n\}/gm)) {
      for (const field of match[2].matchAll(new RegExp(String.raw`^  (\w+): ${NUMBER},?$`, 'gm')))
        constants.set(`${match[1]}.${field[1]}`, toNumber(field[2]))
    }
  }
  return constants
}

/** Numbers quoted right beside a constant that app/shared defines, when they differ from it */
export function constantProblems(docPath, text, constants) {
  const problems = []
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/`([A-Z][A-Z0-9_]+(?:\.\w+)?)`/g)) {
      const value = constants.get(match[1])
      if (value === undefined) continue
      const before = line
        .slice(0, match.index)
        .match(new RegExp(String.raw`${NUMBER}(?:\s*[a-zA-Z%]+)?\s*\(\s*$`))
      const after = line
        .slice(match.index + match[0].length)
        .match(new RegExp(String.raw`^\s*(?:\(|=|:)\s*\$?${NUMBER}`))
      for (const quoted of [before?.[1], after?.[1]]) {
        if (quoted !== undefined && toNumber(quoted) !== value)
          problems.push(
            `${docPath}:${index + 1}: ${quoted} quoted for ${match[1]}, which is ${value} in app/shared`
          )
      }
    }
  })
  return problems
}

const COMMAND = /\bnpm (?:run ([\w:.-]+)|(test|start)\b)/g
const DURATION = /~?(\d+(?:\.\d+)?)\s*(?:min|minutes)\b(?:\s*(\d+)\s*s\b)?/g
/** How far after its command (in characters, not across a table cell) a running time is read */
const NEAR = 120

/**
 * The running times (in minutes) quoted for npm commands in a text: per sentence (a fenced
 * line is one), the last duration shortly after a command belongs to the nearest command
 * before it
 */
export function runningTimes(docPath, text) {
  const found = []
  let fenced = false
  const units = []
  let sentence = null
  text.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      sentence = null
      return
    }
    if (fenced) return units.push({ text: line, line: index + 1 })
    const prose = line.replace(/^\s*(?:\/\*\*|\*\/|\*|\/\/)\s?/, '')
    if (prose.trim() === '') return (sentence = null)
    for (const [i, part] of prose.split(/(?<=\.)\s+(?=[A-Z`(])/).entries()) {
      if (i > 0 || !sentence) units.push((sentence = { text: '', line: index + 1 }))
      sentence.text += ` ${part}`
    }
  })
  for (const unit of units) {
    const byCommand = new Map()
    const commands = [...unit.text.matchAll(COMMAND)]
    for (const duration of unit.text.matchAll(DURATION)) {
      const command = commands.filter((c) => c.index < duration.index).at(-1)
      const between = command && unit.text.slice(command.index, duration.index)
      if (!command || between.length > NEAR || between.includes('|')) continue
      const name = command[1] ? `npm run ${command[1]}` : `npm ${command[2]}`
      byCommand.set(name, Number(duration[1]) + Number(duration[2] ?? 0) / 60)
    }
    for (const [command, minutes] of byCommand)
      found.push({ command, minutes, where: `${docPath}:${unit.line}` })
  }
  return found
}

/** Commands whose running time is quoted differently in two places (to the whole minute) */
export function runningTimeProblems(times) {
  const problems = []
  const byCommand = Map.groupBy(times, (time) => time.command)
  for (const [command, quoted] of byCommand) {
    const values = new Set(quoted.map((time) => Math.round(time.minutes)))
    if (values.size > 1)
      problems.push(
        `${command}: running time quoted differently: ${quoted
          .map((time) => `${time.where} ${Math.round(time.minutes)} min`)
          .join(', ')}`
      )
  }
  return problems
}
