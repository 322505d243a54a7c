import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  knownPublicDataVersion,
  publicDataVersion,
  type PublicDomain,
} from '#infra/live/public_cache'
import { knownSharedPropsVersion, sharedPropsVersion } from '#services/raffles/public_raffles'
import {
  encodedGuestPage,
  findGuestPage,
  guestRequest,
  keepGuestPage,
  type GuestPage,
  type QueryRead,
} from '#http_cache/guest_pages'
import { answerWithEncoded, serializeAnswer } from '#infra/http/text_answer'
import { learnGuestAnswer } from '#http_cache/guest_replies'

/** Headers of a page's render that belong to the page (the rest come from the middleware around it) */
const PAGE_HEADERS = ['content-type', 'vary', 'x-inertia']

/**
 * Serves a public page to guests from app/http_cache/guest_pages.ts: `domains` are the
 * public data the page shows. Visitors who are logged in, or who have flash messages or
 * validation errors waiting in their session, get their own render as before. The answer a
 * guest without cookies gets is also taught to the guest fast path
 * (app/http_cache/guest_fast_path.ts), which replays it ahead of the pipeline. `query`
 * names the query parameters the page's controller reads (see QueryRead): the rest of a query
 * string shares the page's entry.
 */
export default class GuestPageCacheMiddleware {
  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { domains: PublicDomain[]; query?: Record<string, QueryRead> }
  ) {
    if (!this.#isGuestView(ctx)) return next()
    const request = guestRequest(ctx, options.query)
    if (!request) return next()

    // the shared props every page carries (the header's RAFFLES link) are part of its version
    // (read without a store trip while this process holds both: the fast path asks per request)
    const readVersion = async () =>
      `${await publicDataVersion(options.domains)}|${await sharedPropsVersion()}`
    const currentVersion = () => {
      const data = knownPublicDataVersion(options.domains)
      const shared = knownSharedPropsVersion()
      return data !== undefined && shared !== undefined ? `${data}|${shared}` : readVersion()
    }
    const version = await currentVersion()
    const key = `${version}\n${request.key}`
    const send = (page: GuestPage) => {
      learnGuestAnswer(ctx, { key, version, currentVersion, page })
      this.#send(ctx, page)
    }
    const cached = findGuestPage(key)
    if (cached) return send(cached)

    // rendered for the canonical URL: Inertia's page.url, which every guest of the entry gets
    // (the browser shows it), is then never a query string another visitor made up
    if (!request.canonical) this.#renderFor(ctx, request.url)
    await next()
    const { response } = ctx
    if (response.getStatus() !== 200 || !response.content) return
    const answer = serializeAnswer(response.content[0], response.getHeader('Content-Type'))
    if (!answer) return
    const headers: Record<string, string> = {}
    for (const name of PAGE_HEADERS) {
      const value = response.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    send(keepGuestPage(key, { ...answer, headers, nonce: response.nonce }))
  }

  #renderFor({ request }: HttpContext, url: string) {
    const at = url.indexOf('?')
    request.parsedUrl = {
      ...request.parsedUrl,
      pathname: at === -1 ? url : url.slice(0, at),
      query: at === -1 ? '' : url.slice(at + 1),
    }
  }

  #isGuestView({ request, auth, session }: HttpContext) {
    const method = request.method()
    return (method === 'GET' || method === 'HEAD') && !auth.user && session.flashMessages.isEmpty
  }

  #send(ctx: HttpContext, page: GuestPage) {
    for (const [name, value] of Object.entries(page.headers)) ctx.response.header(name, value)
    this.#adoptNonce(ctx, page.nonce)
    answerWithEncoded(ctx, page, (encoding) => encodedGuestPage(page, encoding))
  }

  /** The page's scripts carry the nonce of the render that made it: the CSP header says that one */
  #adoptNonce({ response }: HttpContext, nonce: string | undefined) {
    const current = response.nonce
    if (!nonce || !current || nonce === current) return
    const raw = response.response
    for (const name of ['Content-Security-Policy', 'Content-Security-Policy-Report-Only']) {
      const header = raw.getHeader(name)
      if (typeof header === 'string') {
        raw.setHeader(name, header.replaceAll(`'nonce-${current}'`, `'nonce-${nonce}'`))
      }
    }
    response.nonce = nonce
  }
}
