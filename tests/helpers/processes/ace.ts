import ace from '@adonisjs/core/services/ace'
import type { BaseCommand } from '@adonisjs/core/ace'
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
 * Runs an ace command in process with `argv` (`prepare` may set it up first, e.g. its stdin);
 * answers the command, for command.assertSucceeded() and command.assertLogMatches()
 */
export async function runAceCommand<T extends typeof BaseCommand>(
  command: T,
  argv: string[],
  prepare?: (instance: InstanceType<T>) => void
) {
  const instance = await ace.create(command, argv)
  prepare?.(instance)
  await instance.exec()
  return instance
}

/**
 * Each test of a group of ace commands on a fresh database, with the commands' output kept in
 * memory until the test ends: `group.each.setup(freshDatabaseWithRawAce)`
 */
export async function freshDatabaseWithRawAce() {
  await resetDatabase()
  return captureAceOutput()
}
