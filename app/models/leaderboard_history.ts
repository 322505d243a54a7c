import { LeaderboardHistorySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'
import type { Board } from '#shared/leaderboards'

export type StandingRow = { name: string; wagered: number; prize: number; avatar: string | null }

/** The final standings of a finished period, archived at rollover */
export default class LeaderboardHistory extends LeaderboardHistorySchema {
  declare provider: Board

  @jsonColumn<StandingRow[]>()
  declare entries: StandingRow[]

  @jsonColumn<StandingRow[]>()
  declare winners: StandingRow[]

  /** the frozen board's digest (the naming strategy would look for sha_256) */
  @column({ columnName: 'sha256' })
  declare sha256: string | null
}
