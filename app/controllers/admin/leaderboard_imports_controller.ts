import type { HttpContext } from '@adonisjs/core/http'
import { importWagerCsv } from '#services/leaderboards/csv_import'

export default class LeaderboardImportsController {
  /** POST /api/leaderboards/{provider}/import (multipart: file, a CSV of username,wagered) */
  async store({ request, params, auth }: HttpContext) {
    const imported = await importWagerCsv(auth.user!.id, params.provider, request.file('file'))
    return { message: `Imported ${imported} entries`, imported }
  }
}
