/**
 * Points import and export (owner): what the server and the admin page share. A file is a
 * StreamElements export (username and points columns, found by their header) or a plain
 * `username,points[,kick_username]` list, with or without a header line.
 */
import type { MessageKey } from './messages.js'

export const POINTS_IMPORT = {
  /** the upload limit of the file */
  maxBytes: 2 * 1024 * 1024,
  maxRows: 50_000,
  /** the most points one row may carry */
  maxPoints: 1_000_000_000,
  /** how long points held for an unlinked Kick name wait before they lapse */
  heldDays: 365,
  /** rows of each list a preview shows (the totals count every row) */
  previewRows: 200,
  /** applying a file needs a dry run of the same file by the same owner this recently */
  dryRunMinutes: 30,
} as const

export const POINTS_IMPORT_MESSAGES = {
  missing: 'points_import_rules.missing',
  tooLarge: 'points_import_rules.too_large',
  empty: 'points_import_rules.empty',
  /** `{ max }`: POINTS_IMPORT.maxRows */
  tooManyRows: 'points_import_rules.too_many_rows',
  noColumns: 'points_import_rules.no_columns',
  alreadyImported: 'points_import_rules.already_imported',
  applied: 'points_import_rules.applied',
  /** `{ minutes }`: POINTS_IMPORT.dryRunMinutes */
  dryRunFirst: 'points_import_rules.dry_run_first',
  dryRunBoolean: 'points_import_rules.dry_run_boolean',
} as const satisfies Record<string, MessageKey>

/** A row of the preview: who gets the points (matched) or the Kick name they wait for (held) */
export type ImportPreviewRow = {
  line: number
  username: string
  kick_username: string | null
  points: number
  /** matched rows: the user credited and how they were found */
  user?: { id: number; username: string }
  matched_by?: ImportMatch
  /** ambiguous rows: every account the row's names point at (none is credited) */
  candidates?: { id: number; username: string; matched_by: ImportMatch }[]
}

/** How a row found its user: a linked, verified Kick account's name, or a site username */
export type ImportMatch = 'username' | 'kick_username'

export type ImportPreview = {
  sha256: string
  already_imported: boolean
  rows: number
  matched: ImportPreviewRow[]
  unmatched: ImportPreviewRow[]
  /** rows whose names point at more than one account: skipped, held like unmatched rows */
  ambiguous: ImportPreviewRow[]
  problems: string[]
  totals: {
    matched_users: number
    matched_points: number
    unmatched_rows: number
    unmatched_points: number
    ambiguous_rows: number
    ambiguous_points: number
  }
}
