import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * Where an upload's parts are written while its request runs. Every file here is removed when
 * the request ends, whatever its outcome (the `multipart` route middleware).
 */
export function uploadTmpDir() {
  return app.tmpPath('uploads')
}

export function newUploadTmpPath() {
  return join(uploadTmpDir(), randomUUID())
}
