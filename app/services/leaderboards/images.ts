import { publicTransaction } from '#infra/live/public_cache'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import LeaderboardHistory from '#models/leaderboard_history'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { settingFor } from '#services/leaderboards/settings'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'

export const LEADERBOARD_IMAGE_MESSAGES = {
  uploaded: 'leaderboard_rules.image_uploaded',
  noHistory: 'leaderboard_rules.image_no_history',
  /** `{ date }` */
  noHistoryOn: 'leaderboard_rules.image_no_history_on',
} as const satisfies Record<string, MessageKey>

type ImageAudit = { actorId: number; action: string; subjectType: string; field: string }

/**
 * Stores the upload (checked by content), then in one transaction lets `attach` put its URL
 * on a row (answering the row's id and the image it replaced) and audits the change. The
 * replaced image is removed once committed; if the change fails, the new file is removed.
 */
async function replaceImage(
  file: MultipartFile | null,
  audit: ImageAudit,
  attach: (
    trx: TransactionClientContract,
    url: string
  ) => Promise<{ subjectId: number; previous: string | null }>
) {
  const url = await storeImage(file, 'leaderboards')
  let replaced: string | null
  try {
    replaced = await publicTransaction(['boards'], async (trx) => {
      const { subjectId, previous } = await attach(trx, url)
      await recordAudit(trx, {
        actorId: audit.actorId,
        action: audit.action,
        subjectType: audit.subjectType,
        subjectId,
        before: { [audit.field]: previous },
        after: { [audit.field]: url },
      })
      return previous
    })
  } catch (error) {
    await deleteStoredImage(url)
    throw error
  }
  await deleteStoredImage(replaced)
  return url
}

const SETTING_IMAGE = {
  action: 'leaderboard.image.update',
  subjectType: 'leaderboard_setting',
  field: 'image',
}
const WINNER_IMAGE = {
  action: 'leaderboard.winner_image.update',
  subjectType: 'leaderboard_history',
  field: 'winner_image',
}

/** The Celsius board's own image (leaderboard_settings.image) */
export async function setLeaderboardImage(actorId: number, file: MultipartFile | null) {
  return replaceImage(file, { actorId, ...SETTING_IMAGE }, async (trx, url) => {
    const setting = await settingFor(trx, 'celsius')
    const previous = setting.image
    setting.image = url
    await setting.save()
    return { subjectId: setting.id, previous }
  })
}

/**
 * The finished Celsius competition that ended on `date` (a UTC day the validator checked),
 * or the latest one
 */
async function findCelsiusHistory(date: string | undefined) {
  const query = LeaderboardHistory.query().where('provider', 'celsius').orderBy('end_date', 'desc')
  if (date === undefined) {
    const latest = await query.first()
    if (!latest)
      throw new ActionRefusedException(
        ERROR_CODES.invalidState,
        LEADERBOARD_IMAGE_MESSAGES.noHistory
      )
    return latest
  }
  const day = DateTime.fromISO(date, { zone: 'utc' })
  const client = db.connection()
  const match = await query
    .where('end_date', '>=', dbTimestamp(client, day.startOf('day')))
    .where('end_date', '<', dbTimestamp(client, day.plus({ days: 1 }).startOf('day')))
    .first()
  if (!match)
    throw new ActionRefusedException(ERROR_CODES.invalidState, {
      key: LEADERBOARD_IMAGE_MESSAGES.noHistoryOn,
      values: { date },
    })
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
  return replaceImage(file, { actorId, ...WINNER_IMAGE }, async (trx, url) => {
    const history = await LeaderboardHistory.query({ client: trx })
      .where('id', target.id)
      .firstOrFail()
    const previous = history.winnerImage
    history.winnerImage = url
    await history.save()
    return { subjectId: history.id, previous }
  })
}
