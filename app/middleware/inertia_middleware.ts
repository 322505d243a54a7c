import { referralLinks, siteContact } from '#config/site'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import CurrentUserTransformer from '#transformers/current_user_transformer'
import { anyRaffleOpen } from '#services/raffles/public_raffles'
import { liveStreams } from '#services/stream/stream_status'
import { abilitiesOf } from '#abilities/matrix'
import { isOAuthConfigured } from '#config/ally'
import { sessionUnreadable } from '#infra/http/session_store'
import { siteLocale } from '#config/i18n'
import type { Locale } from '#shared/locales'
import { heldOverrides } from '#infra/i18n/text_override_store'
import { OVERLAYS_PATH } from '#shared/overlays'
import type { LiveStream } from '#shared/stream'

const NO_STREAMS: LiveStream[] = []

/** An OBS overlay (/overlays/*): a transparent page without the site's header */
function isOverlay(ctx: HttpContext) {
  return ctx.request.url().startsWith(`${OVERLAYS_PATH}/`)
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page gets. A page may render before the session or auth middleware ran
   * (a 404, say), so both may be missing here.
   */
  async share(ctx: HttpContext) {
    const { session, auth } = ctx as Partial<HttpContext>
    const flash = {
      success: session?.flashMessages.get('success') as string | undefined,
      error: session?.flashMessages.get('error') as string | undefined,
    }

    const locale = (ctx.i18n?.locale ?? siteLocale) as Locale
    const texts = heldOverrides(locale)
    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      flash: ctx.inertia.always(flash),
      user: ctx.inertia.always(auth?.user ? CurrentUserTransformer.transform(auth.user) : null),
      /** the staff abilities of the user (app/abilities/matrix.ts); null for guests and users */
      can: ctx.inertia.always(abilitiesOf(auth?.user)),
      site: ctx.inertia.always({
        ...siteContact(),
        referralLinks: referralLinks(),
        /** "Continue with" buttons of the auth dialog, shown for the providers set up */
        socialLogin: {
          discord: isOAuthConfigured('discord'),
          kick: isOAuthConfigured('kick'),
          twitch: isOAuthConfigured('twitch'),
        },
      }),
      /** the language of the page (<html lang>, every text, dates and numbers) */
      locale: ctx.inertia.always(locale),
      /**
       * the admins' wording of catalog texts in this language (/admin/texts); undefined (left
       * out of the page's JSON) when there is none
       */
      texts: ctx.inertia.always(texts),
      /** the header's RAFFLES link; part of every guest page's version (raffles/live.ts) */
      // an error page rendered while the database is busy still renders (without the link)
      rafflesOpen: ctx.inertia.always(await anyRaffleOpen().catch(() => false)),
      /**
       * the header's LIVE badge: the streams live now (the `stream` domain, held in memory per
       * generation; part of every guest page's version); undefined (left out) on the overlays,
       * which have no header
       */
      liveStreams: ctx.inertia.always(
        isOverlay(ctx) ? undefined : await liveStreams().catch(() => NO_STREAMS)
      ),
      /** only when the session store could not be read: the page is a guest's, with a banner */
      ...(sessionUnreadable(ctx) ? { accountsUnavailable: ctx.inertia.always(true) } : {}),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
