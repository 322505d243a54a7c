import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Lets the site's own pages frame this answer (the admin's Overlays page previews each overlay
 * in an iframe): frame-ancestors 'self' instead of 'none', X-Frame-Options SAMEORIGIN instead
 * of DENY. Other sites still cannot frame it; an OBS browser source is no frame at all.
 */
export default class FramableMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    await next()
    const policy = response.getHeader('Content-Security-Policy')
    if (typeof policy === 'string') {
      response.header(
        'Content-Security-Policy',
        policy.replace(/frame-ancestors 'none'/, `frame-ancestors 'self'`)
      )
    }
    response.header('X-Frame-Options', 'SAMEORIGIN')
  }
}
