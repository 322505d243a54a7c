import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { partnerApi } from '#config/leaderboards'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { refusedUrlHost } from '#infra/http/outbound'
import { dbTimestamp } from '#infra/db/time'
import { knownProvider, settingFor } from '#services/leaderboards/settings'
import {
  ConnectorError,
  fetchConnectorRows,
  refusedSourceMessage,
  type Connector,
} from '#services/leaderboards/partner_api'
import type { Provider } from '#shared/leaderboards'
import {
  CONNECTOR_MESSAGES,
  sampleConnectorUrl,
  type ConnectorInput,
  type ConnectorTestRow,
  type PublicConnector,
} from '#shared/leaderboard_connectors'

/** Ties the ciphertext to its use: a secret cannot be replayed as another encrypted value */
const SECRET_PURPOSE = 'leaderboard-connector-secret'

type ConnectorRow = {
  id: number
  provider: string
  mode: Connector['mode']
  url: string
  headers: string
  secret: string | null
  list_path: string
  username_field: string
  wager_field: string
  wager_scale: number | string
  avatar_field: string | null
  bucket: string | null
}

/**
 * The saved secret in clear; null when it cannot be decrypted (APP_KEY was changed): the
 * board then shows "not set" and the admin enters it again.
 */
function readSecret(row: ConnectorRow) {
  const secret = encryption.decrypt<string>(row.secret!, SECRET_PURPOSE)
  if (typeof secret === 'string') return secret
  logger.warn({ provider: row.provider }, 'leaderboard connector secret cannot be decrypted')
  return null
}

function fromRow(row: ConnectorRow): Connector {
  return {
    provider: row.provider as Provider,
    origin: 'database',
    mode: row.mode,
    url: row.url,
    headers: JSON.parse(row.headers || '{}'),
    secret: row.secret ? readSecret(row) : null,
    list_path: row.list_path,
    username_field: row.username_field,
    wager_field: row.wager_field,
    wager_scale: Number(row.wager_scale),
    avatar_field: row.avatar_field,
    bucket: row.bucket,
  }
}

/**
 * The env source (LEADERBOARD_<P>_URL/_KEY/_MODE) as a connector, for a board with no saved
 * connector: `[{ username, wagered, avatar }]` or `{ data: [...] }`, a Bearer key, and in range
 * mode the period as `start`/`end` query parameters. Nothing is written to the database, so
 * an install that never opens the Source panel keeps working unchanged.
 */
function envConnector(provider: Provider): Connector | null {
  const api = partnerApi(provider)
  if (!api) return null
  const joiner = api.url.includes('?') ? '&' : '?'
  return {
    provider,
    origin: 'env',
    mode: api.mode === 'rolling' ? 'buckets' : api.mode,
    url: api.mode === 'range' ? `${api.url}${joiner}start={start}&end={end}` : api.url,
    headers: api.key ? { Authorization: 'Bearer {secret}' } : {},
    secret: api.key ?? null,
    list_path: '',
    username_field: 'username',
    wager_field: 'wagered',
    wager_scale: 1,
    avatar_field: 'avatar',
    bucket: null,
  }
}

async function savedRow(client: QueryClientContract, provider: Provider) {
  return (await client.from('leaderboard_connectors').where('provider', provider).first()) as
    ConnectorRow | undefined
}

/** The board's connector: the one saved by an admin, else the env source, else null */
export async function connectorFor(provider: Provider): Promise<Connector | null> {
  const row = await savedRow(db.connection(), provider)
  return row ? fromRow(row) : envConnector(provider)
}

/** What a browser or the audit log may see: never the secret, only whether there is one */
export function publicConnector(connector: Connector): PublicConnector {
  const { secret, ...rest } = connector
  return { ...rest, secret: secret ? 'set' : 'not set' }
}

/** Every board's connector for the admin page (null: the board has no source) */
export async function publicConnectors(providers: readonly Provider[]) {
  const result: Partial<Record<Provider, PublicConnector | null>> = {}
  for (const provider of providers) {
    const connector = await connectorFor(provider)
    result[provider] = connector ? publicConnector(connector) : null
  }
  return result
}

/** The origin (scheme, host, port) a URL template calls; null when it is not a URL */
function originOf(template: string) {
  try {
    return new URL(sampleConnectorUrl(template)).origin
  } catch {
    return null
  }
}

/** Where a connector puts its secret: `url` and/or `header <name>` */
function secretPlaces(url: string, headers: Record<string, string>) {
  const places = Object.entries(headers)
    .filter(([, value]) => value.includes('{secret}'))
    .map(([name]) => `header ${name.toLowerCase()}`)
  if (url.includes('{secret}')) places.push('url')
  return places
}

/**
 * Whether the saved secret may go where the input sends it: to the same origin, and only in
 * places (the URL, a header by name) that carried it before. Otherwise an admin session could
 * point a source at another server, or move {secret} into a query string it reads back, and
 * collect the streamer's affiliate key.
 */
function secretMayFollow(saved: Connector, input: ConnectorInput) {
  const origin = originOf(input.url)
  if (origin === null || origin !== originOf(saved.url)) return false
  const before = new Set(secretPlaces(saved.url, saved.headers))
  return secretPlaces(input.url, input.headers ?? {}).every((place) => before.has(place))
}

/**
 * The connector an input describes. A secret left out keeps the saved one (a browser never
 * has it to send back) while the secret would go where it went before (secretMayFollow);
 * else it is dropped (`secretDropped`) and must be sent again. Null or empty clears it.
 */
function connectorFromInput(provider: Provider, input: ConnectorInput, saved: Connector | null) {
  const kept = input.secret === undefined && saved?.secret ? saved.secret : null
  const secretDropped = kept !== null && !secretMayFollow(saved!, input)
  const connector: Connector = {
    provider,
    origin: 'database',
    mode: input.mode,
    url: input.url,
    headers: input.headers ?? {},
    secret: input.secret === undefined ? (secretDropped ? null : kept) : input.secret || null,
    list_path: input.list_path,
    username_field: input.username_field,
    wager_field: input.wager_field,
    wager_scale: input.wager_scale,
    avatar_field: input.avatar_field || null,
    bucket: input.mode === 'buckets' ? input.bucket || null : null,
  }
  return { connector, secretDropped }
}

/** Refuses a URL whose host is (or resolves to) an address outbound calls refuse */
async function refuseInternalHost(url: string) {
  const refused = await refusedUrlHost(sampleConnectorUrl(url))
  if (refused) throw new ActionRefusedException(refusedSourceMessage(refused))
}

/** PUT /api/leaderboards/{provider}/source: saves the board's connector, audited */
export async function saveConnector(actorId: number, providerParam: string, input: ConnectorInput) {
  const provider = knownProvider(providerParam)
  await refuseInternalHost(input.url)
  return db.transaction(async (trx) => {
    const row = await savedRow(trx, provider)
    const before = row ? fromRow(row) : null
    const { connector, secretDropped } = connectorFromInput(provider, input, before)
    const now = dbTimestamp(trx, DateTime.utc())
    const values = {
      mode: connector.mode,
      url: connector.url,
      headers: JSON.stringify(connector.headers),
      secret: connector.secret
        ? encryption.encrypt(connector.secret, undefined, SECRET_PURPOSE)
        : null,
      list_path: connector.list_path,
      username_field: connector.username_field,
      wager_field: connector.wager_field,
      wager_scale: connector.wager_scale,
      avatar_field: connector.avatar_field,
      bucket: connector.bucket,
      updated_at: now,
    }
    let id = row?.id
    if (row) {
      await trx.from('leaderboard_connectors').where('id', row.id).update(values)
    } else {
      const [inserted] = await trx
        .insertQuery()
        .table('leaderboard_connectors')
        .insert({ provider, ...values, created_at: now })
        .returning('id')
      id = typeof inserted === 'object' ? inserted.id : inserted
    }
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.source.update',
      subjectType: 'leaderboard_connector',
      subjectId: id ?? null,
      before: before ? publicConnector(before) : null,
      after: { ...publicConnector(connector), ...(secretDropped && { secret_dropped: true }) },
    })
    return {
      message: secretDropped ? CONNECTOR_MESSAGES.secretDroppedOnSave : CONNECTOR_MESSAGES.saved,
      source: publicConnector(connector),
    }
  })
}

export type ConnectorTestResult = (
  | { ok: true; rows: ConnectorTestRow[]; total: number }
  | { ok: false; reason: string; code: string }
) & {
  /** the saved secret was not sent (the posted source calls another origin or place) */
  secret_dropped?: true
}

/** One fetch of the current period through a connector: its first rows, or why there are none */
async function tryConnector(
  connector: Connector,
  provider: Provider,
  limit: number
): Promise<ConnectorTestResult> {
  const setting = await db.transaction((trx) => settingFor(trx, provider))
  try {
    const rows = await fetchConnectorRows(connector, {
      start: setting.startDate,
      end: setting.endDate,
    })
    return {
      ok: true,
      total: rows.length,
      rows: rows.slice(0, limit).map(({ username, wagered }) => ({ username, wagered })),
    }
  } catch (error) {
    if (error instanceof ConnectorError) {
      return { ok: false, reason: error.message, code: error.reason }
    }
    throw error
  }
}

/**
 * POST /api/leaderboards/{provider}/source/test: one fetch for the board's current period with
 * the posted connector (its secret left out: the saved one, where secretMayFollow lets it go)
 * or the saved one; nothing is written but the audit entry (who called which URL, and what
 * came of it; never the secret). Answers the first rows as parsed, or why there are none.
 */
export async function testConnector(
  actorId: number,
  providerParam: string,
  input: ConnectorInput | null,
  limit = 10
): Promise<ConnectorTestResult> {
  const provider = knownProvider(providerParam)
  const saved = await connectorFor(provider)
  const posted = input ? connectorFromInput(provider, input, saved) : null
  const connector = posted ? posted.connector : saved
  if (!connector) return { ok: false, reason: 'This board has no source yet', code: 'no_source' }
  const tried = await tryConnector(connector, provider, limit)
  const result: ConnectorTestResult = posted?.secretDropped
    ? { ...tried, secret_dropped: true }
    : tried
  const row = await savedRow(db.connection(), provider)
  await recordAudit(db.connection(), {
    actorId,
    action: 'leaderboard.source.test',
    subjectType: 'leaderboard_connector',
    subjectId: row?.id ?? null,
    after: {
      source: publicConnector(connector),
      ...(result.secret_dropped && { secret_dropped: true }),
      ...(result.ok ? { ok: true, rows: result.total } : { ok: false, code: result.code }),
    },
  })
  return result
}
