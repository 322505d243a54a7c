import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * Where an upload's parts are written while its request runs. Every file here is removed when
 * the request ends, whatever its outcome (the `multipart` route middleware).
 */
export function uploadTmpDir() {
  // under test each lane (its own port) has its own, as its mail folder (config/mail.ts)
  return app.tmpPath(app.inTest ? `uploads-test-${process.env.PORT}` : 'uploads')
}

export function newUploadTmpPath() {
  return join(uploadTmpDir(), randomUUID())
}
