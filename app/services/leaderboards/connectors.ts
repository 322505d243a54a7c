import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { partnerApi } from '#config/leaderboards'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { knownProvider, settingFor } from '#services/leaderboards/settings'
import {
  ConnectorError,
  fetchConnectorRows,
  type Connector,
} from '#services/leaderboards/partner_api'
import type { Provider } from '#shared/leaderboards'
import type {
  ConnectorInput,
  ConnectorTestRow,
  PublicConnector,
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

/**
 * The connector an input describes. A secret left out keeps the saved one (a browser never
 * has it to send back); null or empty clears it.
 */
function connectorFromInput(
  provider: Provider,
  input: ConnectorInput,
  savedSecret: string | null
): Connector {
  return {
    provider,
    origin: 'database',
    mode: input.mode,
    url: input.url,
    headers: input.headers ?? {},
    secret: input.secret === undefined ? savedSecret : input.secret || null,
    list_path: input.list_path,
    username_field: input.username_field,
    wager_field: input.wager_field,
    wager_scale: input.wager_scale,
    avatar_field: input.avatar_field || null,
    bucket: input.mode === 'buckets' ? input.bucket || null : null,
  }
}

/** PUT /api/leaderboards/{provider}/source: saves the board's connector, audited */
export async function saveConnector(actorId: number, providerParam: string, input: ConnectorInput) {
  const provider = knownProvider(providerParam)
  return db.transaction(async (trx) => {
    const row = await savedRow(trx, provider)
    const before = row ? fromRow(row) : null
    const connector = connectorFromInput(provider, input, before?.secret ?? null)
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
      after: publicConnector(connector),
    })
    return publicConnector(connector)
  })
}

export type ConnectorTestResult =
  | { ok: true; rows: ConnectorTestRow[]; total: number }
  | { ok: false; reason: string; code: string }

/**
 * POST /api/leaderboards/{provider}/source/test: one fetch for the board's current period with
 * the posted connector (its secret left out: the saved one) or the saved one; nothing is
 * written. Answers the first rows as parsed, or why there are none.
 */
export async function testConnector(
  providerParam: string,
  input: ConnectorInput | null,
  limit = 10
): Promise<ConnectorTestResult> {
  const provider = knownProvider(providerParam)
  const saved = await connectorFor(provider)
  const connector = input ? connectorFromInput(provider, input, saved?.secret ?? null) : saved
  if (!connector) return { ok: false, reason: 'This board has no source yet', code: 'no_source' }
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
