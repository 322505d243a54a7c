import ace from '@adonisjs/core/services/ace'
import { resetDatabase } from '#tests/helpers/database'

/**
 * Each test of a group of ace commands on a fresh database, with the commands' output kept in
 * memory (raw mode, read with `command.logger.getLogs()` or `assertLogMatches`) until the test
 * ends: `group.each.setup(freshDatabaseWithRawAce)`
 */
export async function freshDatabaseWithRawAce() {
  await resetDatabase()
  ace.ui.switchMode('raw')
  return () => ace.ui.switchMode('normal')
}
