import { ApiClient, ApiRequest } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'
import { appUrl } from '#config/app'

const SAME_ORIGIN = Symbol('same origin')

declare module '@japa/api-client' {
  interface ApiRequest {
    [SAME_ORIGIN]?: boolean
    /** Sends what a browser sends with a request from the site's own pages (Origin, Sec-Fetch-Site) */
    sameOrigin(): this
  }
}

/**
 * `request.sameOrigin()`: the headers the same-origin check reads
 * (app/middleware/same_origin_middleware.ts), as a browser sets them for the site's own page.
 */
export function sameOriginClient(): PluginFn {
  return () => {
    ApiRequest.macro('sameOrigin', function (this: ApiRequest) {
      this[SAME_ORIGIN] = true
      return this
    })
    ApiClient.setup(async (request) => {
      if (!request[SAME_ORIGIN]) return
      request.header('origin', new URL(appUrl).origin)
      request.header('sec-fetch-site', 'same-origin')
    })
  }
}
