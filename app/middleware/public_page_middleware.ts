import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  declaredNames,
  encodedPage,
  entryKey,
  findPage,
  guestPageRequest,
  keepPage,
  type KeptPage,
  type PageRequest,
  type PublicPage,
} from '#http_cache/public_pages'
import { answerWithEncoded, serializeAnswer } from '#infra/http/text_answer'
import { keepLastGood, lastGoodPage, STALE_HEADER } from '#http_cache/stale_pages'
import { isConnectionLost, isDatabaseBusy } from '#infra/db/errors'

/** Headers of a page's render that belong to the page (the rest come from the layers around it) */
const PAGE_HEADERS = ['content-type', 'vary', 'x-inertia']

/**
 * The guest page cache (app/http_cache/public_pages.ts), just inside compression: a GET or
 * HEAD with no cookie and no Authorization header (a guest's: no session, no flash) of a
 * declared public route is answered from memory when the page's data has not changed, else
 * rendered by the rest of the pipeline and kept with the finished answer's headers. A hit
 * usually never gets here: the front layer (app/http_cache/guest_hits.ts) writes it from the
 * same entry under the same key before AdonisJS builds a context.
 *
 * The render sees only the declared query parameters and the canonical URL (so Inertia's
 * page.url is never a query string another guest made up); outside production reading an
 * undeclared one throws, which the walk over every public route in the tests reports.
 */
export default class PublicPageMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const found = guestPageRequest({
      method: request.method(),
      path: request.url(),
      qs: request.qs(),
      header: (name) => request.header(name),
    })
    if (!found) return next()
    const { page, request: pageRequest } = found
    if (!pageRequest) {
      this.#declaredOnly(ctx, page)
      return next()
    }
    let key: string
    try {
      key = await entryKey(page, pageRequest)
    } catch (error) {
      // the data version could not be read: the database is unreachable or busy
      if (!(isConnectionLost(error) || isDatabaseBusy(error))) throw error
      if (this.#sendStale(ctx, pageRequest)) return
      // nothing to fall back on: rendered (not kept), it answers the busy page in the site's style
      this.#declaredOnly(ctx, page, pageRequest)
      return next()
    }
    const kept = findPage(key)
    if (kept) return this.#send(ctx, kept)

    this.#declaredOnly(ctx, page, pageRequest)
    await next()
    const { response } = ctx
    // the render could not read its data (the database unreachable or busy: the busy page)
    if (response.getStatus() === 503 && this.#sendStale(ctx, pageRequest)) return
    if (response.getStatus() !== 200 || !response.content || response.getHeader('set-cookie')) {
      return
    }
    const answer = serializeAnswer(response.content[0], response.getHeader('Content-Type'))
    if (!answer) return
    // the whole answer as it stands (shield's and the render's headers), for the front layer
    const finished: KeptPage['finished'] = {}
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined)
        finished[name] = Array.isArray(value) ? value.map(String) : String(value)
    }
    const entry = keepPage(key, { ...answer, finished })
    keepLastGood(pageRequest, entry)
    this.#send(ctx, entry)
  }

  /** The page's last good answer, as it was, while its data cannot be read (stale_pages.ts) */
  #sendStale(ctx: HttpContext, request: PageRequest) {
    const stale = lastGoodPage(request)
    if (!stale) return false
    ctx.response.removeHeader('Retry-After')
    ctx.response.header(STALE_HEADER, Math.floor((Date.now() - stale.storedAt) / 1000))
    this.#send(ctx, stale)
    return true
  }

  /** The render reads the declared parameters only, for the canonical URL when it is kept */
  #declaredOnly({ request }: HttpContext, page: PublicPage, canonical?: PageRequest) {
    const declared = declaredNames(page)
    let query = Object.fromEntries(Object.entries(request.qs()).filter(([n]) => declared.has(n)))
    if (canonical) {
      query = canonical.query
      const at = canonical.url.indexOf('?')
      request.parsedUrl = {
        ...request.parsedUrl,
        pathname: at === -1 ? canonical.url : canonical.url.slice(0, at),
        query: at === -1 ? '' : canonical.url.slice(at + 1),
      }
    }
    request.updateQs(app.inProduction ? query : strict(query, declared, request.url()))
  }

  #send(ctx: HttpContext, page: KeptPage) {
    for (const name of PAGE_HEADERS) ctx.response.header(name, page.finished[name])
    answerWithEncoded(ctx, page, (encoding) => encodedPage(page, encoding))
  }
}

/** The query object a render gets outside production: reading an undeclared name throws */
function strict(query: Record<string, unknown>, declared: Set<string>, path: string) {
  return new Proxy(query, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !declared.has(name) && !(name in Object.prototype)) {
        throw new Error(
          `${path} reads the query parameter "${name}" its publicPage does not declare`
        )
      }
      return Reflect.get(target, name, receiver)
    },
  })
}
