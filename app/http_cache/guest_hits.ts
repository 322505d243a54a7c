import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import fresh from 'fresh'
import { Qs } from '@adonisjs/core/http'
import { http } from '#config/app'
import { remembered } from '#utils/recent_map'
import { MIN_COMPRESS_BYTES, preferredEncoding, varyWith } from '#infra/http/compression'
import {
  encodedPage,
  findPage,
  guestPageRequest,
  INERTIA_REQUEST_HEADERS,
  isGuestRead,
  knownEntryKey,
  type KeptPage,
} from '#http_cache/public_pages'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** `request.qs()`'s parser, with the app's settings */
const qs = new Qs(http.qs)

/** Headers the finished answer had that belong to one request, never to the kept page */
const PER_REQUEST = new Set(['set-cookie', 'content-length', 'content-encoding'])

/**
 * A guest's hit, before AdonisJS builds a context: a kept answer for the page's current data,
 * found under the middleware's key (`guestPageRequest` + `knownEntryKey`), written with
 * `res.writeHead`/`res.end` as compression would send it (ETag and 304, Vary, the client's
 * encoding). A page not kept, or a data version only the store knows, goes to the pipeline.
 */
export function withKeptPages(handler: Handler): Handler {
  return (req, res) => {
    let page: KeptPage | undefined
    try {
      page = keptPageOf(req)
    } catch {
      // a request it cannot read is the pipeline's, which answers (and reports) any error
    }
    if (!page) return handler(req, res)
    answer(req, res, page)
  }
}

/**
 * The page and request a guest's request line and headers come to (`guestPageRequest`, which
 * depends on nothing else: the routes, the declarations and the site's language are fixed once
 * the server runs), for the MAX_REQUESTS seen last (any client can send a new query string)
 */
const requests = new Map<string, ReturnType<typeof guestPageRequest>>()
const MAX_REQUESTS = 1_000

function keptPageOf(req: IncomingMessage) {
  const url = req.url ?? '/'
  const header = (name: string) => {
    const value = req.headers[name]
    return Array.isArray(value) ? value.join(', ') : value
  }
  const method = req.method ?? 'GET'
  if (!isGuestRead({ method, header })) return undefined // before parsing anything
  let memo = `${method} ${url}\n${header('cookie') ?? ''}\n${header('accept-language') ?? ''}`
  for (const name of INERTIA_REQUEST_HEADERS) memo += `\n${header(name) ?? ''}`
  const found = remembered(requests, memo, MAX_REQUESTS, () => guestRequestOf(url, method, header))
  if (!found?.request) return undefined
  const key = knownEntryKey(found.page, found.request)
  return key === undefined ? undefined : findPage(key)
}

function guestRequestOf(url: string, method: string, header: (name: string) => string | undefined) {
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  // a path AdonisJS would decode first, or cut at '#': left to it
  if (path.includes('%') || url.includes('#')) return undefined
  const query = at === -1 ? {} : qs.parse(url.slice(at + 1))
  return guestPageRequest({ method, path, qs: query, header })
}

function answer(req: IncomingMessage, res: ServerResponse, page: KeptPage) {
  const sent = (page.sent ??= sentAnswer(page))
  // as AdonisJS sends it when its response finishes: the client's request id, or a new one
  const id = http.generateRequestId
    ? String(req.headers['x-request-id'] || http.createRequestId())
    : undefined
  if (req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, withId(sent.notModified, id))
    res.end()
    return
  }
  const head = req.method === 'HEAD'
  const encoding = sent.compressible ? preferredEncoding(req.headers['accept-encoding']) : undefined
  if (!encoding) return send(res, sent.identity, id, head)
  const ready = sent.encoded[encoding]
  if (ready) return send(res, ready, id, head)
  encodedPage(page, encoding).then(
    (body) =>
      send(res, (sent.encoded[encoding] ??= withHeaders(sent.headers, body, encoding)), id, head),
    (error) => res.destroy(error)
  )
}

/**
 * A header block as `writeHead` takes it flat (name, value, name, value): no object to walk.
 * When requests carry an id, the block ends with `x-request-id` and a slot for its value.
 */
type FlatHeaders = string[]
type Bytes = { headers: FlatHeaders; body: Buffer }

/**
 * The block with this request's id in its last slot: `writeHead` copies the block into the
 * header bytes before it returns, so one array per answer serves every request in turn
 */
function withId(headers: FlatHeaders, id: string | undefined) {
  if (id !== undefined) headers[headers.length - 1] = id
  return headers
}

function send(
  res: ServerResponse,
  { headers, body }: Bytes,
  id: string | undefined,
  head: boolean
) {
  res.writeHead(200, withId(headers, id))
  res.end(head ? undefined : body)
}

function flat(headers: OutgoingHttpHeaders): FlatHeaders {
  const pairs: FlatHeaders = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(name, String(one))
  }
  if (http.generateRequestId) pairs.push('x-request-id', '')
  return pairs
}

function withHeaders(headers: OutgoingHttpHeaders, body: Buffer, encoding?: string): Bytes {
  const encoded = encoding ? { 'content-encoding': encoding } : {}
  return { headers: flat({ ...headers, ...encoded, 'content-length': body.length }), body }
}

/**
 * The page's answer: the finished answer's headers (security headers, the render's own) with
 * what compression adds (app/infra/http/text_answer.ts), and its bytes in each encoding.
 */
function sentAnswer(page: KeptPage): NonNullable<KeptPage['sent']> {
  const identity = Buffer.from(page.body)
  const compressible = identity.length >= MIN_COMPRESS_BYTES
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(page.finished)) {
    if (!PER_REQUEST.has(name)) headers[name] = value
  }
  if (compressible) headers.vary = varyWith(headers.vary, 'Accept-Encoding')
  headers.etag = page.etag
  headers['cache-control'] ??= 'private, no-cache'
  const notModified = flat(headers)
  headers['content-type'] = page.contentType
  return {
    headers,
    notModified,
    compressible,
    identity: withHeaders(headers, identity),
    encoded: {},
  }
}
