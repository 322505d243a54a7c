import { ApiClient, ApiRequest } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'
import { CSRF_COOKIE, issueCsrfToken } from '#http_cache/csrf_token'

const CSRF_ENABLED = Symbol('csrf enabled')

declare module '@japa/api-client' {
  interface ApiRequest {
    [CSRF_ENABLED]?: boolean
    /** Sends a valid CSRF token, as the site's fetch helper would: the cookie and the header */
    withCsrfToken(): this
  }
}

/**
 * `request.withCsrfToken()` for the CSRF middleware's signed double-submit token: a token
 * issued for the request's session id (the session plugin sends that id in the session
 * cookie, with or without loginAs), sent as the XSRF-TOKEN cookie and the X-XSRF-TOKEN header.
 */
export function csrfApiClient(): PluginFn {
  return () => {
    ApiRequest.macro('withCsrfToken', function (this: ApiRequest) {
      this[CSRF_ENABLED] = true
      return this
    })
    ApiClient.setup(async (request) => {
      if (!request[CSRF_ENABLED]) return
      const token = issueCsrfToken(request.sessionClient.sessionId)
      // straight into the jar: the AdonisJS plugin's cookie() signs the value, the browser sends it raw
      request.cookiesJar[CSRF_COOKIE] = { name: CSRF_COOKIE, value: token }
      request.header('x-xsrf-token', token)
    })
  }
}
