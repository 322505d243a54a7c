import { createServer, connect, type AddressInfo, type Socket } from 'node:net'

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>

/**
 * A TCP proxy on a free port of 127.0.0.1 to a backing service (PostgreSQL, Redis), for
 * outage drills: `cut()` resets every connection and each new one; `stall()` drops the open
 * connections, then accepts new ones and holds them without an answer; `restore()` forwards
 * again, the held connections included (what they sent meanwhile arrives then).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'cut' | 'stall' = 'forward'
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
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  }

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
    restore: () => {
      mode = 'forward'
      for (const client of held) forward(client)
      held.clear()
    },
    stop: () => {
      dropAll()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
