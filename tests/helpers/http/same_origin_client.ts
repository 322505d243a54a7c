import { ApiClient, ApiRequest } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'
import { appUrl } from '#config/app'

const SAME_ORIGIN = Symbol('same origin')
const CROSS_SITE = Symbol('cross site')

declare module '@japa/api-client' {
  interface ApiRequest {
    [SAME_ORIGIN]?: boolean
    [CROSS_SITE]?: boolean
    /** Sends what a browser sends with a request from the site's own pages (Origin, Sec-Fetch-Site) */
    sameOrigin(): this
    /** Sends what a browser sends with a request another site's page makes it send */
    crossSite(): this
  }
}

/**
 * `request.sameOrigin()` and `request.crossSite()`: the headers the same-origin check reads
 * (app/middleware/same_origin_middleware.ts), as a browser sets them for the site's own page
 * and for another site's.
 */
export function sameOriginClient(): PluginFn {
  return () => {
    ApiRequest.macro('sameOrigin', function (this: ApiRequest) {
      this[SAME_ORIGIN] = true
      return this
    })
    ApiRequest.macro('crossSite', function (this: ApiRequest) {
      this[CROSS_SITE] = true
      return this
    })
    ApiClient.setup(async (request) => {
      if (request[SAME_ORIGIN]) {
        request.header('origin', new URL(appUrl).origin)
        request.header('sec-fetch-site', 'same-origin')
      }
      if (request[CROSS_SITE]) {
        request.header('origin', 'https://evil.example')
        request.header('sec-fetch-site', 'cross-site')
      }
    })
  }
}
