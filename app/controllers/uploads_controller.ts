import drive from '@adonisjs/drive/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { uploadKeyFromSegments } from '#infra/uploads/public_files'

export default class UploadsController {
  /**
   * GET /uploads/* : a stored upload, from the configured disk (local folder or S3 bucket:
   * config/drive.ts), streamed through the app either way. A path that is not a plain key (traversal, encoded or
   * double-encoded separators, NUL) or names no file answers 404, never an error.
   */
  async show({ request, response }: HttpContext) {
    const key = uploadKeyFromSegments(request.param('*') ?? [])
    if (!key) return response.notFound('File not found')

    const disk = drive.use()
    let metadata
    try {
      metadata = await disk.getMetaData(key)
    } catch {
      // missing file, a folder, or unreadable: nothing to serve
      return response.notFound('File not found')
    }

    response.header('ETag', metadata.etag)
    response.header('Last-Modified', metadata.lastModified.toUTCString())
    // Keys are random and never reused, so a stored file never changes under its URL
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    if (metadata.contentType) response.type(metadata.contentType)
    if (response.fresh()) return response.status(304)
    if (request.method() === 'HEAD') return response.status(200)
    response.header('Content-Length', metadata.contentLength.toString())
    return response.stream(await disk.getStream(key))
  }
}
