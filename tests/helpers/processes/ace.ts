import ace from '@adonisjs/core/services/ace'
import { resetDatabase } from '#tests/helpers/database/database'

/**
 * Ace commands keep their output in memory (command.assertLogMatches, command.logger.getLogs())
 * instead of printing it, until the returned function switches printing back (a setup cleanup)
 */
export function captureAceOutput() {
  ace.ui.switchMode('raw')
  return () => ace.ui.switchMode('normal')
}

/**
 * Each test of a group of ace commands on a fresh database, with the commands' output kept in
 * memory until the test ends: `group.each.setup(freshDatabaseWithRawAce)`
 */
export async function freshDatabaseWithRawAce() {
  await resetDatabase()
  return captureAceOutput()
}
