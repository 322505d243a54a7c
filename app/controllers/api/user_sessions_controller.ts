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
    return {
      message: ctx.i18n.t('account_rules.session_ended'),
      sessions: await listSignedInSessions(ctx),
    }
  }

  /** POST /api/user/sessions/end-others */
  async endOthers(ctx: HttpContext) {
    const ended = await endOtherSignedInSessions(ctx)
    return {
      message: ctx.i18n.t('account_rules.other_sessions_ended', { count: ended }),
      sessions: await listSignedInSessions(ctx),
    }
  }
}
