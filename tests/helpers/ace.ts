import ace from '@adonisjs/core/services/ace'

/**
 * Ace commands keep their output in memory (command.assertLogMatches, command.logger.getLogs())
 * instead of printing it, until the returned function switches printing back (a setup cleanup)
 */
export function captureAceOutput() {
  ace.ui.switchMode('raw')
  return () => ace.ui.switchMode('normal')
}
