import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { answerGuestMarker } from '#http_cache/guest_marker'

/**
 * Keeps the guest marker (app/http_cache/guest_marker.ts) true to the session. It runs just
 * before the session middleware, so what follows `next()` sees the session as it was committed
 * (flash messages for the next request included).
 */
export default class GuestMarkerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const answer = await next()
    answerGuestMarker(ctx)
    return answer
  }
}
