import { pointsHistory } from '#services/points/history'
import type { Translate } from '#shared/messages'
import type { HttpContext } from '@adonisjs/core/http'
import Purchase from '#models/purchase'
import PurchaseTransformer from '#transformers/purchase_transformer'
import { jsonSerializer } from '#infra/http/json_serializer'
import { changeAvatar, changePassword, setCelsiusUsername } from '#services/accounts/profile'
import { celsiusUsernameValidator, changePasswordValidator } from '#validators/account'
/** The profile dialog's calls */
export default class ProfileController {
  async setAvatar({ auth, request }: HttpContext) {
    const avatar = await changeAvatar(auth.getUserOrFail(), request.file('avatar'))
    return { message: 'success', avatar }
  }

  async changePassword({ auth, request, session }: HttpContext) {
    const input = await request.validateUsing(changePasswordValidator)
    await changePassword(
      auth.getUserOrFail(),
      { current: input.current_password, password: input.password },
      session,
      request.ip()
    )
    return { message: 'success' }
  }

  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(celsiusUsernameValidator)
    await setCelsiusUsername(auth.getUserOrFail(), input.celsius_username)
    return { message: 'success' }
  }

  /** GET /api/user/purchases: the SHOP HISTORY tab, newest first */
  async purchases({ auth }: HttpContext) {
    const purchases = await Purchase.query()
      .where('userId', auth.getUserOrFail().id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
    return {
      purchases: await jsonSerializer.serializeWithoutWrapping(
        PurchaseTransformer.transform(purchases)
      ),
    }
  }

  /** GET /api/user/points-history: the POINTS tab, newest first */
  async pointsHistory({ auth, i18n }: HttpContext) {
    const t: Translate = (key, values) => i18n.t(key, values)
    return { entries: await pointsHistory(auth.getUserOrFail().id, t) }
  }
}
