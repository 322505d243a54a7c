import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import env from '#start/env'
import {
  allowedHosts,
  describeRefusedAddress,
  refusedAddress,
  type RefusedAddress,
} from '#infra/http/outbound_hosts'

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
 * Failures are OutboundHttpError with a one-line reason fit for an admin-facing sync error.
 */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'address' | 'timeout' | 'too_large' | 'redirect' | 'network' | 'body',
    /** for `address`: which address was refused and why */
    readonly refused: RefusedAddress | null = null
  ) {
    super(message)
  }
}

export type OutboundOptions = {
  /** GET unless told; a call with another method never follows a redirect */
  method?: 'GET' | 'POST' | 'DELETE'
  /** a request body (JSON or form text; set its Content-Type in headers) */
  body?: string
  headers?: Record<string, string>
  /** Whole exchange, in milliseconds */
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export type OutboundResponse = { status: number; ok: boolean; url: URL; body: Buffer }

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 }
const REDIRECTS = new Set([301, 302, 303, 307, 308])

function httpUrl(value: string | URL, base?: URL) {
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    throw new OutboundHttpError('has an invalid URL', 'url')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundHttpError(`refused: only http and https URLs (got ${url.protocol})`, 'url')
  }
  return url
}

/** The URL's host name, without the brackets of an IPv6 address */
function hostOf(url: URL) {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

type Pinned = { address: string; family: 4 | 6 }

/** The refusal of an address: its message says which address, why, and what lets it through */
function refusal(refused: RefusedAddress) {
  return new OutboundHttpError(
    `refused ${describeRefusedAddress(refused)}: only public addresses are called ` +
      '(OUTBOUND_ALLOW_HOSTS lets one through)',
    'address',
    refused
  )
}

/**
 * Why the URL's host may not be called, or null when it may; a host that does not resolve (in
 * 5 s) is not refused here (its call fails as unreachable). For a form that saves a URL to
 * call later.
 */
export async function refusedUrlHost(target: string | URL): Promise<RefusedAddress | null> {
  try {
    await beforeDeadline(resolveChecked(httpUrl(target)), AbortSignal.timeout(5_000))
    return null
  } catch (error) {
    if (error instanceof OutboundHttpError && error.refused) return error.refused
    return null
  }
}

/**
 * Resolves the URL's host and checks every address it has; answers the one to connect to.
 * A listed host name (OUTBOUND_ALLOW_HOSTS) skips the check, a listed address or range lets
 * that address through.
 */
async function resolveChecked(url: URL): Promise<Pinned> {
  const host = hostOf(url)
  const allowed = allowedHosts(env.get('OUTBOUND_ALLOW_HOSTS'))
  const family = isIP(host)
  const addresses = family
    ? [{ address: host, family }]
    : await dnsLookup(host, { all: true, verbatim: true })
  if (addresses.length === 0)
    throw new OutboundHttpError('could not be reached (ENOTFOUND)', 'network')
  for (const { address } of addresses) {
    if (allowed.allows(host, address)) continue
    const refused = refusedAddress(host, address)
    if (refused) throw refusal(refused)
  }
  const [first] = addresses
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}

/** A socket lookup that answers the checked address, whatever the name resolves to now */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: Function) => {
    if (options?.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }) as LookupFunction
}

/** Sends one request to the pinned address; answers when the response headers arrive */
function send(
  url: URL,
  pinned: Pinned,
  options: OutboundOptions & { method: string },
  signal: AbortSignal
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http
    const request = transport.request(url, {
      method: options.method,
      headers: { 'User-Agent': 'neonplay', 'Accept': '*/*', ...options.headers },
      agent: false,
      lookup: pinnedLookup(pinned),
      signal,
    })
    request.once('response', resolve)
    request.once('error', reject)
    request.end(options.body)
  })
}

function describeBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`
}

async function readCapped(response: IncomingMessage, maxBytes: number) {
  const tooLarge = () =>
    new OutboundHttpError(
      `answered more than ${describeBytes(maxBytes)}; the response was not read`,
      'too_large'
    )
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.byteLength
    if (total > maxBytes) {
      response.destroy()
      throw tooLarge()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Rejects when the signal aborts (name resolution takes no signal of its own) */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

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
        return { status, ok: status >= 200 && status < 300, url, body }
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
 * too (except an empty answer to a POST or DELETE, read as null: a DELETE often answers 204)
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
