import type { MessageKey } from '#shared/messages'
import type { HttpContext } from '@adonisjs/core/http'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { NextFn } from '@adonisjs/core/types/http'

export const UPLOADS_NOT_ACCEPTED = 'errors.uploads_not_accepted' satisfies MessageKey

/**
 * The body parser never reads a multipart body by itself. A route that takes uploads says so
 * with the `multipart` route middleware (which parses after authentication and CSRF); any other
 * route answers 415 without reading the body, so no temp file is ever written for it.
 */
export default class RefuseMultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.bodyType !== 'multipart' || acceptsUploads(ctx)) return next()
    throw new ActionRefusedException(ERROR_CODES.uploadsNotAccepted, UPLOADS_NOT_ACCEPTED)
  }
}

function acceptsUploads(ctx: HttpContext) {
  if (!ctx.route) return false
  for (const one of ctx.route.middleware.all()) {
    if ('name' in one && one.name === 'multipart') return true
  }
  return false
}
