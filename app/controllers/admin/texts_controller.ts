import type { HttpContext } from '@adonisjs/core/http'
import { resetTextValidator, saveTextValidator } from '#validators/text_overrides'
import { resetTextOverride, saveTextOverride, textsPage } from '#services/i18n/text_overrides'
import { isLocale, type Locale } from '#shared/locales'

/** /admin/texts: the site's texts in every language, the admins' overrides (docs/languages.md) */
export default class TextsController {
  /** `?locale=` (the admin's own language by default) and `?q=` (key or current text) */
  async show({ inertia, request, i18n }: HttpContext) {
    const asked = request.qs().locale
    const locale = (isLocale(asked) ? asked : i18n.locale) as Locale
    const q = request.qs().q
    const search = typeof q === 'string' ? q.slice(0, 200) : ''
    return inertia.render('admin/texts', await textsPage(locale, search))
  }

  async save({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(saveTextValidator)
    return { message: await saveTextOverride(i18n, auth.user!.id, input) }
  }

  async reset({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(resetTextValidator)
    return { message: await resetTextOverride(i18n, auth.user!.id, input) }
  }
}
