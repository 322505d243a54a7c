import type { DateTime } from 'luxon'
import type { Provider } from '#shared/leaderboards'
import { OutboundHttpError, outboundGetJson } from '#services/http/outbound'

export type WagerRow = { username: string; wagered: number; avatar?: string | null }

/**
 * How a partner's affiliate API reports wagers:
 * - `range`: totals for a date range we ask for (start/end query parameters);
 * - `rolling`: totals of its own current bucket (this month so far); we snapshot them;
 * - `cumulative`: all-time totals; we keep a baseline from the period start and show the gain.
 */
export type PartnerMode = 'range' | 'rolling' | 'cumulative'

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

/**
 * Partner settings from the environment: LEADERBOARD_<PROVIDER>_URL, _KEY and _MODE (e.g.
 * LEADERBOARD_CELSIUS_URL). Without a URL the provider is simply not synced. The key never
 * leaves the server.
 */
export function partnerConfig(provider: Provider): PartnerConfig | null {
  const prefix = `LEADERBOARD_${provider.toUpperCase()}`
  const url = process.env[`${prefix}_URL`]
  if (!url) return null
  const mode = (process.env[`${prefix}_MODE`] ?? 'range') as PartnerMode
  return {
    provider,
    url,
    key: process.env[`${prefix}_KEY`],
    mode: ['range', 'rolling', 'cumulative'].includes(mode) ? mode : 'range',
  }
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
