import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { Socket } from 'node:net'

/**
 * Takes a live-update stream's connection away from node:http once its head is written, as
 * node:http does itself for an `Upgrade` request: the request, the response, the server's
 * per-connection state and the pooled HTTP parser are released, and the socket is all that
 * is left. An open response keeps the parser (a native object with room for 32 header pairs)
 * and the server's listeners, state and objects alive for the stream's whole life:
 * `node scripts/bench/stream_memory.mjs` measured 12.8 KB RSS (4.9 KB heap) per open stream
 * held as a response, 5 KB (2 KB heap) taken over, at 10,000 streams after a full collection.
 *
 * It uses node:http's own release (`freeParser` from `_http_common`, what its upgrade path
 * calls) and removes the listeners its server put on the socket, found by name; it first
 * checks that the connection looks as expected (the Node version's listeners, parser and
 * message), and says no otherwise, so the caller keeps the response open as before: a Node
 * release that changes those internals costs memory, never a broken stream
 * (tests/functional/live/live_updates.spec.ts checks that this Node is taken over).
 */
type FreeParser = (parser: unknown, req: IncomingMessage, socket: Socket) => void
const { freeParser } = createRequire(import.meta.url)('_http_common') as {
  freeParser?: FreeParser
}

type HttpSocket = Socket & { parser?: { incoming?: unknown } | null; _httpMessage?: unknown }

/** The listeners node:http's server puts on a connection's socket (lib/_http_server.js) */
const SERVER_LISTENERS: Record<string, string[]> = {
  close: ['bound socketOnClose', 'onServerResponseClose'],
  error: ['socketOnError'],
  drain: ['bound socketOnDrain'],
  data: ['bound socketOnData'],
  end: ['bound socketOnEnd'],
  timeout: ['socketOnTimeout'],
  resume: ['onSocketResume'],
  pause: ['onSocketPause'],
}

/** Whether this request's connection can be taken over (a Node whose internals are as expected) */
export function canTakeOver(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket as HttpSocket
  const named = (event: string) => socket.listeners(event).map((listener) => listener.name)
  return (
    typeof freeParser === 'function' &&
    typeof res.detachSocket === 'function' &&
    socket.parser?.incoming === req &&
    socket._httpMessage === res &&
    named('data').join() === 'bound socketOnData' &&
    named('close').includes('bound socketOnClose')
  )
}

/** A taken-over socket: the peer's bytes are read and dropped; its end or an error closes it */
function dropInput(this: Socket) {
  this.destroy()
}

/**
 * Releases node:http's hold on the connection. Called once the head is written; the release
 * itself waits for the parser to finish the read that brought the request (it is still
 * running when the request listener is called), as node:http's upgrade path does.
 */
export function takeOver(req: IncomingMessage, res: ServerResponse) {
  process.nextTick(release, req, res)
}

function release(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket as HttpSocket
  const parser = socket.parser
  res.detachSocket(socket)
  for (const [event, names] of Object.entries(SERVER_LISTENERS)) {
    for (const listener of socket.listeners(event)) {
      if (names.includes(listener.name)) socket.removeListener(event, listener as () => void)
    }
  }
  if (parser) freeParser!(parser, req, socket)
  socket.on('end', dropInput)
  socket.on('error', dropInput)
  socket.resume()
}
