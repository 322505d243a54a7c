import type { IncomingHttpHeaders } from 'node:http'

/**
 * Discord's rate limits as its REST API announces them
 * (https://discord.com/developers/docs/topics/rate-limits): every answer names the route's
 * bucket (X-RateLimit-Bucket) with the calls left (X-RateLimit-Remaining) and the seconds
 * until it refills (X-RateLimit-Reset-After). A bucket with no call left makes the next call
 * on its routes wait until it refills; a 429 says how long to wait (`retry_after`, seconds)
 * and whether the limit is the bot's global one (X-RateLimit-Global, `global: true`), which
 * holds back every call. One instance per process keeps what it learned between passes.
 */

export type Sleep = (ms: number) => Promise<void>

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** A route as Discord groups it: the guild stays (a major parameter), member and role ids go */
export function routeKey(method: string, path: string) {
  return `${method} ${path.replace(/\/(members|roles)\/\d+/g, '/$1/:id')}`
}

export class DiscordRateLimits {
  #bucketOfRoute = new Map<string, string>()
  #resetAt = new Map<string, number>()
  #globalUntil = 0

  constructor(
    readonly sleep: Sleep = realSleep,
    readonly now: () => number = Date.now
  ) {}

  #bucket(route: string) {
    return this.#bucketOfRoute.get(route) ?? route
  }

  /** How long a call on this route must wait now (0: go) */
  delayFor(route: string) {
    const until = Math.max(this.#globalUntil, this.#resetAt.get(this.#bucket(route)) ?? 0)
    return Math.max(0, until - this.now())
  }

  /** Waits until a call on this route may go */
  async ready(route: string) {
    const delay = this.delayFor(route)
    if (delay > 0) await this.sleep(delay)
  }

  /** Learns the route's bucket and whether it is spent from an answer's headers */
  update(route: string, headers: IncomingHttpHeaders) {
    const bucket = header(headers, 'x-ratelimit-bucket')
    if (bucket) this.#bucketOfRoute.set(route, bucket)
    const key = this.#bucket(route)
    const remaining = Number(header(headers, 'x-ratelimit-remaining'))
    const resetAfter = Number(header(headers, 'x-ratelimit-reset-after'))
    if (remaining === 0 && Number.isFinite(resetAfter)) {
      this.#resetAt.set(key, this.now() + resetAfter * 1000)
    } else if (Number.isFinite(remaining)) {
      this.#resetAt.delete(key)
    }
  }

  /**
   * A 429: holds back the route's bucket (or every call, for the global limit) for the
   * `retry_after` seconds of the body (else the Retry-After header); answers the wait in ms
   */
  limited(route: string, headers: IncomingHttpHeaders, body: unknown) {
    const answer = (body && typeof body === 'object' ? body : {}) as {
      retry_after?: unknown
      global?: unknown
    }
    const seconds = Number(answer.retry_after ?? header(headers, 'retry-after') ?? 1)
    const waitMs = Math.max(0, Number.isFinite(seconds) ? seconds * 1000 : 1000)
    const global = answer.global === true || header(headers, 'x-ratelimit-global') === 'true'
    const bucket = header(headers, 'x-ratelimit-bucket')
    if (bucket) this.#bucketOfRoute.set(route, bucket)
    const until = this.now() + waitMs
    if (global) this.#globalUntil = Math.max(this.#globalUntil, until)
    else this.#resetAt.set(this.#bucket(route), until)
    return { waitMs, global }
  }
}
