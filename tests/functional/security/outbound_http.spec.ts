import { test } from '@japa/runner'
import { withEnv } from '#tests/helpers/processes/env'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OutboundHttpError, outboundGet, outboundGetJson, outboundRequest } from '#infra/http/outbound'
import { PARTNER_MAX_BYTES } from '#services/leaderboards/partner_api'
import { syncProvider } from '#services/leaderboards/sync_entries'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import LeaderboardSetting from '#models/leaderboard_setting'
import { resetToDemoSite } from '#tests/helpers/database/database'

/** A throwaway HTTP server on 127.0.0.1; `routes` maps a path to its handler */
class LocalServer {
  server!: Server
  routes: Record<string, RequestListener> = {}

  async start() {
    this.server = createServer((req, res) => {
      const handler = this.routes[new URL(req.url!, 'http://x').pathname]
      if (handler) return handler(req, res)
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
  }

  get port() {
    return (this.server.address() as AddressInfo).port
  }

  url(path: string, host = '127.0.0.1') {
    return `http://${host}:${this.port}${path}`
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

/** The error an outbound call failed with (the test fails when it did not fail) */
async function failure(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof OutboundHttpError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

/** A body streamed in 64 KB chunks without a Content-Length, until the client goes away */
const endless: RequestListener = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' })
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', pump)
  }
  pump()
}

test.group('Security / outbound HTTP helper', (group) => {
  const local = new LocalServer()
  group.setup(async () => {
    await local.start()
    local.routes = {
      '/ok': (_req, res) => res.writeHead(200).end('{"hello":"world"}'),
      '/declared-big': (_req, res) => {
        res.writeHead(200, { 'Content-Length': String(3 * 1024 * 1024) })
        res.end(Buffer.alloc(3 * 1024 * 1024))
      },
      '/endless': endless,
      '/slow': () => {}, // never answers
      '/hop': (_req, res) => res.writeHead(302, { Location: '/ok' }).end(),
      '/loop': (_req, res) => res.writeHead(302, { Location: '/loop' }).end(),
      '/elsewhere': (_req, res) => res.writeHead(302, { Location: local.url('/ok', 'localhost') }).end(),
      '/to-file': (_req, res) => res.writeHead(302, { Location: 'file:///etc/passwd' }).end(),
    }
    return async () => {
      await local.stop()
    }
  })

  test('a small JSON answer is read', async ({ assert }) => {
    const response = await outboundGetJson(local.url('/ok'))
    assert.equal(response.status, 200)
    assert.deepEqual(response.json, { hello: 'world' })
  })

  test('a body declared over the cap is refused without reading it', async ({ assert }) => {
    const error = await failure(outboundGet(local.url('/declared-big'), { maxBytes: 1024 * 1024 }))
    assert.equal(error.reason, 'too_large')
    assert.equal(error.message, 'answered more than 1 MB; the response was not read')
  })

  test('a streamed body is cut off as soon as it passes the cap', async ({ assert }) => {
    const started = Date.now()
    const error = await failure(outboundGet(local.url('/endless'), { maxBytes: 256 * 1024, timeoutMs: 5_000 }))
    assert.equal(error.reason, 'too_large')
    assert.isBelow(Date.now() - started, 4_000)
  })

  test('a server that does not answer times out', async ({ assert }) => {
    const started = Date.now()
    const error = await failure(outboundGet(local.url('/slow'), { timeoutMs: 300 }))
    assert.equal(error.reason, 'timeout')
    assert.equal(error.message, 'did not answer within 0.3 s')
    assert.isBelow(Date.now() - started, 3_000)
  })

  test('a redirect on the same host is followed', async ({ assert }) => {
    const response = await outboundGetJson(local.url('/hop'))
    assert.deepEqual(response.json, { hello: 'world' })
    assert.equal(response.url.pathname, '/ok')
  })

  test('a redirect to another host is refused', async ({ assert }) => {
    const error = await failure(outboundGet(local.url('/elsewhere')))
    assert.equal(error.reason, 'redirect')
    assert.equal(error.message, `refused a redirect to another host (localhost:${local.port})`)
  })

  test('a POST or DELETE follows no redirect, even on the same host', async ({ assert }) => {
    for (const method of ['POST', 'DELETE'] as const) {
      const error = await failure(outboundRequest(local.url('/hop'), { method, body: '{}' }))
      assert.equal(error.reason, 'redirect')
      assert.equal(error.message, `refused a redirect of a ${method} request`)
    }
  })

  test('a redirect loop stops after a few hops', async ({ assert }) => {
    const error = await failure(outboundGet(local.url('/loop'), { maxRedirects: 3 }))
    assert.equal(error.message, 'redirected more than 3 times')
  })

  test('{$self} is refused before any request')
    .with(['file:///etc/passwd', 'ftp://127.0.0.1/x', 'data:text/plain,hi', 'not a url'])
    .run(async ({ assert }, url) => {
      const error = await failure(outboundGet(url))
      assert.equal(error.reason, 'url')
    })

  test('a redirect to a non-http scheme is refused', async ({ assert }) => {
    const error = await failure(outboundGet(local.url('/to-file')))
    assert.equal(error.reason, 'url')
    assert.include(error.message, 'only http and https')
  })
})

test.group('Security / partner sync through the outbound helper', (group) => {
  const local = new LocalServer()
  group.setup(async () => {
    await local.start()
    local.routes = {
      '/huge': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(Buffer.alloc(PARTNER_MAX_BYTES + 1024, 0x20))
      },
      '/endless': endless,
      '/elsewhere': (_req, res) => res.writeHead(302, { Location: local.url('/wagers', 'localhost') }).end(),
    }
    return () => local.stop()
  })

  group.each.setup(() => resetToDemoSite())

  test('{0}: the sync fails with "{1}" and keeps the board')
    .with([
      ['/huge', 'xfun API answered more than 5 MB; the response was not read'],
      ['/endless', 'xfun API answered more than 5 MB; the response was not read'],
      ['/elsewhere', 'xfun API refused a redirect to another host (localhost:'],
      ['file:///etc/passwd', 'xfun API refused: only http and https URLs (got file:)'],
    ] as const)
    .run(async ({ assert, cleanup }, [path, message]) => {
      cleanup(withEnv({ LEADERBOARD_XFUN_URL: path.startsWith('/') ? local.url(path) : path }))
      const before = await loadPublicBoard('xfun')
      const result = await syncProvider('xfun')
      assert.equal(result.status, 'failed')
      assert.include((result as { error: string }).error, message)
      const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
      assert.include(setting.lastSyncError!, message)
      const after = await loadPublicBoard('xfun')
      assert.isNotEmpty(after.leaderboard)
      assert.deepEqual(after.leaderboard, before.leaderboard)
    })
})
