import { DateTime } from 'luxon'
import { kickApiSettings } from '#config/chat_points'
import { OutboundHttpError, outboundJson, type OutboundOptions } from '#infra/http/outbound'

/**
 * The bottom of the Kick API services: one call to Kick's public API (https://docs.kick.com)
 * through the outbound helper, its error and envelope. The base URLs are configurable so
 * tests use a fake on 127.0.0.1. No error message or log line carries a token or a secret.
 */

const KICK_API_TIMEOUT_MS = 10_000
const KICK_API_MAX_BYTES = 1024 * 1024

export class KickApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null
  ) {
    super(message)
  }
}

/** The streamer's Kick user id ('' counts as unset) */
export function kickBroadcasterId() {
  return kickApiSettings().broadcasterId
}

function apiUrl(path: string, query?: URLSearchParams) {
  const base = kickApiSettings().apiUrl
  const search = query?.toString()
  return `${base}${path}${search ? `?${search}` : ''}`
}

type KickCall = {
  token?: string
  json?: unknown
  query?: URLSearchParams
}

export async function callKick(url: string, label: string, options: OutboundOptions) {
  let response
  try {
    response = await outboundJson(url, {
      timeoutMs: KICK_API_TIMEOUT_MS,
      maxBytes: KICK_API_MAX_BYTES,
      ...options,
    })
  } catch (error) {
    if (error instanceof OutboundHttpError) throw new KickApiError(`${label} ${error.message}`)
    throw error
  }
  if (!response.ok) throw new KickApiError(`${label} answered ${response.status}`, response.status)
  return response.json
}

/** One call to Kick's public API; a non-2xx answer is a KickApiError with the status */
export async function kickApi(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  call: KickCall = {}
) {
  const headers: Record<string, string> = {}
  if (call.token) headers.Authorization = `Bearer ${call.token}`
  if (call.json !== undefined) headers['Content-Type'] = 'application/json'
  return callKick(apiUrl(path, call.query), `Kick API ${method} ${path}`, {
    method,
    headers,
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
  })
}

/** `{ data: ... }`, Kick's envelope */
export function dataOf(answer: unknown) {
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : undefined
}

/** The clock of the caches (luxon's, so a test can move it) */
export const nowMs = () => DateTime.now().toMillis()
