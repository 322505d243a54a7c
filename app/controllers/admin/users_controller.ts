import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'

export default class UsersController {
  /** The lookup page; results come from GET /api/user/search/{username} */
  async show({ inertia }: HttpContext) {
    const total = await User.query().count('* as total').firstOrFail()
    return inertia.render('admin/users', { totalUsers: Number(total.$extras.total) })
  }
}
