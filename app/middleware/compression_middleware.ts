import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  IMMUTABLE_CACHE,
  PrecompressedAssets,
  compressDynamic,
  preferredEncoding,
  varyWith,
  type Encoding,
} from '#infra/http/compression'
import { preparedAnswer, sendTextAnswer, serializeAnswer } from '#infra/http/text_answer'

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
    const ready = preparedAnswer(ctx)
    if (ready) return sendTextAnswer(ctx, ready.answer, ready.encode)
    const answer = serializeAnswer(content[0], response.getHeader('Content-Type'))
    if (!answer) return
    // Sent as serialized here (the ETag describes these bytes), so it is not serialized twice
    await sendTextAnswer(ctx, answer, (encoding) => compressDynamic(answer.body, encoding))
  }
}
