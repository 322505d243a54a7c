import type { HttpContext } from '@adonisjs/core/http'
import { chooseLocale } from '#services/i18n/choose_locale'
import { localeValidator } from '#validators/locale'

/** The footer's language menu */
export default class LocaleController {
  /** POST /api/locale: { locale } for the account, or the guest's cookie */
  async update(ctx: HttpContext) {
    const { locale } = await ctx.request.validateUsing(localeValidator)
    await chooseLocale(ctx, locale)
    return { message: 'success', locale }
  }
}
