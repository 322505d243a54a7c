import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardHistory, { type StandingRow } from '#models/leaderboard_history'
import { dbTimestamp } from '#infra/db/time'
import { LEADERBOARD, POINTS_BOARD } from '#shared/leaderboards'
import { prizeForRank } from '#shared/leaderboards'
import { freezeBoard } from '#services/leaderboards/board_record'
import { pointsStandings } from '#services/leaderboards/points_race'

type Ranked = Omit<StandingRow, 'prize'>

/** A partner board's period, ranked by wagered (less any baseline) */
async function rankedWagers(
  trx: TransactionClientContract,
  setting: LeaderboardSetting
): Promise<Ranked[]> {
  const rows = await trx
    .from('leaderboard_entries')
    .where('provider', setting.provider)
    .where('period_start', dbTimestamp(trx, setting.startDate))
    .select('username', 'avatar', 'wagered', 'baseline')
  return rows
    .map((row) => ({
      name: String(row.username),
      avatar: (row.avatar as string | null) ?? null,
      wagered: Math.max(Number(row.wagered) - Number(row.baseline), 0),
    }))
    .sort((a, b) => b.wagered - a.wagered || a.name.localeCompare(b.name))
}

/** The points race's period, ranked by points earned (its score travels as `wagered`) */
async function rankedPoints(
  trx: TransactionClientContract,
  setting: LeaderboardSetting
): Promise<Ranked[]> {
  const rows = await pointsStandings(trx, setting.startDate, setting.endDate)
  return rows.map((row) => ({ name: row.name, avatar: row.avatar, wagered: row.points }))
}

/** The final standings of a setting's current period, with each rank's prize */
export async function finalStandings(
  trx: TransactionClientContract,
  setting: LeaderboardSetting
): Promise<StandingRow[]> {
  const ranked =
    setting.provider === POINTS_BOARD
      ? await rankedPoints(trx, setting)
      : await rankedWagers(trx, setting)
  return ranked.map((row, index) => ({
    ...row,
    prize: prizeForRank(setting.prize, index + 1, setting.prizeSplit ?? undefined),
  }))
}

/**
 * Archives the setting's current period once: a history row per (provider, end date), so a
 * second call for the same period does nothing. A period nobody wagered in leaves no card.
 * The final board is frozen as canonical JSON with its SHA-256 (see board_record).
 */
export async function archivePeriod(trx: TransactionClientContract, setting: LeaderboardSetting) {
  const existing = await LeaderboardHistory.query({ client: trx })
    .where('provider', setting.provider)
    .where('end_date', dbTimestamp(trx, setting.endDate))
    .first()
  if (existing) return null
  const standings = await finalStandings(trx, setting)
  if (standings.length === 0) return null
  const frozen = await freezeBoard(setting, standings, setting.maskUsernames)
  return LeaderboardHistory.create(
    {
      ...frozen,
      provider: setting.provider,
      startDate: setting.startDate,
      endDate: setting.endDate,
      prize: setting.prize,
      entries: standings,
      winners: standings.slice(0, LEADERBOARD.prizedRanks),
    },
    { client: trx }
  )
}
