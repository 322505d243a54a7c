import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import LeaderboardHistory from '#models/leaderboard_history'
import InvalidInputException from '#exceptions/invalid_input_exception'
import { recordAudit } from '#services/audit'
import { dbTimestamp } from '#services/db_time'
import { settingFor } from '#services/leaderboard_settings'
import { deleteStoredImage, ImageRejectedError, storeImage } from '#services/image_upload'
import { LEADERBOARD_SETTINGS_MESSAGES as M } from '#shared/leaderboard_admin'

export const LEADERBOARD_IMAGE_MESSAGES = {
  uploaded: 'Image uploaded successfully',
  noHistory: 'There is no finished Celsius leaderboard to attach a winner image to',
  noHistoryOn: (date: string) => `No Celsius leaderboard ended on ${date}`,
} as const

/**
 * Stores the upload (checked by content), then runs `attach` with its URL in a transaction.
 * Whatever `attach` returns is the image it replaced: removed once the change is committed.
 * If the change fails, the new file is removed instead.
 */
async function replaceImage(
  file: MultipartFile | null,
  attach: (trx: TransactionClientContract, url: string) => Promise<string | null>
) {
  let url: string
  try {
    url = await storeImage(file, 'leaderboards')
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new InvalidInputException(error.message)
    throw error
  }
  let replaced: string | null
  try {
    replaced = await db.transaction((trx) => attach(trx, url))
  } catch (error) {
    await deleteStoredImage(url)
    throw error
  }
  await deleteStoredImage(replaced)
  return url
}

/** The Celsius board's own image (leaderboard_settings.image) */
export async function setLeaderboardImage(actorId: number, file: MultipartFile | null) {
  return replaceImage(file, async (trx, url) => {
    const setting = await settingFor(trx, 'celsius')
    const previous = setting.image
    setting.image = url
    await setting.save()
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.image.update',
      subjectType: 'leaderboard_setting',
      subjectId: setting.id,
      before: { image: previous },
      after: { image: url },
    })
    return previous
  })
}

/** The finished Celsius competition that ended on `date` (UTC day), or the latest one */
async function findCelsiusHistory(date: string | undefined) {
  const query = LeaderboardHistory.query().where('provider', 'celsius').orderBy('end_date', 'desc')
  if (date === undefined) {
    const latest = await query.first()
    if (!latest) throw new InvalidInputException(LEADERBOARD_IMAGE_MESSAGES.noHistory)
    return latest
  }
  const day = DateTime.fromISO(date, { zone: 'utc' })
  if (!day.isValid) throw new InvalidInputException(M.winnerDateFormat)
  const client = db.connection()
  const match = await query
    .where('end_date', '>=', dbTimestamp(client, day.startOf('day')))
    .where('end_date', '<', dbTimestamp(client, day.plus({ days: 1 }).startOf('day')))
    .first()
  if (!match) throw new InvalidInputException(LEADERBOARD_IMAGE_MESSAGES.noHistoryOn(date))
  return match
}

/**
 * The winners image of a finished Celsius competition (leaderboard_histories.winner_image):
 * the one whose end date falls on `date`, or the latest when no date is given.
 */
export async function setWinnerImage(
  actorId: number,
  file: MultipartFile | null,
  date: string | undefined
) {
  const target = await findCelsiusHistory(date)
  return replaceImage(file, async (trx, url) => {
    const history = await LeaderboardHistory.query({ client: trx })
      .where('id', target.id)
      .firstOrFail()
    const previous = history.winnerImage
    history.winnerImage = url
    await history.save()
    await recordAudit(trx, {
      actorId,
      action: 'leaderboard.winner_image.update',
      subjectType: 'leaderboard_history',
      subjectId: history.id,
      before: { winner_image: previous },
      after: { winner_image: url },
    })
    return previous
  })
}
