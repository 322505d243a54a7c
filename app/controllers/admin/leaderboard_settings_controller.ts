import type { HttpContext } from '@adonisjs/core/http'
import { updateLeaderboardSettingsValidator, winnerImageValidator } from '#validators/leaderboard'
import { updateLeaderboardSettings } from '#services/leaderboards/settings'
import {
  LEADERBOARD_IMAGE_MESSAGES,
  setLeaderboardImage,
  setWinnerImage,
} from '#services/leaderboards/images'
import LeaderboardSettingTransformer from '#transformers/leaderboard_setting_transformer'

/** The admin leaderboard page's JSON calls (docs/product.md#api) */
export default class LeaderboardSettingsController {
  /** PUT /api/leaderboards/settings/{provider}: answers the provider's updated `leaderboard` */
  async update({ request, params, auth }: HttpContext) {
    const changes = await request.validateUsing(updateLeaderboardSettingsValidator)
    const setting = await updateLeaderboardSettings(auth.user!.id, params.provider, changes)
    return {
      message: 'success',
      leaderboard: new LeaderboardSettingTransformer(setting).toObject(),
    }
  }

  /** POST /api/leaderboards/celsius/image (multipart: image) */
  async image({ request, auth, i18n }: HttpContext) {
    const image = await setLeaderboardImage(auth.user!.id, request.file('image'))
    return { message: i18n.t(LEADERBOARD_IMAGE_MESSAGES.uploaded), image }
  }

  /** POST /api/leaderboards/celsius/winner-image (multipart: image, optional date) */
  async winnerImage({ request, auth, i18n }: HttpContext) {
    const { date } = await request.validateUsing(winnerImageValidator)
    const image = await setWinnerImage(auth.user!.id, request.file('image'), date)
    return { message: i18n.t(LEADERBOARD_IMAGE_MESSAGES.uploaded), image }
  }
}
