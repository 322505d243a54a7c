import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The base of this site's ace commands: each starts the app (config, database, models), and
 * fail() reports why it did nothing and makes it exit 1. Ace's loader skips files whose name
 * starts with _, so this one is not taken for a command.
 */
export default abstract class AppCommand extends BaseCommand {
  static options: CommandOptions = { startApp: true }

  protected fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
