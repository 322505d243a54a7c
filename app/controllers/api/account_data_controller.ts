import type { HttpContext } from '@adonisjs/core/http'
import { deleteAccount } from '#services/accounts/account_data'
import { exportAccountData } from '#services/accounts/account_export'
import { endSession } from '#services/accounts/sessions'
import { deleteAccountValidator } from '#validators/two_factor'

/** Your data, and leaving: the profile's Security tab */
export default class AccountDataController {
  /** GET /api/user/export: the user's own data as a JSON download */
  async export({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await exportAccountData(user)
    const day = data.exported_at.slice(0, 10)
    response.header('content-disposition', `attachment; filename="neonplay-${user.id}-${day}.json"`)
    response.header('cache-control', 'no-store')
    return data
  }

  /** POST /api/user/delete: `{ password, code? }`; logs out afterwards */
  async destroy(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(deleteAccountValidator)
    await deleteAccount(ctx.auth.getUserOrFail(), input, ctx.request.ip())
    await endSession(ctx)
    return { message: ctx.i18n.t('account_rules.account_deleted') }
  }
}
