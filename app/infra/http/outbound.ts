import { OutboundHttpError } from '#infra/http/outbound_error'
import { beforeDeadline, httpUrl, resolveChecked } from '#infra/http/outbound_address'
import {
  readCapped,
  send,
  type OutboundOptions,
  type OutboundResponse,
} from '#infra/http/outbound_transfer'

export { OutboundHttpError, type OutboundOptions, type OutboundResponse }

/**
 * The one way the server calls another site (partner affiliate APIs, Kick's public API):
 * `outboundRequest` (and its JSON and GET shorthands below). Every call:
 * - goes to an http(s) URL only (no file:, data:, ftp: ...);
 * - goes to a public address only: the host is resolved and every address it has is checked
 *   (loopback, private, link-local, carrier-grade NAT, unique-local, unspecified, multicast and
 *   reserved ranges are refused, IPv4-mapped IPv6 and the like included; see outbound_hosts.ts),
 *   and the connection is made to the address that was checked (the socket's lookup answers
 *   it), so a second DNS answer cannot switch it; the Host header and TLS name stay the host's
 *   name. OUTBOUND_ALLOW_HOSTS lets listed names, addresses or ranges through;
 * - has one deadline for the whole exchange, name resolution, redirects and body included;
 * - reads at most `maxBytes` of body, streaming, and gives up as soon as the cap is passed;
 * - follows redirects itself: only to the same host, a few times at most, never from https
 *   down to http, and each hop's address is resolved and checked again.
 * Failures are OutboundHttpError (outbound_error.ts) with a one-line reason fit for an
 * admin-facing sync error. Where a call may go: outbound_address.ts; one exchange (the request
 * to the checked address, the capped body): outbound_transfer.ts.
 */

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 }
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Calls a URL under the rules above (GET unless `method` says otherwise) */
export async function outboundRequest(
  target: string | URL,
  options: OutboundOptions = {}
): Promise<OutboundResponse> {
  const { timeoutMs, maxBytes, maxRedirects, method = 'GET' } = { ...DEFAULTS, ...options }
  const first = httpUrl(target)
  const signal = AbortSignal.timeout(timeoutMs)
  let url = first
  try {
    for (let redirects = 0; ; redirects++) {
      const pinned = await beforeDeadline(resolveChecked(url), signal)
      const response = await send(url, pinned, { ...options, method }, signal)
      const status = response.statusCode ?? 0
      if (!REDIRECTS.has(status)) {
        const body = await readCapped(response, maxBytes)
        const headers = response.headers
        return { status, ok: status >= 200 && status < 300, url, headers, body }
      }
      response.destroy()
      if (method !== 'GET') {
        throw new OutboundHttpError(`refused a redirect of a ${method} request`, 'redirect')
      }
      const location = response.headers.location
      if (!location) throw new OutboundHttpError('redirected without a Location', 'redirect')
      const next = httpUrl(location, url)
      if (next.host !== first.host) {
        throw new OutboundHttpError(`refused a redirect to another host (${next.host})`, 'redirect')
      }
      if (url.protocol === 'https:' && next.protocol === 'http:') {
        throw new OutboundHttpError('refused a redirect from https to http', 'redirect')
      }
      if (redirects + 1 > maxRedirects) {
        throw new OutboundHttpError(`redirected more than ${maxRedirects} times`, 'redirect')
      }
      url = next
    }
  } catch (error) {
    if (error instanceof OutboundHttpError) throw error
    if (signal.aborted) {
      throw new OutboundHttpError(`did not answer within ${timeoutMs / 1000} s`, 'timeout')
    }
    const code = (error as { code?: string; cause?: { code?: string } }).code
    const cause = code ?? (error as { cause?: { code?: string } }).cause?.code
    throw new OutboundHttpError(`could not be reached${cause ? ` (${cause})` : ''}`, 'network')
  }
}

/** GET a URL under the rules above */
export function outboundGet(target: string | URL, options: Omit<OutboundOptions, 'method'> = {}) {
  return outboundRequest(target, { ...options, method: 'GET' })
}

/**
 * Calls a URL and reads its JSON answer; a 2xx body that is not JSON is an OutboundHttpError
 * too (except an empty answer to a POST, PUT or DELETE, read as null: a DELETE often answers 204)
 */
export async function outboundJson(target: string | URL, options: OutboundOptions = {}) {
  const response = await outboundRequest(target, {
    ...options,
    headers: { Accept: 'application/json', ...options.headers },
  })
  if (!response.ok) return { ...response, json: undefined as unknown }
  if (response.body.length === 0 && options.method && options.method !== 'GET') {
    return { ...response, json: null as unknown }
  }
  try {
    return { ...response, json: JSON.parse(response.body.toString('utf8')) as unknown }
  } catch {
    throw new OutboundHttpError('answered something that is not JSON', 'body')
  }
}

/** GET a JSON document; a body that is not JSON is an OutboundHttpError too */
export function outboundGetJson(
  target: string | URL,
  options: Omit<OutboundOptions, 'method'> = {}
) {
  return outboundJson(target, { ...options, method: 'GET' })
}
