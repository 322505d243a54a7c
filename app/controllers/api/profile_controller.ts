import type { HttpContext } from '@adonisjs/core/http'
import Purchase from '#models/purchase'
import PurchaseTransformer from '#transformers/purchase_transformer'
import { jsonSerializer } from '#services/json_serializer'
import { ImageRejectedError } from '#services/image_upload'
import { changeAvatar, changePassword, setCelsiusUsername } from '#services/accounts/profile'
import { checkFields } from '#validators/field_errors'
import { celsiusUsernameValidator, changePasswordValidator } from '#validators/account'
import { firstFieldError } from '#shared/accounts'

/** The profile dialog's calls (SPEC section 7): failures answer 422 with a readable message */
export default class ProfileController {
  async setAvatar({ auth, request, response }: HttpContext) {
    try {
      const avatar = await changeAvatar(auth.getUserOrFail(), request.file('avatar'))
      return { message: 'success', avatar }
    } catch (error) {
      if (error instanceof ImageRejectedError)
        return response.unprocessableEntity({ message: error.message })
      throw error
    }
  }

  async changePassword({ auth, request, response, session }: HttpContext) {
    const input = checkFields(await request.tryValidateUsing(changePasswordValidator))
    if (!input.ok) return response.unprocessableEntity({ message: firstFieldError(input.errors) })
    await changePassword(auth.getUserOrFail(), input.data.password, session)
    return { message: 'success' }
  }

  async update({ auth, request, response }: HttpContext) {
    const input = checkFields(await request.tryValidateUsing(celsiusUsernameValidator))
    if (!input.ok) return response.unprocessableEntity({ message: firstFieldError(input.errors) })
    await setCelsiusUsername(auth.getUserOrFail(), input.data.celsius_username)
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
}
