import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { OutboundHttpError } from '#infra/http/outbound_error'
import { pinnedLookup, type Pinned } from '#infra/http/outbound_address'

/** One exchange of an outbound call: the request to the pinned address, the capped body */

export type OutboundOptions = {
  /** GET unless told; a call with another method never follows a redirect */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** a request body (JSON or form text, or bytes such as an encrypted push message; set its
   * Content-Type in headers) */
  body?: string | Buffer
  headers?: Record<string, string>
  /** Whole exchange, in milliseconds */
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export type OutboundResponse = {
  status: number
  ok: boolean
  url: URL
  /** the final response's headers (a rate limit's reset time, say) */
  headers: IncomingHttpHeaders
  body: Buffer
}

/** Sends one request to the pinned address; answers when the response headers arrive */
export function send(
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

export async function readCapped(response: IncomingMessage, maxBytes: number) {
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
