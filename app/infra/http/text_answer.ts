import type { HttpContext } from '@adonisjs/core/http'
import { http } from '#config/app'
import {
  MIN_COMPRESS_BYTES,
  isCompressibleType,
  preferredEncoding,
  varyWith,
  weakEtag,
  type Encoding,
} from '#infra/http/compression'

/** An HTML or JSON answer as the bytes the framework would write, before any encoding */
export type TextAnswer = { body: string; contentType: string; etag?: string }

type Encoder = (encoding: Encoding) => Promise<Buffer>

const prepared = new WeakMap<HttpContext, { answer: TextAnswer; encode: Encoder }>()

/**
 * Answers with a text whose encoded bytes the caller already has (or makes once and keeps):
 * the compression middleware sends it, as the last step of the request like every other
 * answer, taking the bytes from `encode` instead of compressing them again.
 */
export function answerWithEncoded(ctx: HttpContext, answer: TextAnswer, encode: Encoder) {
  prepared.set(ctx, { answer, encode })
  ctx.response.status(200).send(answer.body, false)
}

/** The answer and encoder given to answerWithEncoded for this request, if any */
export function preparedAnswer(ctx: HttpContext) {
  return prepared.get(ctx)
}

/** The text the framework would write for a response body, or nothing when it is not compressible text */
export function serializeAnswer(raw: unknown, presetType: unknown): TextAnswer | undefined {
  let body: string
  let contentType: string
  if (typeof raw === 'string') {
    body = raw
    contentType = raw.trimStart().startsWith('<')
      ? 'text/html; charset=utf-8'
      : 'text/plain; charset=utf-8'
  } else if (raw !== null && typeof raw === 'object' && !(raw instanceof Uint8Array)) {
    if (raw instanceof RegExp || raw instanceof Date) return undefined
    body = http.serializeJSON(raw) ?? ''
    contentType = 'application/json; charset=utf-8'
  } else {
    return undefined
  }
  if (typeof presetType === 'string') contentType = presetType
  if (!isCompressibleType(contentType) || body === '') return undefined
  return { body, contentType }
}

/**
 * Sends a 200 text answer the way every dynamic answer goes out: a weak ETag of its bytes (a
 * matching If-None-Match gets 304 without a body), `private, no-cache` unless the route set its
 * own Cache-Control, and over 1 KB the encoding the client prefers, produced by `encode` (each
 * caller decides whether that compresses now or reuses bytes compressed earlier).
 */
export async function sendTextAnswer(
  ctx: HttpContext,
  { body, contentType, etag }: TextAnswer,
  encode: Encoder
) {
  const { response } = ctx
  const compressible = Buffer.byteLength(body) >= MIN_COMPRESS_BYTES
  if (compressible) {
    response.header('Vary', varyWith(response.getHeader('Vary'), 'Accept-Encoding'))
  }
  response.header('ETag', etag ?? weakEtag(body))
  // Browsers keep the answer but ask again each time (If-None-Match), never reusing it
  // unchecked; private, as pages carry the visitor's own props
  if (!response.getHeader('Cache-Control')) response.header('Cache-Control', 'private, no-cache')
  if (response.fresh()) {
    response.status(304).send(null, false)
    return
  }
  response.header('Content-Type', contentType)
  const encoding = compressible && preferredEncoding(ctx.request.header('accept-encoding'))
  if (!encoding) return response.status(200).send(body, false)
  response.header('Content-Encoding', encoding)
  response.status(200).send(await encode(encoding), false)
}
