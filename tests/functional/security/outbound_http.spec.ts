import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import { withEnv } from '#tests/helpers/processes/env'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import dnsPromises from 'node:dns/promises'
import { syncBuiltinESMExports } from 'node:module'
import { OutboundHttpError, outboundGet, outboundGetJson, outboundRequest } from '#infra/http/outbound'
import { compileAllowedHosts, refusedAddress } from '#infra/http/outbound_hosts'
import { PARTNER_MAX_BYTES } from '#services/leaderboards/partner_api'
import { syncProvider } from '#services/leaderboards/sync_entries'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import LeaderboardSetting from '#models/leaderboard_setting'
import { resetToDemoSite } from '#tests/helpers/database/database'

/** A throwaway HTTP server on 127.0.0.1; `routes` maps a path to its handler */
class LocalServer {
  server!: Server
  routes: Record<string, RequestListener> = {}
  /** connections accepted since the last reset */
  connections = 0

  async start() {
    this.server = createServer((req, res) => {
      const handler = this.routes[new URL(req.url!, 'http://x').pathname]
      if (handler) return handler(req, res)
      res.writeHead(404).end()
    })
    this.server.on('connection', () => this.connections++)
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

/** A LocalServer running while the group runs, answering the `routes` made for it */
function localServerFor(group: Group, routes: (local: LocalServer) => LocalServer['routes']) {
  const local = new LocalServer()
  group.setup(async () => {
    await local.start()
    local.routes = routes(local)
    return () => local.stop()
  })
  return local
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
  const local = localServerFor(group, (server) => ({
    '/ok': (_req, res) => res.writeHead(200).end('{"hello":"world"}'),
    '/declared-big': (_req, res) => {
      res.writeHead(200, { 'Content-Length': String(3 * 1024 * 1024) })
      res.end(Buffer.alloc(3 * 1024 * 1024))
    },
    '/endless': endless,
    '/slow': () => {}, // never answers
    '/hop': (_req, res) => res.writeHead(302, { Location: '/ok' }).end(),
    '/loop': (_req, res) => res.writeHead(302, { Location: '/loop' }).end(),
    '/elsewhere': (_req, res) => res.writeHead(302, { Location: server.url('/ok', 'localhost') }).end(),
    '/to-file': (_req, res) => res.writeHead(302, { Location: 'file:///etc/passwd' }).end(),
  }))

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
  const local = localServerFor(group, (server) => ({
    '/huge': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(Buffer.alloc(PARTNER_MAX_BYTES + 1024, 0x20))
    },
    '/endless': endless,
    '/elsewhere': (_req, res) => res.writeHead(302, { Location: server.url('/wagers', 'localhost') }).end(),
  }))

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

/**
 * Answers `lookup` of the named host with the given addresses in turn (the last one repeats),
 * for the resolver outbound.ts checks with; other names resolve as usual
 */
function fakeDns(host: string, answers: string[]) {
  const real = dnsPromises.lookup
  let call = 0
  dnsPromises.lookup = (async (name: string, options: any) => {
    if (name !== host) return real(name, options)
    const address = answers[Math.min(call++, answers.length - 1)]
    return [{ address, family: address.includes(':') ? 6 : 4 }]
  }) as typeof dnsPromises.lookup
  syncBuiltinESMExports()
  return () => {
    dnsPromises.lookup = real
    syncBuiltinESMExports()
  }
}

test.group('Security / outbound calls reach public addresses only', (group) => {
  const local = localServerFor(group, () => ({
    '/ok': (req, res) => res.writeHead(200).end(JSON.stringify({ host: req.headers.host })),
    '/hop': (_req, res) => res.writeHead(302, { Location: '/ok' }).end(),
  }))
  group.each.setup(() => {
    local.connections = 0
    // nothing allowed, as in production by default
    return withEnv({ OUTBOUND_ALLOW_HOSTS: '' })
  })

  test('{0} is refused as {1} and never connected to')
    .with([
      ['127.0.0.1', '127.0.0.1 is a loopback address'],
      ['2130706433', '127.0.0.1 is a loopback address'],
      ['127.1', '127.0.0.1 is a loopback address'],
      ['0x7f.0.0.1', '127.0.0.1 is a loopback address'],
      ['0177.0.0.1', '127.0.0.1 is a loopback address'],
      ['0.0.0.0', '0.0.0.0 is an unspecified address'],
      ['[::ffff:127.0.0.1]', '::ffff:7f00:1 is 127.0.0.1, a loopback address'],
      ['[::127.0.0.1]', '::7f00:1 is 127.0.0.1, a loopback address'],
      ['localhost', 'localhost is 127.0.0.1, a loopback address'],
    ] as const)
    .run(async ({ assert, cleanup }, [host, message]) => {
      if (host === 'localhost') cleanup(fakeDns('localhost', ['127.0.0.1']))
      const error = await failure(outboundGet(`http://${host}:${local.port}/ok`))
      assert.equal(error.reason, 'address')
      assert.equal(
        error.message,
        `refused ${message}: only public addresses are called (OUTBOUND_ALLOW_HOSTS lets one through)`
      )
      assert.equal(local.connections, 0)
    })

  test('a name that resolves to one refused address among public ones is refused', async ({ assert, cleanup }) => {
    const real = dnsPromises.lookup
    dnsPromises.lookup = (async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]) as any
    syncBuiltinESMExports()
    cleanup(() => {
      dnsPromises.lookup = real
      syncBuiltinESMExports()
    })
    const error = await failure(outboundGet('http://partner.test/ok'))
    assert.equal(error.reason, 'address')
    assert.include(error.message, 'partner.test is 10.0.0.7, a private address')
  })

  test('the cloud metadata address and the other internal ranges are refused: {0}')
    .with([
      ['169.254.169.254', 'link-local'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['fd12:3456::1', 'unique-local'],
      ['fe80::1', 'link-local'],
      ['ff02::1', 'multicast'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:0:7f00:1', 'loopback'],
      ['64:ff9b::a9fe:a9fe', 'link-local'],
      ['2002:c0a8:101::1', 'private'],
    ] as const)
    .run(async ({ assert }, [address, kind]) => {
      assert.equal(refusedAddress(address, address)?.kind, kind)
      const host = address.includes(':') ? `[${address}]` : address
      const error = await failure(outboundGet(`http://${host}/latest/meta-data`, { timeoutMs: 2_000 }))
      assert.equal(error.reason, 'address')
    })

  test('public addresses are not refused: {$self}')
    .with(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1'])
    .run(({ assert }, address) => {
      assert.isNull(refusedAddress(address, address))
    })

  test('OUTBOUND_ALLOW_HOSTS lets a listed address, range or name through', async ({ assert }) => {
    for (const allow of ['127.0.0.1', '127.0.0.0/8', 'partner.test', '::ffff:127.0.0.1/128']) {
      const restore = withEnv({ OUTBOUND_ALLOW_HOSTS: `example.com, ${allow}` })
      const restoreDns = fakeDns('partner.test', ['127.0.0.1'])
      try {
        const host = allow === 'partner.test' ? 'partner.test' : '127.0.0.1'
        const response = await outboundGetJson(`http://${host}:${local.port}/ok`)
        assert.equal(response.status, 200, allow)
      } finally {
        restoreDns()
        restore()
      }
    }
    assert.throws(() => compileAllowedHosts('127.0.0.1, not a host!'), /OUTBOUND_ALLOW_HOSTS: "not a host!"/)
    assert.throws(() => compileAllowedHosts('10.0.0.0/33'), /OUTBOUND_ALLOW_HOSTS: "10.0.0.0\/33"/)
  })

  test('the connection goes to the address that was checked; Host keeps the name', async ({ assert, cleanup }) => {
    cleanup(withEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' }))
    // the checked answer is 127.0.0.1; a later answer (the socket's own lookup) would be 10.0.0.1
    cleanup(fakeDns('rebind.test', ['127.0.0.1', '10.0.0.1']))
    const response = await outboundGetJson(`http://rebind.test:${local.port}/ok`)
    assert.deepEqual(response.json, { host: `rebind.test:${local.port}` })
    assert.equal(local.connections, 1)
  })

  test('every redirect is resolved and checked again', async ({ assert, cleanup }) => {
    cleanup(withEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' }))
    cleanup(fakeDns('rebind.test', ['127.0.0.1', '10.0.0.1']))
    const error = await failure(outboundGet(`http://rebind.test:${local.port}/hop`))
    assert.equal(error.reason, 'address')
    assert.include(error.message, 'rebind.test is 10.0.0.1, a private address')
    assert.equal(local.connections, 1)
  })
})
