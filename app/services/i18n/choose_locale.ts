import type { HttpContext } from '@adonisjs/core/http'
import { LOCALE_COOKIE, type Locale } from '#shared/locales'

/** A guest's choice lasts a year; it is the only cookie a guest ever gets without logging in */
const COOKIE_MAX_AGE = '1y'

/**
 * The visitor picked a language in the footer's menu: a logged-in user's choice is kept on the
 * account (every device, and the mails they get); a guest's in the plain `locale` cookie,
 * which the guest page cache keys on (app/infra/i18n/request_locale.ts).
 */
export async function chooseLocale({ auth, response, i18n }: HttpContext, locale: Locale) {
  const user = auth.user
  if (user) {
    user.locale = locale
    await user.save()
  } else {
    response.plainCookie(LOCALE_COOKIE, locale, {
      encode: false,
      httpOnly: true,
      sameSite: 'lax',
      maxAge: COOKIE_MAX_AGE,
    })
  }
  i18n.switchLocale(locale)
}
