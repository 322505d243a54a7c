import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { errors } from '@adonisjs/lock'
import type { LockService } from '@adonisjs/lock/types'

/**
 * A scheduled job: an async function that is safe to run again (idempotent), since a worker may
 * stop at any moment. `signal` aborts when the worker loses its lease: a long job checks it
 * between steps (`signal.throwIfAborted()`) and stops there.
 */
export type ScheduledJob = {
  name: string
  everySeconds: number
  run: (signal?: AbortSignal) => Promise<unknown>
}

/** What takes locks: the lock manager (@adonisjs/lock/services/main) or one of its stores */
export type LockMaker = Pick<LockService, 'restoreLock'>
type Lock = ReturnType<LockMaker['restoreLock']>

export type SchedulerLog = {
  info: (message: string) => void
  warn: (message: string) => void
  error: (message: string) => void
}

/** One tick: whether this worker held the lease, the jobs it finished, the one it stopped */
export type TickReport = { held: boolean; ran: string[]; stopped?: string }

/** The key of the lease every worker competes for */
export const SCHEDULER_LEASE = 'scheduler'
/** The lease lasts 15 s unless renewed: a worker killed mid-job is replaced within that */
export const LEASE_TTL_MS = 15_000

export class LeaseLostError extends Error {
  constructor(job: string) {
    super(`the scheduler lease was lost while ${job} ran`)
  }
}

/**
 * The worker's scheduler. Whoever holds the lease (an @adonisjs/lock lock, in Redis or the
 * database, shared by every worker of every machine) runs the due jobs, one after the other;
 * the others wait. The lease's TTL is shorter than a long job: while a job runs it is extended
 * every third of the TTL, and a worker whose extension is refused (another took the lease after
 * it expired) or that cannot reach the store until its lease is about to expire aborts the
 * job's signal and runs nothing more until it holds the lease again. So at most one worker runs
 * a job at a time, and a killed worker's jobs resume on the next holder once its lease expires.
 */
export class Scheduler {
  readonly #jobs: ScheduledJob[]
  readonly #lock: Lock
  readonly #log: SchedulerLog
  readonly #renewEveryMs: number
  readonly #lastRun = new Map<string, number>()
  #held = false

  constructor(options: {
    jobs: ScheduledJob[]
    locks: LockMaker
    log: SchedulerLog
    ttlMs?: number
    renewEveryMs?: number
  }) {
    const ttlMs = options.ttlMs ?? LEASE_TTL_MS
    this.#jobs = options.jobs
    this.#log = options.log
    // the owner names the machine and process, for whoever looks at the store (locks table, Redis)
    const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
    this.#lock = options.locks.restoreLock({
      key: SCHEDULER_LEASE,
      owner,
      ttl: ttlMs,
      expirationTime: null,
    })
    this.#renewEveryMs = options.renewEveryMs ?? Math.floor(ttlMs / 3)
  }

  /** This worker's name in the lock store */
  get owner() {
    return this.#lock.getOwner()
  }

  get holdsLease() {
    return this.#held
  }

  /**
   * Takes the lease (or renews it), then runs each due job (every job with `all`), in order,
   * stopping at the first one during which the lease is lost
   */
  async tick(options: { all?: boolean } = {}): Promise<TickReport> {
    if (!(await this.#takeOrRenew())) return { held: false, ran: [] }
    const ran: string[] = []
    for (const job of this.#jobs) {
      const due = (this.#lastRun.get(job.name) ?? 0) + job.everySeconds * 1000 <= Date.now()
      if (!due && !options.all) continue
      this.#lastRun.set(job.name, Date.now())
      if ((await this.#runHoldingLease(job)) === 'lost') {
        return { held: false, ran, stopped: job.name }
      }
      ran.push(job.name)
    }
    return { held: true, ran }
  }

  /** Gives the lease back (the worker stops), so another takes over at once */
  async release() {
    if (!this.#held) return
    this.#held = false
    await this.#lock.release().catch(() => {})
  }

  async #takeOrRenew() {
    if (this.#held) return (await this.#renew()) === 'kept'
    try {
      this.#held = await this.#lock.acquireImmediately()
    } catch (error) {
      this.#log.warn(`scheduler lease unavailable: ${(error as Error).message}`)
    }
    return this.#held
  }

  /**
   * Extends the lease. Refused: another worker holds it. The store unreachable: kept while the
   * lease has more than one renewal period left, lost after (it may expire before the next try).
   */
  async #renew(): Promise<'kept' | 'lost'> {
    try {
      await this.#lock.extend()
      return 'kept'
    } catch (error) {
      const refused = error instanceof errors.E_LOCK_NOT_OWNED
      if (!refused && (this.#lock.getRemainingTime() ?? 0) > this.#renewEveryMs) return 'kept'
      this.#held = false
      return 'lost'
    }
  }

  async #runHoldingLease(job: ScheduledJob): Promise<'done' | 'lost'> {
    const controller = new AbortController()
    let renewing = false
    const heartbeat = setInterval(async () => {
      if (renewing || controller.signal.aborted) return
      renewing = true
      if ((await this.#renew()) === 'lost') controller.abort(new LeaseLostError(job.name))
      renewing = false
    }, this.#renewEveryMs)
    try {
      const result = await job.run(controller.signal)
      // a frequent job with nothing to do (vault:draw) answers null and logs nothing
      if (result !== null && !controller.signal.aborted) {
        this.#log.info(`${job.name}: ${JSON.stringify(result)}`)
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        this.#log.error(`${job.name} failed: ${(error as Error).message}`)
      }
    } finally {
      clearInterval(heartbeat)
    }
    if (!controller.signal.aborted) return 'done'
    this.#log.warn(`${job.name} stopped: the scheduler lease was lost (another worker holds it)`)
    return 'lost'
  }
}
