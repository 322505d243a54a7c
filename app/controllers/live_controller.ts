import type { HttpContext } from '@adonisjs/core/http'
import { openLiveStream } from '#infra/live/streams'
import { liveStreamValidator, liveSubscriptionValidator } from '#validators/live'

/**
 * The transmit routes the live-update client calls (paths fixed by @adonisjs/transmit-client).
 * The channels are public and read-only; nothing here reads or writes a session or a row.
 * Every answer goes out on the spot on the Node response (as transmit does for the stream): the
 * session middleware adds its cookie only after the handler, so a guest gets no session cookie.
 */
export default class LiveController {
  async events(ctx: HttpContext) {
    const { uid } = await ctx.request.validateUsing(liveStreamValidator)
    return ctx.response.stream(openLiveStream(ctx, uid))
  }

  /** The stream already hears every public channel (see openLiveStream): only the name is checked */
  async subscribe({ request, response }: HttpContext) {
    await request.validateUsing(liveSubscriptionValidator)
    noContentNow(response)
  }

  async unsubscribe({ request, response }: HttpContext) {
    await request.validateUsing(liveSubscriptionValidator)
    noContentNow(response)
  }
}

function noContentNow(response: HttpContext['response']) {
  response.response.writeHead(204, response.getHeaders()).end()
}
