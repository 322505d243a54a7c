import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import { requestLocale } from '#infra/i18n/request_locale'
import { syncTextOverrides } from '#services/i18n/text_overrides'

/**
 * The request's language (`ctx.i18n`), from the guest's choice or browser
 * (app/infra/i18n/request_locale.ts); silent auth switches it to a logged-in user's own. A
 * server middleware, so error pages and kept guest pages speak it too. VineJS reads it for its
 * messages (app/infra/i18n/catalog_messages.ts).
 */
export default class LocaleMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // the admins' overrides (/admin/texts) as they are now: free unless one changed since
    await syncTextOverrides().catch((error) => logger.warn({ err: error }, 'text overrides'))
    ctx.i18n = i18nManager.locale(requestLocale((name) => ctx.request.header(name)))
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    // the views' `t` (the layout's meta description) reads the template state's `i18n`
    ctx.view.share({ i18n: ctx.i18n })
    // a guest's page is in the browser's language unless they chose one (the cookie)
    ctx.response.vary('Accept-Language')
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
