import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import transmit from '@adonisjs/transmit/services/main'
import { LIVE_CHANNELS } from '#shared/live'

/**
 * The event stream of one open page. Every stream hears every public channel from the start
 * (there are six, and a message is a few bytes): the client's subscribe request then needs no
 * state on the server, which matters with several web processes, where node:cluster may hand
 * the subscribe request to another process than the one holding the stream. The client drops
 * the messages of channels it did not subscribe to.
 */
export function openLiveStream(ctx: HttpContext, uid: string) {
  const stream = transmit.createStream({
    uid,
    context: ctx,
    request: ctx.request.request,
    response: ctx.response.response,
    injectResponseHeaders: ctx.response.getHeaders(),
  })
  // An ended stream stays among transmit's subscribers until its response closes: a ping or a
  // broadcast in between is a write after end, whose 'error' event, unheard, would crash the
  // process. The stream is going away anyway, so that error is expected and dropped.
  stream.on('error', ignoreWriteAfterEnd)
  for (const channel of LIVE_CHANNELS) {
    void transmit.subscribe({ uid, channel, context: ctx, skipAuthorization: true })
  }
  return stream
}

function ignoreWriteAfterEnd(error: NodeJS.ErrnoException) {
  if (error.code !== 'ERR_STREAM_WRITE_AFTER_END') throw error
}

/**
 * Ends every open stream, so that a SIGTERM's drain (which waits for the requests in flight)
 * does not wait forever for pages that never hang up; their EventSource reconnects to another
 * process.
 */
export function endLiveStreams() {
  for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
}

/**
 * The HTTP server's own terminating hook (registered when it starts listening) closes it and
 * waits for the requests in flight; hooks run in reverse order, so this one, registered after
 * it, ends the streams first.
 */
export async function endLiveStreamsOnShutdown() {
  const emitter = await app.container.make('emitter')
  emitter.on('http:server_ready', () => app.terminating(endLiveStreams))
}
