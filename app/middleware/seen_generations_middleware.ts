import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { catchUpWithVisitor, rememberSeen } from '#infra/live/seen_generations'

/**
 * A signed-in visitor sees their own changes, and never less than they saw before, whichever
 * process answers (app/infra/live/seen_generations.ts)
 */
export default class SeenGenerationsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const caughtUp = await catchUpWithVisitor(ctx)
    const answer = await next()
    rememberSeen(ctx, caughtUp)
    return answer
  }
}
