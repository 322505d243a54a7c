import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import {
  applyPointsImport,
  exportBalancesCsv,
  previewPointsImport,
} from '#services/points/points_import'
import { requireConfirmation } from '#services/accounts/confirmation'
import { pointsImportValidator } from '#validators/points_import'
import { POINTS_IMPORT_MESSAGES } from '#shared/points_import'

/** Points import and export (owner): docs/operations.md#points-import-and-export */
export default class PointsImportController {
  /**
   * POST /api/admin/points/import (multipart: `file`, `dry_run`): the preview, or (dry_run
   * false, confirmed in the last 15 minutes, the same file previewed in the last 30) the
   * import applied
   */
  async store(ctx: HttpContext) {
    const { file, dry_run: dryRun } = await ctx.request.validateUsing(pointsImportValidator)
    const bytes = await readFile(file.tmpPath!)
    const actorId = ctx.auth.getUserOrFail().id
    if (dryRun !== false)
      return { dry_run: true, preview: await previewPointsImport(actorId, bytes) }
    requireConfirmation(ctx)
    const result = await applyPointsImport(actorId, bytes, file.clientName)
    return { dry_run: false, message: ctx.i18n.t(POINTS_IMPORT_MESSAGES.applied), preview: result }
  }

  /** GET /api/admin/points/export: every balance as CSV */
  async export({ response }: HttpContext) {
    const csv = await exportBalancesCsv()
    const day = new Date().toISOString().slice(0, 10)
    response.header('content-type', 'text/csv; charset=utf-8')
    response.header('content-disposition', `attachment; filename="points-${day}.csv"`)
    response.header('cache-control', 'no-store')
    return csv
  }
}
