import AppCommand from './_app_command.js'

/** Credits chat points for every closed 10-minute window not credited yet (idempotent) */
export default class PointsAccrue extends AppCommand {
  static commandName = 'points:accrue'
  static description = 'Credit chat-activity points for closed 10-minute windows'

  async run() {
    const { accrueClosedWindows } = await import('#services/chat_points/accrue_points')
    const { windows, credited } = await accrueClosedWindows()
    this.logger.success(`${windows} window(s) closed, ${credited} credit(s) of points`)
  }
}
