import type { HttpContext } from '@adonisjs/core/http'
import AuditLog from '#models/audit_log'
import AuditLogTransformer from '#transformers/audit_log_transformer'
import { AUDIT_PAGE_SIZE } from '#shared/admin'

/** The audit log, newest first, a page at a time */
export default class AuditController {
  async show({ inertia, request }: HttpContext) {
    const requested = Number.parseInt(String(request.input('page', '1')), 10)
    const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1
    const result = await AuditLog.query()
      .preload('actor')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, AUDIT_PAGE_SIZE)
    return inertia.render('admin/audit', {
      entries: AuditLogTransformer.transform(result.all()),
      page: result.currentPage,
      lastPage: Math.max(result.lastPage, 1),
      total: result.total,
    })
  }
}
