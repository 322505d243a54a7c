import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import AdminUserTransformer from '#transformers/admin_user_transformer'
import { adjustPointsByAdmin, searchUsers, updateUserByAdmin } from '#services/accounts/user_admin'
import { accrualHistory } from '#services/chat_points/accrual_history'
import {
  adminUserUpdateValidator,
  pointAdjustmentValidator,
  roleValidator,
} from '#validators/admin_users'
import { setRole } from '#services/accounts/staff_roles'

const asJson = (user: User) => new AdminUserTransformer(user).toObject()

export default class UsersController {
  /** The lookup page; results come from GET /api/user/search/{username} */
  async show({ inertia }: HttpContext) {
    const total = await User.query().count('* as total').firstOrFail()
    return inertia.render('admin/users', { totalUsers: Number(total.$extras.total) })
  }

  /** GET /api/user/search/{username}: a list of matching users */
  async search({ params }: HttpContext) {
    const users = await searchUsers(String(params.username ?? ''))
    return users.map(asJson)
  }

  /** PUT /api/admin/users/{id}: the username */
  async update({ auth, params, request }: HttpContext) {
    const changes = await request.validateUsing(adminUserUpdateValidator)
    const user = await updateUserByAdmin(auth.getUserOrFail().id, Number(params.id), changes)
    return { message: 'success', user: asJson(user) }
  }

  /** PUT /api/admin/users/{id}/role: owner, admin, moderator or user (owners only) */
  async setRole({ auth, params, request }: HttpContext) {
    const { role } = await request.validateUsing(roleValidator)
    const { user } = await setRole(auth.getUserOrFail().id, Number(params.id), role)
    return { message: 'success', user: asJson(user) }
  }

  /** POST /api/admin/users/{id}/points: a hand adjustment through the ledger */
  async adjustPoints({ auth, params, request }: HttpContext) {
    const adjustment = await request.validateUsing(pointAdjustmentValidator)
    const user = await adjustPointsByAdmin(auth.getUserOrFail().id, Number(params.id), adjustment)
    return { message: 'success', user: asJson(user) }
  }

  /** GET /api/admin/users/{id}/accruals: the user's chat accruals with their windows */
  async accruals({ params }: HttpContext) {
    return { accruals: await accrualHistory(Number(params.id)) }
  }
}
