import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/shield'
import { appUrl } from '#config/app'
import env from '#start/env'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The site's own origin and the ones TRUSTED_ORIGINS adds (an admin panel on another host) */
export const TRUSTED_ORIGINS = new Set(
  [appUrl, ...(env.get('TRUSTED_ORIGINS') ?? '').split(',')]
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => new URL(url).origin)
)

/**
 * CSRF protection without a token, as Go 1.25's CrossOriginProtection and OWASP's Fetch
 * Metadata defence: a state change (POST, PUT, PATCH, DELETE) is refused when the browser says
 * it comes from another site (`Sec-Fetch-Site: cross-site` or `same-site`), or when its
 * `Origin` is not one of TRUSTED_ORIGINS. A request with neither header is not a browser's
 * (a script, a webhook sender) and carries no cookie a page could have made it send, so it
 * passes. Webhooks (/webhooks/*) check their sender's signature instead. The first router
 * middleware: a refusal reads no body and touches no session; it is shield's E_BAD_CSRF_TOKEN,
 * which the exception handler answers with 403 (in the route's own wording where it has one).
 * Session cookies stay SameSite=Lax and HttpOnly (config/session.ts).
 */
export default class SameOriginMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (UNSAFE_METHODS.has(request.method()) && isCrossOrigin(request.url(), request.headers())) {
      throw new errors.E_BAD_CSRF_TOKEN()
    }
    return next()
  }
}

/** Whether a state change is a browser's from another origin (webhooks are never refused) */
export function isCrossOrigin(path: string, headers: Record<string, unknown>) {
  if (path.startsWith('/webhooks/')) return false
  const site = headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = headers['origin']
  return typeof origin === 'string' && !TRUSTED_ORIGINS.has(origin)
}
