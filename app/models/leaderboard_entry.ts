import { LeaderboardEntrySchema } from '#database/schema'
import { numberColumn } from '#models/columns'
import type { Provider } from '#shared/leaderboards'

export default class LeaderboardEntry extends LeaderboardEntrySchema {
  declare provider: Provider

  @numberColumn()
  declare wagered: number

  @numberColumn()
  declare baseline: number
}
