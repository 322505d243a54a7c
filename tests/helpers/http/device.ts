import { urlFor } from '@adonisjs/core/services/url_builder'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import env from '#start/env'
import { appUrl } from '#config/app'

/** What a browser sends with a state change from the site's own page */
const SAME_ORIGIN = { 'origin': new URL(appUrl).origin, 'sec-fetch-site': 'same-origin' }

export type DeviceResponse = {
  status: number
  body: any
  headers: IncomingHttpHeaders
  setCookies: string[]
}

/**
 * A browser for tests that need real sessions, over plain HTTP to the test server: it keeps
 * the cookies the server sets and, on a state change, the Origin and Sec-Fetch-Site headers a
 * browser sends from the site's own page. No loginAs and no injected sessions, so a test can
 * log in through the real route, hold several sessions of one user, and see one of them end.
 * (node:http rather than fetch, so a test can also send a forged Host header.)
 */
export class Device {
  #cookies = new Map<string, string>()
  #headers: Record<string, string>

  /** `headers` go with every request, e.g. { 'x-forwarded-for': '203.0.113.7' } */
  constructor(headers: Record<string, string> = {}) {
    this.#headers = headers
  }

  /** A new device that has opened the home page (a guest: it holds no cookie) */
  static async onHomePage(headers: Record<string, string> = {}) {
    const device = new Device(headers)
    await device.visit(urlFor('home'))
    return device
  }

  /** The raw session cookie (its value changes when the session id changes) */
  get sessionCookie() {
    return this.#cookies.get('neon-session')
  }

  /** Replaces a cookie, e.g. to replay a session cookie from before login */
  setCookie(name: string, value: string) {
    this.#cookies.set(name, value)
  }

  #remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = value === '' || attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a))
      if (expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  /**
   * A body given as a string is sent as is (broken JSON, say), as application/json unless a
   * header says otherwise. `extraHeaders` replace the same-origin headers (a cross-site request; '' leaves one out).
   */
  request(
    method: string,
    path: string,
    body?: Record<string, unknown> | string,
    extraHeaders: Record<string, string> = {}
  ): Promise<DeviceResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(method === 'GET' ? {} : SAME_ORIGIN),
      ...this.#headers,
      ...extraHeaders,
    }
    // an empty value leaves the header out (a client that sends no Origin, say)
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name]
    if (this.#cookies.size) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const payload = typeof body === 'string' ? body : body ? JSON.stringify(body) : undefined
    if (payload !== undefined) {
      headers['content-type'] = extraHeaders['content-type'] ?? 'application/json'
      headers['content-length'] = String(Buffer.byteLength(payload))
    }

    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: env.get('HOST'), port: env.get('PORT'), method, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: any = text
          try {
            parsed = JSON.parse(text)
          } catch {}
          const setCookies = res.headers['set-cookie'] ?? []
          this.#remember(setCookies)
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers, setCookies })
        })
      })
      req.on('error', reject)
      if (payload) req.write(payload)
      req.end()
    })
  }

  /** Opens a page as a browser would */
  visit(path = '/') {
    return this.request('GET', path)
  }

  get(path: string) {
    return this.request('GET', path)
  }

  /** A link followed in the browser (Accept: text/html), e.g. the start of an OAuth flow */
  navigate(path: string) {
    return this.request('GET', path, undefined, { accept: 'text/html,application/xhtml+xml' })
  }

  /** Whether the cookie is currently held */
  hasCookie(name: string) {
    return this.#cookies.has(name)
  }

  /** A held cookie's raw value (e.g. to plant it in another device) */
  cookie(name: string) {
    return this.#cookies.get(name)
  }

  deleteCookie(name: string) {
    this.#cookies.delete(name)
  }

  post(path: string, body: Record<string, unknown> = {}) {
    return this.request('POST', path, body)
  }

  /** Visits the home page, then logs in through POST /api/auth/login */
  async login(username: string, password: string) {
    await this.visit(urlFor('home'))
    return this.post(urlFor('auth.login'), { username, password })
  }

  /** Whether the session is logged in (an auth-only JSON route answers 200, not 401) */
  async isLoggedIn() {
    const response = await this.get(urlFor('account_links.kick.connection'))
    return response.status === 200
  }
}
