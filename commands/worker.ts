import { flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import AppCommand from './_app_command.js'

const TICK_MS = 5_000

/**
 * The scheduled-jobs worker. Start one beside the web processes (npm start does); when more
 * are started (on this machine or others sharing the database or Redis), the scheduler lease
 * (app/infra/scheduler/scheduler.ts) makes exactly one of them run the jobs, and another takes
 * over within 15 s if it dies.
 */
export default class Worker extends AppCommand {
  static commandName = 'worker'
  static description =
    'Run scheduled jobs (chat points accrual, ...) while holding the scheduler lease'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.boolean({ description: 'Run every job once and exit' })
  declare once: boolean

  async run() {
    const { Scheduler } = await import('#infra/scheduler/scheduler')
    const { SCHEDULED_JOBS } = await import('#start/jobs')
    const { default: locks } = await import('@adonisjs/lock/services/main')
    const log = {
      info: (message: string) => this.logger.info(message),
      warn: (message: string) => this.logger.warning(message),
      error: (message: string) => this.logger.error(message),
    }
    const scheduler = new Scheduler({ jobs: SCHEDULED_JOBS, locks, log })

    if (this.once) {
      await scheduler.tick({ all: true })
      await scheduler.release()
      return this.terminate()
    }

    this.logger.info(`worker ${scheduler.owner} started`)
    let running = false
    const tick = async () => {
      if (running) return
      running = true
      await scheduler.tick().finally(() => (running = false))
    }
    const timer = setInterval(tick, TICK_MS)
    await tick()

    this.app.terminating(async () => {
      clearInterval(timer)
      await scheduler.release()
    })
  }
}
