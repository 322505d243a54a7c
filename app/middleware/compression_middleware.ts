import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { http } from '#config/app'
import {
  IMMUTABLE_CACHE,
  MIN_COMPRESS_BYTES,
  PrecompressedAssets,
  compressDynamic,
  isCompressibleType,
  preferredEncoding,
  varyWith,
  weakEtag,
  type Encoding,
} from '#services/http/compression'

const assets = new PrecompressedAssets(app.publicPath('assets'))

/**
 * Sends less over the wire: built assets from their precompressed .br / .gz files (any other
 * asset request falls through to the static server), and HTML or JSON answers over 1 KB
 * compressed for the client's Accept-Encoding. GET answers carry a weak ETag of their body and
 * a matching If-None-Match gets 304, so a poll that finds nothing new costs no transfer.
 */
export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const method = request.method()
    const readOnly = method === 'GET' || method === 'HEAD'
    if (readOnly && (await this.#servePrecompressed(ctx))) return
    await next()
    if (readOnly) await this.#encodeAnswer(ctx)
  }

  #negotiate(ctx: HttpContext): Encoding | undefined {
    return preferredEncoding(ctx.request.header('accept-encoding'))
  }

  async #servePrecompressed(ctx: HttpContext): Promise<boolean> {
    const asset = await assets.find(ctx.request.url())
    if (!asset) return false
    const encoding = this.#negotiate(ctx)
    const variant = encoding && asset[encoding]
    const { response } = ctx
    // The identity file is the static server's; it varies by encoding all the same
    response.header('Vary', varyWith(response.getHeader('Vary'), 'Accept-Encoding'))
    if (!encoding || !variant) return false

    response.type(asset.name.slice(asset.name.lastIndexOf('.')))
    response.header('Content-Encoding', encoding)
    response.header('Cache-Control', IMMUTABLE_CACHE)
    response.header('ETag', variant.etag)
    if (response.fresh()) {
      response.status(304).send(null, false)
      return true
    }
    // Node writes no body for HEAD and keeps the length header
    response.status(200).send(variant.body, false)
    return true
  }

  async #encodeAnswer(ctx: HttpContext) {
    const { response } = ctx
    const content = response.content
    if (!content || response.getStatus() !== 200) return
    const [raw] = content
    const serialized = this.#serialize(raw, response.getHeader('Content-Type'))
    if (!serialized) return
    const { body, contentType } = serialized

    const compressible = Buffer.byteLength(body) >= MIN_COMPRESS_BYTES
    if (compressible) {
      response.header('Vary', varyWith(response.getHeader('Vary'), 'Accept-Encoding'))
    }
    response.header('ETag', weakEtag(body))
    // Browsers keep the answer but ask again each time (If-None-Match), never reusing it
    // unchecked; private, as pages carry the visitor's own props
    if (!response.getHeader('Cache-Control')) response.header('Cache-Control', 'private, no-cache')
    if (response.fresh()) {
      response.status(304).send(null, false)
      return
    }
    // Sent as serialized here (the ETag above describes it), so it is not serialized twice
    response.header('Content-Type', contentType)
    const encoding = compressible && this.#negotiate(ctx)
    if (!encoding) return response.send(body, false)
    response.header('Content-Encoding', encoding)
    response.send(await compressDynamic(body, encoding), false)
  }

  /** The text the framework would write for this body, or nothing when it is not compressible text */
  #serialize(raw: unknown, presetType: unknown) {
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
}
