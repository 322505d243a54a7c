import type { HttpContext } from '@adonisjs/core/http'
import { connectorTestValidator, connectorValidator } from '#validators/leaderboard_connector'
import { saveConnector, testConnector } from '#services/leaderboards/connector_admin'
import { CONNECTOR_MESSAGES } from '#shared/leaderboard_connectors'

/**
 * A board's partner connector (the Source panel of the admin leaderboard page). The body is
 * validated on its own, not through request.validateUsing: that one adds the request's own
 * `headers` (cookies, CSRF token) under the same key as the connector's `headers` field.
 */
export default class LeaderboardSourcesController {
  /**
   * PUT /api/leaderboards/{provider}/source: answers the saved source, its secret as set/not
   * set, and a message that says when the saved secret was dropped
   */
  async update({ request, params, auth }: HttpContext) {
    const input = await connectorValidator.validate(request.body())
    return saveConnector(auth.user!.id, params.provider, input)
  }

  /**
   * POST /api/leaderboards/{provider}/source/test, body `{ source? }`: one fetch, nothing saved.
   * A partner failure is an answer too (`ok: false` and the reason), not an error of this route.
   * Audited. When the saved secret was not sent, the message says so.
   */
  async test({ request, params, auth, i18n }: HttpContext) {
    const { source } = await connectorTestValidator.validate(request.body())
    const result = await testConnector(auth.user!.id, params.provider, source ?? null)
    const message = result.ok ? i18n.t(CONNECTOR_MESSAGES.testOk) : result.reason
    return {
      message: result.secret_dropped
        ? `${message}. ${i18n.t(CONNECTOR_MESSAGES.secretDroppedOnTest)}`
        : message,
      ...result,
    }
  }
}
