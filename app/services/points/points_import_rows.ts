import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { CsvFileError, csvNumber, lineProblem, readCsv } from '#infra/csv/csv'
import {
  POINTS_IMPORT,
  POINTS_IMPORT_MESSAGES as M,
  type ImportMatch,
  type ImportPreviewRow,
} from '#shared/points_import'

/**
 * The rows of a points import file (read by csv-parse through #infra/csv/csv) and who each
 * row credits; the import itself is points_import.ts.
 */
export type ParsedRow = {
  line: number
  username: string
  kick_username: string | null
  points: number
}

const USERNAME_HEADERS = ['username', 'user', 'name', 'login', 'display name', 'displayname']
const POINTS_HEADERS = ['points', 'point', 'amount', 'balance', 'current points', 'currentpoints']
const KICK_HEADERS = ['kick_username', 'kick username', 'kick', 'kickusername']

/** The file's rows and the problems of the lines that are not rows (reported, not imported) */
export function parsePointsCsv(text: string) {
  let records
  try {
    records = readCsv(text)
  } catch (error) {
    if (error instanceof CsvFileError)
      throw new ActionRefusedException(ERROR_CODES.unusableInput, error.message)
    throw error
  }
  if (records.length === 0) throw new ActionRefusedException(ERROR_CODES.unusableInput, M.empty)
  const header = records[0].cells.map((c) => c.toLowerCase())
  const find = (names: string[]) => header.findIndex((h) => names.includes(h))
  // a first line whose second cell is not a number names the columns
  const hasHeader = csvNumber(header[1] ?? '') === null
  const columns = hasHeader
    ? { username: find(USERNAME_HEADERS), points: find(POINTS_HEADERS), kick: find(KICK_HEADERS) }
    : { username: 0, points: 1, kick: 2 }
  if (columns.username < 0 || columns.points < 0)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.noColumns)

  const rows: ParsedRow[] = []
  const problems: string[] = []
  for (const { line, cells: row } of hasHeader ? records.slice(1) : records) {
    const username = row[columns.username] ?? ''
    const kick = (columns.kick >= 0 ? row[columns.kick] : '') || null
    const points = csvNumber(row[columns.points] ?? '')
    if (!username || username.length > 64)
      problems.push(lineProblem(line, 'csv_rules.points_no_username'))
    else if (kick && kick.length > 64)
      problems.push(lineProblem(line, 'csv_rules.points_kick_too_long'))
    else if (
      points === null ||
      !Number.isInteger(points) ||
      points < 0 ||
      points > POINTS_IMPORT.maxPoints
    )
      problems.push(
        lineProblem(line, 'csv_rules.points_range', { max: String(POINTS_IMPORT.maxPoints) })
      )
    else if (points > 0) rows.push({ line, username, kick_username: kick, points })
  }
  if (rows.length === 0 && problems.length === 0)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.empty)
  if (rows.length > POINTS_IMPORT.maxRows)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, {
      key: M.tooManyRows,
      values: { max: POINTS_IMPORT.maxRows },
    })
  return { rows, problems }
}

export type Matched = ImportPreviewRow & { user: { id: number; username: string } }
type Candidate = { id: number; username: string; matched_by: ImportMatch }
export type Matches = {
  matched: Matched[]
  unmatched: ImportPreviewRow[]
  ambiguous: ImportPreviewRow[]
}

/**
 * The verified identities a row may name, by the users columns holding them: the Kick account
 * a user linked through Kick's sign-in (a Twitch link would be listed here the same way).
 */
const LINKED_IDENTITIES = [{ id: 'kick_id', username: 'kick_username' }] as const

/** Users by lowercased name: `linked` by a linked identity's name, `site` by site username */
async function usersByName(client: QueryClientContract) {
  const users: Record<string, string | number | null>[] = await client
    .from('users')
    .select('id', 'username', ...LINKED_IDENTITIES.flatMap((c) => [c.id, c.username]))
  const site = new Map<string, Candidate[]>()
  const linked = new Map<string, Candidate[]>()
  const add = (map: Map<string, Candidate[]>, name: string, candidate: Candidate) =>
    map.set(name.toLowerCase(), [...(map.get(name.toLowerCase()) ?? []), candidate])
  for (const user of users) {
    const person = { id: Number(user.id), username: String(user.username) }
    add(site, person.username, { ...person, matched_by: 'username' })
    for (const column of LINKED_IDENTITIES) {
      const name = user[column.username]
      if (user[column.id] && name)
        add(linked, String(name), { ...person, matched_by: 'kick_username' })
    }
  }
  return { site, linked }
}

/**
 * Who each row is (case-insensitive). A linked, verified identity comes first: the row's Kick
 * name (its kick_username cell, else its username) linked by exactly one account. A site
 * username counts only when no linked identity has the row's names. A row whose names point
 * at two accounts (a site username imitating another account's linked Kick name, a username
 * linked elsewhere than the row's Kick name) is ambiguous: listed, never credited.
 */
export async function matchRows(rows: ParsedRow[], client: QueryClientContract = db.connection()) {
  const { site, linked } = await usersByName(client)
  const result: Matches = { matched: [], unmatched: [], ambiguous: [] }
  for (const row of rows) {
    const name = row.username.toLowerCase()
    const kickName = (row.kick_username ?? row.username).toLowerCase()
    const byKick = linked.get(kickName) ?? []
    const byNameLinked = kickName === name ? [] : (linked.get(name) ?? [])
    const bySite = site.get(name) ?? []
    const candidates = [...byKick, ...byNameLinked, ...bySite].filter(
      (candidate, index, all) => all.findIndex((c) => c.id === candidate.id) === index
    )
    const clear =
      candidates.length === 1 &&
      (byKick.length === 1 || (byNameLinked.length === 0 && bySite.length === 1))
    if (candidates.length === 0) result.unmatched.push(row)
    else if (clear) {
      const [{ matched_by: matchedBy, ...user }] = candidates
      result.matched.push({ ...row, user, matched_by: matchedBy })
    } else result.ambiguous.push({ ...row, candidates })
  }
  return result
}
