import { createServer, connect, type AddressInfo, type Socket } from 'node:net'

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>

/**
 * A TCP proxy on a free port of 127.0.0.1 to a backing service (PostgreSQL, Redis), for
 * outage drills: `cut()` resets every connection and each new one; `stall()` drops the open
 * connections, then accepts new ones and holds them without an answer; `silence()` keeps the
 * open connections but carries nothing either way (a network partition: no reset, no answer)
 * and holds new ones; `restore()` forwards again, the held and silenced connections included
 * (what they sent meanwhile arrives then).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'cut' | 'stall' = 'forward'
  const pairs = new Set<{ client: Socket; upstream: Socket }>()
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const dropAll = () => sockets.forEach((socket) => socket.destroy())
  const held = new Set<Socket>()

  const forward = (client: Socket) => {
    const upstream = connect(target.port, target.host)
    track(upstream)
    const pair = { client, upstream }
    pairs.add(pair)
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => {
      pairs.delete(pair)
      client.destroy()
    })
  }
  const silenced = new Set<{ client: Socket; upstream: Socket }>()

  const server = createServer((client) => {
    track(client)
    if (mode === 'cut') return client.resetAndDestroy()
    if (mode === 'forward') return forward(client)
    client.pause()
    held.add(client)
    client.on('close', () => held.delete(client))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      mode = 'cut'
      dropAll()
    },
    stall: () => {
      mode = 'stall'
      dropAll()
    },
    silence: () => {
      mode = 'stall'
      for (const pair of pairs) {
        pair.client.unpipe(pair.upstream)
        pair.upstream.unpipe(pair.client)
        pair.client.pause()
        pair.upstream.pause()
        silenced.add(pair)
      }
    },
    restore: () => {
      mode = 'forward'
      for (const client of held) forward(client)
      held.clear()
      for (const { client, upstream } of silenced) client.pipe(upstream).pipe(client)
      silenced.clear()
    },
    stop: () => {
      dropAll()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
