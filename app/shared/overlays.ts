import { BOARDS } from './leaderboards.js'
import type { MessageKey } from './messages.js'

/**
 * OBS overlays: pages for a 1920x1080 browser source (transparent, no site chrome) under
 * /overlays, live through the same updates as the pages. Options come from the query string;
 * a value that is not valid falls back to its default (an overlay never breaks on a typo).
 */

/** Where the overlays are (start/routes/live_and_overlays.ts) */
export const OVERLAYS_PATH = '/overlays'

/** The boards with an overlay (/overlays/leaderboard/:provider): the partner boards and the points race */
export const OVERLAY_BOARDS = [...BOARDS] as const

export type OverlayBoard = (typeof OVERLAY_BOARDS)[number]

/** Named accents (the site's neon colours); any #rgb or #rrggbb works too */
export const OVERLAY_ACCENTS = {
  cyan: '#22e4ff',
  pink: '#ff2bd6',
  violet: '#8b5cf6',
  mint: '#3dffc5',
  orange: '#ff8a3d',
  gold: '#ffd54a',
} as const

export const OVERLAY_ROWS = { min: 1, max: 10, default: 10 } as const

export type OverlayOptions = { rows: number; compact: boolean; accent: string }

export const OVERLAY_DEFAULTS: OverlayOptions = {
  rows: OVERLAY_ROWS.default,
  compact: false,
  accent: OVERLAY_ACCENTS.cyan,
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

function rowsOption(value: unknown) {
  const text = first(value)
  if (typeof text !== 'string' || !/^\d{1,3}$/.test(text)) return OVERLAY_DEFAULTS.rows
  const rows = Number(text)
  return rows >= OVERLAY_ROWS.min && rows <= OVERLAY_ROWS.max ? rows : OVERLAY_DEFAULTS.rows
}

function compactOption(value: unknown) {
  const text = first(value)
  if (text === '' || text === '1' || text === 'true') return true
  if (text === '0' || text === 'false') return false
  return OVERLAY_DEFAULTS.compact
}

/** A named accent or a hex colour (with or without its #), as #rrggbb in lower case */
function accentOption(value: unknown) {
  const text = first(value)
  if (typeof text !== 'string') return OVERLAY_DEFAULTS.accent
  const key = text.trim().toLowerCase()
  if (Object.hasOwn(OVERLAY_ACCENTS, key))
    return OVERLAY_ACCENTS[key as keyof typeof OVERLAY_ACCENTS]
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(key)?.[1]
  if (!hex) return OVERLAY_DEFAULTS.accent
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`
}

/** The options of an overlay's query string (`?rows=5&compact=1&accent=pink`) */
export function overlayOptions(query: Record<string, unknown>): OverlayOptions {
  return {
    rows: rowsOption(query.rows),
    compact: compactOption(query.compact),
    accent: accentOption(query.accent),
  }
}

/** The admin Overlays page's toasts */
export const OVERLAY_MESSAGES = {
  copied: 'overlay_rules.copied',
  copyFailed: 'overlay_rules.copy_failed',
} as const satisfies Record<string, MessageKey>

/**
 * Every overlay, as the admin's Overlays page lists them: its name is `t(label, values)` (a
 * board's overlay is '{board} Leaderboard', its board named by boardName)
 */
export const OVERLAYS: readonly {
  name: string
  label: MessageKey
  /** a board's overlay: its board, named by `boardName` in the label's {board} */
  board?: OverlayBoard
  path: string
}[] = [
  { name: 'hunt', label: 'admin_labels.overlay_hunt', path: '/overlays/hunt' },
  {
    name: 'hunt-stats',
    label: 'admin_labels.overlay_hunt_stats',
    path: '/overlays/hunt-stats',
  },
  { name: 'slot', label: 'admin_labels.overlay_slot', path: '/overlays/slot' },
  { name: 'bracket', label: 'admin_labels.overlay_bracket', path: '/overlays/bracket' },
  { name: 'vault', label: 'admin_labels.overlay_vault', path: '/overlays/vault' },
  { name: 'requests', label: 'admin_labels.overlay_requests', path: '/overlays/requests' },
  { name: 'raffle', label: 'admin_labels.overlay_raffle', path: '/overlays/raffle' },
  { name: 'prediction', label: 'admin_labels.overlay_prediction', path: '/overlays/prediction' },
  { name: 'poll', label: 'admin_labels.overlay_poll', path: '/overlays/poll' },
  ...OVERLAY_BOARDS.map((board) => ({
    name: `leaderboard-${board}`,
    label: 'admin_labels.overlay_leaderboard' as const,
    board,
    path: `/overlays/leaderboard/${board}`,
  })),
]
