import type { IncomingMessage, ServerResponse } from 'node:http'
import { startFakeServer } from '#tests/helpers/fakes/fake_server'

/**
 * A local Discord API for tests: a real HTTP server on 127.0.0.1. Routes are a small table
 * (method, path pattern, handler), so more of Discord's API (the bot's guild, roles and
 * members) can be added next to the webhook routes. `baseUrl` is what DISCORD_API_BASE points
 * at (`http://127.0.0.1:<port>/api`).
 *
 * Webhooks: POST /api/webhooks/:id/:token (also ?wait=true) records the message; `failNext`
 * makes the next posts answer 429 (with `retry_after` and the X-RateLimit-* headers) or a 5xx.
 */

type Params = Record<string, string>
type Handler = (
  request: IncomingMessage & { bodyText: string; url: string },
  params: Params,
  response: ServerResponse
) => void
type Route = { method: string; pattern: RegExp; keys: string[]; handler: Handler }

function route(method: string, path: string, handler: Handler): Route {
  const keys: string[] = []
  const source = path.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key)
    return '([^/]+)'
  })
  return { method, pattern: new RegExp(`^${source}/?$`), keys, handler }
}

function json(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/* ---------------------------------- webhooks ---------------------------------- */

export type WebhookPost = {
  webhookId: string
  token: string
  wait: boolean
  body: any
  at: number
}

export type WebhookFailure =
  { status: 429; retryAfter: number; headerOnly?: boolean } | { status: 500 | 502 | 503 } | { status: 404 }

function webhookState() {
  return { posts: [] as WebhookPost[], attempts: 0, failures: [] as WebhookFailure[] }
}

function webhookRoutes(state: ReturnType<typeof webhookState>): Route[] {
  const execute: Handler = (request, { id, token }, response) => {
    state.attempts++
    const failure = state.failures.shift()
    if (failure?.status === 429) {
      const headers = {
        'X-RateLimit-Limit': '5',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset-After': String(failure.retryAfter),
        'X-RateLimit-Bucket': `webhook-${id}`,
        'Retry-After': String(Math.ceil(failure.retryAfter)),
      }
      const body = failure.headerOnly
        ? { message: 'You are being rate limited.' }
        : { message: 'You are being rate limited.', retry_after: failure.retryAfter, global: false }
      return json(response, 429, body, headers)
    }
    if (failure?.status === 404) return json(response, 404, { message: 'Unknown Webhook', code: 10015 })
    if (failure) return json(response, failure.status, { message: 'Discord is having a moment' })
    const wait = new URL(request.url, 'http://x').searchParams.get('wait') === 'true'
    const body = JSON.parse(request.bodyText || '{}')
    state.posts.push({ webhookId: id, token, wait, body, at: Date.now() })
    const limits = { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '4' }
    if (!wait) {
      response.writeHead(204, limits)
      return response.end()
    }
    json(response, 200, { id: String(state.posts.length), channel_id: '1', ...body }, limits)
  }
  return [route('POST', '/api/webhooks/:id/:token', execute), route('POST', '/api/v10/webhooks/:id/:token', execute)]
}

/* ----------------------------------- server ----------------------------------- */

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>

export async function startFakeDiscord() {
  const webhooks = webhookState()
  const routes: Route[] = [...webhookRoutes(webhooks)]

  const { origin, stop } = await startFakeServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      for (const candidate of routes) {
        const match = candidate.method === request.method && candidate.pattern.exec(path)
        if (!match) continue
        const params = Object.fromEntries(candidate.keys.map((key, i) => [key, match[i + 1]]))
        const enriched = Object.assign(request, { bodyText: Buffer.concat(chunks).toString() })
        return candidate.handler(enriched as never, params, response)
      }
      json(response, 404, { message: '404: Not Found', code: 0 })
    })
  })

  return {
    origin,
    baseUrl: `${origin}/api`,
    /** a webhook URL on this server */
    webhookUrl: (id = '112233445566778899', token = 'fake-token-abcdefghijklmnop') =>
      `${origin}/api/webhooks/${id}/${token}`,
    /** the messages posted to webhooks, in order */
    posts: webhooks.posts,
    /** every webhook call, refused ones included */
    webhookAttempts: () => webhooks.attempts,
    /** the next webhook calls answer these, in order, then posts succeed again */
    failNext: (...failures: WebhookFailure[]) => webhooks.failures.push(...failures),
    /** adds routes (the bot's API) before the catch-all 404 */
    addRoutes: (...more: Route[]) => routes.push(...more),
    close: stop,
  }
}

export { route as discordRoute }
