import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>

/**
 * The HTTP server under every fake of an outside service: listening on a free port of
 * 127.0.0.1, with its origin, and a `stop` that cuts the open (keep-alive) connections so that
 * closing does not wait for them
 */
export async function startFakeServer(handler: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The whole body of a request to a fake, as text */
export function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}
