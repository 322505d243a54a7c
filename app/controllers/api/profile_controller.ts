import { pointsHistory } from '#services/points/history'
import type { HttpContext } from '@adonisjs/core/http'
import Purchase from '#models/purchase'
import PurchaseTransformer from '#transformers/purchase_transformer'
import { jsonSerializer } from '#infra/http/json_serializer'
import { changeAvatar, changePassword, setCelsiusUsername } from '#services/accounts/profile'
import { celsiusUsernameValidator, changePasswordValidator } from '#validators/account'
import { refusalsWorded, type DialogWording } from '#exceptions/dialog_refusal'
import { ERROR_CODES } from '#shared/errors'

/** The profile dialog reads `message` only */
const messageOnly: DialogWording = (refusal) => ({
  status: refusal.status,
  body: { message: refusal.text },
})

/**
 * The password form shows `message` and marks the current-password field when `error` says
 * the refusal is about it (missing, wrong, or no password at all).
 */
const passwordWording: DialogWording = (refusal) => ({
  status: refusal.status,
  body: {
    message: refusal.text,
    error: refusal.errors?.current_password ? ERROR_CODES.currentPassword : refusal.code,
  },
})

/** The profile dialog's calls: failures answer 422 with a readable `message` */
export default class ProfileController {
  @refusalsWorded(messageOnly)
  async setAvatar({ auth, request }: HttpContext) {
    const avatar = await changeAvatar(auth.getUserOrFail(), request.file('avatar'))
    return { message: 'success', avatar }
  }

  @refusalsWorded(passwordWording)
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

  @refusalsWorded(messageOnly)
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
  async pointsHistory({ auth }: HttpContext) {
    return { entries: await pointsHistory(auth.getUserOrFail().id) }
  }
}
