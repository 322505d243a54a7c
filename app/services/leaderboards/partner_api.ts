import type { DateTime } from 'luxon'
import { partnerFetchTimeoutMs } from '#config/leaderboards'
import type { Provider } from '#shared/leaderboards'
import {
  CONNECTOR_MESSAGES,
  type ConnectorInput,
  type ConnectorMode,
} from '#shared/leaderboard_connectors'
import { currentI18n } from '#infra/i18n/catalog_messages'
import { OutboundHttpError, outboundGetJson } from '#infra/http/outbound'
import { withoutUnsafeNameCharacters } from '#shared/names'
import { describeRefusedAddress, type RefusedAddress } from '#infra/http/outbound_hosts'

export type WagerRow = { username: string; wagered: number; avatar?: string | null }

export type Period = { start: DateTime; end: DateTime }

/** A board's connector with its secret in clear (server memory only) */
export type Connector = Required<Omit<ConnectorInput, 'secret' | 'headers'>> & {
  provider: Provider
  origin: 'database' | 'env'
  headers: Record<string, string>
  secret: string | null
}

/** One adapter per partner, behind one interface (a test can pass its own) */
export interface PartnerWagerSource {
  readonly config: { provider: Provider; mode: ConnectorMode }
  fetchWagers(period: Period): Promise<WagerRow[]>
}

/** A board this big at most (tens of thousands of rows); the deadline is partnerFetchTimeoutMs */
export const PARTNER_MAX_BYTES = 5 * 1024 * 1024

/** Why a fetch gave no rows, in one line an admin can act on */
export type ConnectorFailure =
  'http_status' | 'path_not_found' | 'field_missing' | 'not_a_list' | OutboundHttpError['reason']

export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly reason: ConnectorFailure
  ) {
    super(message)
  }
}

/** The value at a dot path (`data.items`); an empty path is the value itself */
export function valueAt(value: unknown, path: string): { found: boolean; value: unknown } {
  if (!path) return { found: true, value }
  let current = value
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return { found: false, value: undefined }
    }
    current = (current as Record<string, unknown>)[key]
  }
  return { found: true, value: current }
}

/** Placeholder values for a period: ISO 8601 UTC, epoch milliseconds and dates */
export function placeholderValues(period: Period, secret: string | null) {
  // Date-based APIs take the end date as the last day included, so {end_date} is the day of
  // the period's last millisecond (a period ending Dec 1 00:00 asks up to Nov 30)
  const lastMoment = period.end.toUTC().minus({ milliseconds: 1 })
  return {
    start: period.start.toUTC().toISO()!,
    end: period.end.toUTC().toISO()!,
    start_ms: String(period.start.toMillis()),
    end_ms: String(period.end.toMillis()),
    start_date: period.start.toUTC().toISODate()!,
    end_date: lastMoment.toISODate()!,
    secret: secret ?? '',
  }
}

/** Replaces {name} placeholders; in a URL each value is percent-encoded */
export function fillPlaceholders(
  template: string,
  values: Record<string, string>,
  encode: boolean
) {
  return template.replace(/\{(start|end|start_ms|end_ms|start_date|end_date|secret)\}/g, (_, k) =>
    encode ? encodeURIComponent(values[k]) : values[k]
  )
}

function wagerNumber(value: unknown) {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim())
  return Number.NaN
}

/**
 * Reads the rows of a partner answer as the connector describes them. The first row must have
 * the username and wager fields (else the configuration is wrong and nothing is written);
 * later rows without a name or with a negative or unreadable number are skipped.
 */
export function parseRows(connector: Connector, body: unknown, name: string): WagerRow[] {
  let list = valueAt(body, connector.list_path)
  // An empty path also takes the common `{ data: [...] }` wrapper (the env source's shape)
  if (!connector.list_path && !Array.isArray(list.value)) list = valueAt(body, 'data')
  if (!list.found) {
    throw new ConnectorError(
      `${name} answer has no "${connector.list_path}" (list path not found)`,
      'path_not_found'
    )
  }
  if (!Array.isArray(list.value)) {
    throw new ConnectorError(
      `${name} answer's ${connector.list_path ? `"${connector.list_path}"` : 'body'} is not a list`,
      'not_a_list'
    )
  }
  const wagerPath = [connector.wager_field, connector.mode === 'buckets' ? connector.bucket : '']
    .filter(Boolean)
    .join('.')
  const rows = list.value
  if (rows.length > 0) {
    for (const field of [connector.username_field, wagerPath]) {
      if (!valueAt(rows[0], field).found) {
        throw new ConnectorError(
          `${name} rows have no "${field}" field (field missing)`,
          'field_missing'
        )
      }
    }
  }
  return rows.flatMap((row): WagerRow[] => {
    const rawName = valueAt(row, connector.username_field).value
    const username =
      typeof rawName === 'string' || typeof rawName === 'number'
        ? withoutUnsafeNameCharacters(String(rawName)).trim().slice(0, 64)
        : ''
    const amount = wagerNumber(valueAt(row, wagerPath).value) * connector.wager_scale
    if (!username || !Number.isFinite(amount) || amount < 0) return []
    const avatar = connector.avatar_field ? valueAt(row, connector.avatar_field).value : null
    return [
      {
        username,
        wagered: Math.round(amount * 100) / 100,
        avatar: typeof avatar === 'string' ? avatar.slice(0, 255) : null,
      },
    ]
  })
}

/**
 * Why a partner source's address is refused, e.g. "127.0.0.1 is a loopback address: partner
 * sources must be public (OUTBOUND_ALLOW_HOSTS lets a local partner through)"
 */
export function refusedSourceMessage(refused: RefusedAddress) {
  return {
    key: CONNECTOR_MESSAGES.addressRefused,
    values: { address: describeRefusedAddress(refused) },
  }
}

/** Calls a partner once, through the outbound rules (http(s), deadline, size cap, redirects) */
export async function fetchConnectorRows(connector: Connector, period: Period) {
  const name = `${connector.provider} API`
  const values = placeholderValues(period, connector.secret)
  const headers = Object.fromEntries(
    Object.entries(connector.headers).map(([key, value]) => [
      key,
      fillPlaceholders(value, values, false),
    ])
  )
  let response
  try {
    response = await outboundGetJson(fillPlaceholders(connector.url, values, true), {
      headers,
      timeoutMs: partnerFetchTimeoutMs(),
      maxBytes: PARTNER_MAX_BYTES,
    })
  } catch (error) {
    if (error instanceof OutboundHttpError && error.refused) {
      const refusal = refusedSourceMessage(error.refused)
      throw new ConnectorError(currentI18n().t(refusal.key, refusal.values), error.reason)
    }
    // e.g. "xfun API answered more than 5 MB; the response was not read"
    if (error instanceof OutboundHttpError) {
      throw new ConnectorError(`${name} ${error.message}`, error.reason)
    }
    throw error
  }
  if (!response.ok) throw new ConnectorError(`${name} answered ${response.status}`, 'http_status')
  return parseRows(connector, response.json, name)
}

/** A connector as a sync source */
export class ConnectorSource implements PartnerWagerSource {
  constructor(readonly connector: Connector) {}

  get config() {
    return { provider: this.connector.provider, mode: this.connector.mode }
  }

  fetchWagers(period: Period) {
    return fetchConnectorRows(this.connector, period)
  }
}
