import type { MessageKey } from '#shared/messages'
import { createWriteStream, type WriteStream } from 'node:fs'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { mkdir, rm } from 'node:fs/promises'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { newUploadTmpPath, uploadTmpDir } from '#infra/uploads/temp_files'

export const UPLOAD_TOO_LARGE = 'errors.upload_too_large' satisfies MessageKey

/**
 * Parses a multipart body on an upload route. It is the last middleware of the route, so the
 * session, CSRF, authentication and (for admin routes) the admin gate have all run before a
 * single byte of the body is read. `limit` caps the whole request. Every part is written to
 * the upload temp folder and every temp file is removed when the request ends, error or not
 * (a file the controller stored has already been moved out).
 */
export default class MultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { limit: string }) {
    const { request } = ctx
    if (request.bodyType !== 'multipart') return next()

    const limit = string.bytes.parse(options.limit) ?? 0
    const declared = Number(request.header('content-length'))
    if (Number.isFinite(declared) && declared > limit) {
      throw new ActionRefusedException(ERROR_CODES.uploadTooLarge, UPLOAD_TOO_LARGE)
    }

    const written: { path: string; stream: WriteStream }[] = []
    try {
      await mkdir(uploadTmpDir(), { recursive: true })
      request.multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
        const path = newUploadTmpPath()
        const stream = createWriteStream(path)
        written.push({ path, stream })
        try {
          part.pause()
          part.on('data', reportChunk)
          await pipeline(part, stream)
          return { tmpPath: path }
        } catch (error) {
          request.multipart.abort(error)
        }
      })
      try {
        await request.multipart.process({ limit: options.limit })
      } catch (error) {
        const status = (error as { status?: number }).status
        if (status === 413) {
          throw new ActionRefusedException(ERROR_CODES.uploadTooLarge, UPLOAD_TOO_LARGE)
        }
        throw error
      }
      return await next()
    } finally {
      await removeTempFiles(written)
    }
  }
}

/** Waits for each write stream to let go of its file (an aborted part may still be open), then deletes it */
async function removeTempFiles(written: { path: string; stream: WriteStream }[]) {
  await Promise.all(
    written.map(async ({ path, stream }) => {
      if (!stream.closed) {
        const closed = once(stream, 'close').catch(() => {})
        stream.destroy()
        await closed
      }
      await rm(path, { force: true })
    })
  )
}
