import type { HttpContext } from '@adonisjs/core/http'
import { publicSchedule, saveSchedule } from '#services/schedule/schedule_store'
import { scheduleValidator } from '#validators/schedule'

/** /admin/schedule: the weekly streams and the exceptions (docs/product.md#schedule) */
export default class ScheduleController {
  async show({ inertia }: HttpContext) {
    const { timeZone, weekly, exceptions } = await publicSchedule()
    return inertia.render('admin/schedule', { schedule: { timeZone, weekly, exceptions } })
  }

  async update({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(scheduleValidator)
    return saveSchedule(i18n, auth.user!.id, input)
  }
}
