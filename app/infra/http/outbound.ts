/**
 * The one way the server calls another site (partner affiliate APIs, Kick's public API). Every
 * call:
 * - goes to an http(s) URL only (no file:, data:, ftp: ...);
 * - has one deadline for the whole exchange, redirects and body included;
 * - reads at most `maxBytes` of body, streaming, and gives up as soon as the cap is passed;
 * - follows redirects itself (`redirect: 'manual'`): only to the same host, a few times at most,
 *   never from https down to http; a redirect to another host is refused, so a partner (or
 *   whoever controls its DNS) cannot point the server at an internal address.
 * Failures are OutboundHttpError with a one-line reason fit for an admin-facing sync error.
 */
export class OutboundHttpError extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'timeout' | 'too_large' | 'redirect' | 'network' | 'body'
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

function describeBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`
}

async function readCapped(response: Response, maxBytes: number) {
  const tooLarge = () =>
    new OutboundHttpError(
      `answered more than ${describeBytes(maxBytes)}; the response was not read`,
      'too_large'
    )
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
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
      const response = await fetch(url, {
        method,
        headers: options.headers,
        body: options.body,
        redirect: 'manual',
        signal,
      })
      if (!REDIRECTS.has(response.status)) {
        const body = await readCapped(response, maxBytes)
        return { status: response.status, ok: response.ok, url, body }
      }
      await response.body?.cancel()
      if (method !== 'GET') {
        throw new OutboundHttpError(`refused a redirect of a ${method} request`, 'redirect')
      }
      const location = response.headers.get('location')
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
    const cause = (error as { cause?: { code?: string } }).cause?.code
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
