import { LeaderboardEntrySchema } from '#database/schema'
import type { Provider } from '#shared/leaderboards'

export default class LeaderboardEntry extends LeaderboardEntrySchema {
  declare provider: Provider
}
