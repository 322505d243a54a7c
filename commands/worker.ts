import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import AppCommand from './_app_command.js'

const LEASE = 'scheduler'
const LEASE_TTL_SECONDS = 30
const TICK_MS = 5_000

/**
 * The scheduled-jobs worker. Start one beside the web processes (npm start does); when more
 * are started, a database lease makes exactly one of them run the jobs, and another takes over
 * within 30 s if it dies.
 */
export default class Worker extends AppCommand {
  static commandName = 'worker'
  static description =
    'Run scheduled jobs (chat points accrual, ...) while holding the scheduler lease'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.boolean({ description: 'Run every job once and exit' })
  declare once: boolean

  async run() {
    const { acquireLease, releaseLease } = await import('#infra/scheduler/lease')
    const { SCHEDULED_JOBS } = await import('#start/jobs')
    const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
    const lastRun = new Map<string, number>()

    const tick = async () => {
      if (!(await acquireLease(LEASE, holder, LEASE_TTL_SECONDS))) return
      for (const job of SCHEDULED_JOBS) {
        const due = (lastRun.get(job.name) ?? 0) + job.everySeconds * 1000 <= Date.now()
        if (!due && !this.once) continue
        lastRun.set(job.name, Date.now())
        try {
          const result = await job.run()
          // a frequent job with nothing to do (vault:draw) answers null and logs nothing
          if (result !== null) this.logger.info(`${job.name}: ${JSON.stringify(result)}`)
        } catch (error) {
          this.logger.error(`${job.name} failed: ${(error as Error).message}`)
        }
      }
    }

    if (this.once) {
      await tick()
      await releaseLease(LEASE, holder)
      return this.terminate()
    }

    this.logger.info(`worker ${holder} started`)
    let running = false
    const timer = setInterval(async () => {
      if (running) return
      running = true
      await tick().finally(() => (running = false))
    }, TICK_MS)
    await tick()

    this.app.terminating(async () => {
      clearInterval(timer)
      await releaseLease(LEASE, holder)
    })
  }
}
