import type { HttpContext } from '@adonisjs/core/http'
import { connectorTestValidator, connectorValidator } from '#validators/leaderboard_connector'
import { saveConnector, testConnector } from '#services/leaderboards/connectors'
import { CONNECTOR_MESSAGES } from '#shared/leaderboard_connectors'

/**
 * A board's partner connector (the Source panel of the admin leaderboard page). The body is
 * validated on its own, not through request.validateUsing: that one adds the request's own
 * `headers` (cookies, CSRF token) under the same key as the connector's `headers` field.
 */
export default class LeaderboardSourcesController {
  /** PUT /api/leaderboards/{provider}/source: answers the saved source, its secret as set/not set */
  async update({ request, params, auth }: HttpContext) {
    const input = await connectorValidator.validate(request.body())
    const source = await saveConnector(auth.user!.id, params.provider, input)
    return { message: CONNECTOR_MESSAGES.saved, source }
  }

  /**
   * POST /api/leaderboards/{provider}/source/test, body `{ source? }`: one fetch, nothing saved.
   * A partner failure is an answer too (`ok: false` and the reason), not an error of this route.
   */
  async test({ request, params }: HttpContext) {
    const { source } = await connectorTestValidator.validate(request.body())
    const result = await testConnector(params.provider, source ?? null)
    return result.ok
      ? { message: CONNECTOR_MESSAGES.testOk, ...result }
      : { message: result.reason, ...result }
  }
}
