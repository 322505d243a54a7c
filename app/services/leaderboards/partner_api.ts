import type { DateTime } from 'luxon'
import type { Provider } from '#shared/leaderboards'
import { OutboundHttpError, outboundGetJson } from '#services/http/outbound'
import { partnerApi, type PartnerMode } from '#config/leaderboards'

export type { PartnerMode }

export type WagerRow = { username: string; wagered: number; avatar?: string | null }

export type PartnerConfig = {
  provider: Provider
  url: string
  key: string | undefined
  mode: PartnerMode
}

/** One adapter per partner, behind one interface */
export interface PartnerWagerSource {
  readonly config: PartnerConfig
  fetchWagers(period: { start: DateTime; end: DateTime }): Promise<WagerRow[]>
}

/** A partner's affiliate API as configured (config/leaderboards.ts), or null when it is not */
export function partnerConfig(provider: Provider): PartnerConfig | null {
  const api = partnerApi(provider)
  return api ? { provider, ...api } : null
}

/** A partner gets this long to answer, and a board this big at most (tens of thousands of rows) */
export const PARTNER_TIMEOUT_MS = 15_000
export const PARTNER_MAX_BYTES = 5 * 1024 * 1024

/** A JSON affiliate endpoint answering `[{ username, wagered, avatar? }]` or `{ data: [...] }` */
export class HttpPartnerSource implements PartnerWagerSource {
  constructor(readonly config: PartnerConfig) {}

  async fetchWagers(period: { start: DateTime; end: DateTime }) {
    const name = `${this.config.provider} API`
    let url: URL
    try {
      url = new URL(this.config.url)
    } catch {
      throw new Error(`${name} has an invalid URL`)
    }
    if (this.config.mode === 'range') {
      url.searchParams.set('start', period.start.toUTC().toISO()!)
      url.searchParams.set('end', period.end.toUTC().toISO()!)
    }
    let response
    try {
      response = await outboundGetJson(url, {
        headers: this.config.key ? { Authorization: `Bearer ${this.config.key}` } : {},
        timeoutMs: PARTNER_TIMEOUT_MS,
        maxBytes: PARTNER_MAX_BYTES,
      })
    } catch (error) {
      // e.g. "xfun API answered more than 5 MB; the response was not read"
      if (error instanceof OutboundHttpError) throw new Error(`${name} ${error.message}`)
      throw error
    }
    if (!response.ok) throw new Error(`${name} answered ${response.status}`)
    const body = response.json
    const rows = Array.isArray(body) ? body : (body as { data?: unknown })?.data
    if (!Array.isArray(rows)) throw new Error(`${name} answered an unexpected shape`)
    return rows.flatMap((row): WagerRow[] => {
      const username = typeof row?.username === 'string' ? row.username.trim().slice(0, 64) : ''
      const wagered = Number(row?.wagered)
      if (!username || !Number.isFinite(wagered) || wagered < 0) return []
      return [{ username, wagered, avatar: typeof row.avatar === 'string' ? row.avatar : null }]
    })
  }
}
