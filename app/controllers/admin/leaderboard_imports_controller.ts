import type { HttpContext } from '@adonisjs/core/http'
import { importWagerCsv } from '#services/leaderboards/csv_import'
import { wagerCsvValidator } from '#validators/leaderboard'

export default class LeaderboardImportsController {
  /** POST /api/leaderboards/{provider}/import (multipart: file, a CSV of username,wagered) */
  async store({ request, params, auth, i18n }: HttpContext) {
    const { file } = await request.validateUsing(wagerCsvValidator)
    const imported = await importWagerCsv(auth.user!.id, params.provider, file)
    return { message: i18n.t('leaderboard_rules.imported', { count: imported }), imported }
  }
}
