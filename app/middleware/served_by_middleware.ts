import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The response header naming the web process that answered (SERVED_BY_HEADER=true only) */
export const SERVED_BY_HEADER = 'X-Served-By'

/**
 * Tags every answer with the pid of the web process that made it, so a check of a cluster
 * (npm run test:scale) can show which process served what. Registered only when
 * SERVED_BY_HEADER=true (start/kernel.ts); a site never needs it.
 */
export default class ServedByMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header(SERVED_BY_HEADER, String(process.pid))
    return next()
  }
}
