import { LeaderboardHistorySchema } from '#database/schema'
import { jsonColumn } from '#models/columns'
import type { Provider } from '#shared/leaderboards'

export type StandingRow = { name: string; wagered: number; prize: number; avatar: string | null }

/** The final standings of a finished period, archived at rollover */
export default class LeaderboardHistory extends LeaderboardHistorySchema {
  declare provider: Provider

  @jsonColumn<StandingRow[]>()
  declare entries: StandingRow[]

  @jsonColumn<StandingRow[]>()
  declare winners: StandingRow[]
}
