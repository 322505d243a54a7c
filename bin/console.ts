import { prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import { createIgnitor } from './ignitor.js'

/**
 * How long a finished command may take to let go of its connections before it is made to exit
 * (a clean command exits at once: the timer below does not hold the process)
 */
const EXIT_GRACE_MS = 3_000

const argv = process.argv.slice(2)
let app: ApplicationService | undefined
let finished = false

/** Whether the command being run is one that keeps running until stopped (`node ace worker`) */
async function staysAlive() {
  if (!app?.container.hasBinding('ace')) return false
  const kernel = await app.container.make('ace')
  return Boolean(kernel.getMainCommand()?.staysAlive)
}

/**
 * Every command but the long-running ones (`worker`, `serve`, `test`, `repl`) ends its process
 * when its work is done. The app has terminated by then (providers close their connections);
 * should anything still hold the event loop (a socket a provider opened and never closed, a
 * timer), the command says what and exits anyway, with its own exit code, instead of hanging.
 */
async function exitWhenDone() {
  finished = true
  if (await staysAlive()) return
  setTimeout(() => {
    const held = process
      .getActiveResourcesInfo()
      .filter((name) => name !== 'TTYWrap' && name !== 'PipeWrap')
    process.stderr.write(
      `node ace ${argv[0] ?? ''}: done, but still held open by ${held.join(', ')}; exiting\n`
    )
    process.exit()
  }, EXIT_GRACE_MS).unref()
}

createIgnitor({
  // SIGTERM stops any command: the app terminates (the worker releases its lease, providers
  // close their connections), then the process exits; 143 (128 + SIGTERM) when the command was
  // cut short, its own exit code when it had finished or runs until stopped
  onTerminatedBySigterm: () => {
    void staysAlive().then((longRunning) => {
      if (!finished && !longRunning) process.exitCode = 143
      process.exit()
    })
  },
})
  .tap((created) => (app = created))
  .ace()
  .handle(argv)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
  .finally(exitWhenDone)
