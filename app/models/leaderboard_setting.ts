import { LeaderboardSettingSchema } from '#database/schema'
import { booleanColumn, jsonColumn } from '#models/columns'
import type { Board } from '#shared/leaderboards'

export default class LeaderboardSetting extends LeaderboardSettingSchema {
  declare provider: Board

  @booleanColumn()
  declare enabled: boolean

  @booleanColumn()
  declare autoRestart: boolean

  @booleanColumn()
  declare maskUsernames: boolean

  @jsonColumn<number[]>()
  declare prizeSplit: number[] | null
}
