import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { compileTrustProxy, type TrustProxy } from '#infra/http/trust_proxy'

export const appKey = env.get('APP_KEY')

/** Absolute links (mails, OAuth callbacks) are built from this, never from the Host header */
export const appUrl = env.get('APP_URL')

/** An absolute link (mail, OAuth callback) to a path of this site, built from APP_URL */
export function absoluteUrl(path: string) {
  return new URL(path, appUrl.endsWith('/') ? appUrl : `${appUrl}/`).toString()
}

/**
 * request.ip() believes X-Forwarded-For only from the proxies TRUST_PROXY names; every rate
 * limit and log line takes the client address from request.ip(). Read per call (compiled once
 * per value), so a test can switch it with env.set.
 */
let compiled: { raw: string | undefined; trust: TrustProxy } | undefined
function trustProxy(address: string, distance: number) {
  const raw = env.get('TRUST_PROXY')
  if (!compiled || compiled.raw !== raw) compiled = { raw, trust: compileTrustProxy(raw) }
  return compiled.trust(address, distance)
}

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  // the audit log finds the client address of the request in progress through it
  useAsyncLocalStorage: true,
  trustProxy,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction && env.get('APP_URL').startsWith('https://'),
    sameSite: 'lax',
  },
})
