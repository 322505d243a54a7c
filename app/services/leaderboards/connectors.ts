import db from '@adonisjs/lucid/services/db'
import { openSecret } from '#infra/db/stored_secret'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { partnerApi } from '#config/leaderboards'
import type { Connector } from '#services/leaderboards/partner_api'
import type { Provider } from '#shared/leaderboards'
import type { PublicConnector } from '#shared/leaderboard_connectors'

/**
 * A board's partner source as the sync reads it: the connector an admin saved (its secret
 * encrypted), else the env source. Saving and testing one: connector_admin.ts.
 */

/** Ties the ciphertext to its use: a secret cannot be replayed as another encrypted value */
export const SECRET_PURPOSE = 'leaderboard-connector-secret'

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

export function fromRow(row: ConnectorRow): Connector {
  return {
    provider: row.provider as Provider,
    origin: 'database',
    mode: row.mode,
    url: row.url,
    headers: JSON.parse(row.headers || '{}'),
    secret: row.secret ? openSecret(row.secret, SECRET_PURPOSE, { provider: row.provider }) : null,
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

export async function savedRow(client: QueryClientContract, provider: Provider) {
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
