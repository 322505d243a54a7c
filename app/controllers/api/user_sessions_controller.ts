import type { HttpContext } from '@adonisjs/core/http'
import {
  endOtherSignedInSessions,
  endSignedInSession,
  listSignedInSessions,
} from '#services/accounts/session_list'

/** The Security tab's list of signed-in sessions */
export default class UserSessionsController {
  /** GET /api/user/sessions */
  async index(ctx: HttpContext) {
    return { sessions: await listSignedInSessions(ctx) }
  }

  /** POST /api/user/sessions/:handle/end */
  async end(ctx: HttpContext) {
    await endSignedInSession(ctx, ctx.request.param('handle'))
    return { message: 'Session ended.', sessions: await listSignedInSessions(ctx) }
  }

  /** POST /api/user/sessions/end-others */
  async endOthers(ctx: HttpContext) {
    const ended = await endOtherSignedInSessions(ctx)
    return {
      message: ended === 1 ? '1 other session ended.' : `${ended} other sessions ended.`,
      sessions: await listSignedInSessions(ctx),
    }
  }
}
