import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Credits chat points for every closed 10-minute window not credited yet (idempotent) */
export default class PointsAccrue extends BaseCommand {
  static commandName = 'points:accrue'
  static description = 'Credit chat-activity points for closed 10-minute windows'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { accrueClosedWindows } = await import('#services/chat_points/accrue_points')
    const result = await accrueClosedWindows()
    this.logger.success(
      `${result.windows} window(s) closed, ${result.credited} credit(s) of points`
    )
  }
}
