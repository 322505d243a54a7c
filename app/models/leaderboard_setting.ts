import { LeaderboardSettingSchema } from '#database/schema'
import { jsonColumn } from '#models/columns'
import type { Board } from '#shared/leaderboards'

export default class LeaderboardSetting extends LeaderboardSettingSchema {
  declare provider: Board

  @jsonColumn<number[]>()
  declare prizeSplit: number[] | null
}
