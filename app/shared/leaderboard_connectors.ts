/**
 * A board's partner connector, shared by the server and the admin Source panel: the three ways
 * an affiliate API reports wagers, the placeholders a URL or header value may use, the panel's
 * presets for the known API shapes, and the messages of the source routes.
 */
import type { MessageKey } from './messages.js'

/**
 * - `range`: totals for a date range we ask for (the current period, through placeholders);
 * - `buckets`: the partner's own rolling totals (today, this_month...); we read one bucket and
 *   keep the highest value seen in the period, so a bucket reset just after the period end
 *   cannot lower the final standings;
 * - `cumulative`: lifetime totals; we keep each player's total at the period start (or the
 *   first reading) and show the growth since.
 */
export const CONNECTOR_MODES = ['range', 'buckets', 'cumulative'] as const
export type ConnectorMode = (typeof CONNECTOR_MODES)[number]

export const CONNECTOR_PLACEHOLDERS = [
  '{start}',
  '{end}',
  '{start_ms}',
  '{end_ms}',
  '{start_date}',
  '{end_date}',
  '{secret}',
] as const

/** What an admin sets; the secret is write-only */
export type ConnectorInput = {
  mode: ConnectorMode
  url: string
  headers?: Record<string, string> | null
  secret?: string | null
  list_path: string
  username_field: string
  wager_field: string
  wager_scale: number
  avatar_field?: string | null
  bucket?: string | null
}

/** What a browser may see of a connector: the secret only as "set" or "not set" */
export type PublicConnector = Omit<ConnectorInput, 'secret'> & {
  provider: string
  secret: 'set' | 'not set'
  /** env: read from LEADERBOARD_<PROVIDER>_* because no connector was saved */
  origin: 'database' | 'env'
}

export type ConnectorTestRow = { username: string; wagered: number }

/** The source dialog's known API shapes; `label` is the catalog key of the preset's name */
export const CONNECTOR_PRESETS: { id: string; label: MessageKey; input: ConnectorInput }[] = [
  {
    id: 'range-bearer',
    label: 'admin_labels.preset_range',
    input: {
      mode: 'range',
      url: 'https://api.partner.example/affiliate/v2/stats?userId=YOUR_ID&startDate={start}&endDate={end}',
      headers: { Authorization: 'Bearer {secret}' },
      list_path: '',
      username_field: 'username',
      wager_field: 'weightedWagered',
      wager_scale: 1,
      avatar_field: null,
      bucket: null,
    },
  },
  {
    id: 'buckets',
    label: 'admin_labels.preset_buckets',
    input: {
      mode: 'buckets',
      url: 'https://api.partner.example/user/affiliate/referral-leaderboard/{secret}',
      headers: {},
      list_path: 'data',
      username_field: 'name',
      wager_field: 'wagered',
      wager_scale: 1,
      avatar_field: null,
      bucket: 'this_month',
    },
  },
  {
    id: 'cumulative',
    label: 'admin_labels.preset_cumulative',
    input: {
      mode: 'cumulative',
      url: 'https://affiliate.partner.example/api/v2/affiliate/{secret}/referee',
      headers: {},
      list_path: '',
      username_field: 'username',
      wager_field: 'wagerAmount',
      wager_scale: 1,
      avatar_field: null,
      bucket: null,
    },
  },
  {
    id: 'cents-by-date',
    label: 'admin_labels.preset_cents',
    input: {
      mode: 'range',
      url: 'https://api.partner.example/affiliates/detailed-summary/v2/{start_date}/{end_date}',
      headers: { Authorization: 'Bearer {secret}' },
      list_path: '',
      username_field: 'name',
      wager_field: 'wagered',
      wager_scale: 0.01,
      avatar_field: 'avatar',
      bucket: null,
    },
  },
]

export const CONNECTOR_MESSAGES = {
  saved: 'connector_rules.saved',
  badMode: 'connector_rules.bad_mode',
  badUrl: 'connector_rules.bad_url',
  badHeaders: 'connector_rules.bad_headers',
  badPath: 'connector_rules.bad_path',
  badScale: 'connector_rules.bad_scale',
  bucketRequired: 'connector_rules.bucket_required',
  noSource: 'connector_rules.no_source',
  testOk: 'connector_rules.test_ok',
  /** `{ address }`: "<address> is a loopback address" (the address the URL's host is, and its kind) */
  addressRefused: 'connector_rules.address_refused',
  /** a saved secret is only sent where it went before (same origin, same URL or header) */
  secretDroppedOnSave: 'connector_rules.secret_dropped_on_save',
  secretDroppedOnTest: 'connector_rules.secret_dropped_on_test',
  /** `{ header }`: a credential typed in clear in a header */
  clearCredential: 'connector_rules.clear_credential',
} as const satisfies Record<string, MessageKey>

/**
 * A header that carries a credential typed in clear (refused: the secret field is the one
 * place for it, stored encrypted and never shown again)
 */
export function clearCredentialMessage(header: string) {
  return { key: CONNECTOR_MESSAGES.clearCredential, values: { header } }
}

/** Header names whose value is a credential: Authorization, Cookie, and any *key* or *token* */
export function isCredentialHeader(name: string) {
  return /^(proxy-)?authorization$|^cookie$|key|token|secret|password|session/i.test(name)
}

/** A URL template with sample values for its placeholders (to check its scheme and host) */
export function sampleConnectorUrl(template: string) {
  return template.replace(
    /\{(start|end|start_ms|end_ms|start_date|end_date|secret)\}/g,
    'placeholder'
  )
}

/** The worker syncs every board this often; data older than three intervals is "delayed" */
export const LEADERBOARD_SYNC_SECONDS = 300
export const DATA_DELAYED_AFTER_SYNCS = 3
/** The badge's text (the catalog key) */
export const DATA_DELAYED = 'admin_labels.data_delayed' satisfies MessageKey

/**
 * A board's ingestion health for the admin page: `failing` when the last sync attempt failed
 * (the board keeps its last good data), `delayed` when a board with a source has had no good
 * sync for three intervals.
 */
export type BoardHealth = { has_source: boolean; failing: boolean; delayed: boolean }
