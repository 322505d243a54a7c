/**
 * The process supervisor behind `WEB_CONCURRENCY` (bin/cluster.ts wires it to node:cluster and
 * child_process): N web processes sharing one port and exactly one scheduled-jobs worker.
 * Any of them that dies is started again, after a pause that doubles while it keeps dying
 * young (a process that cannot boot must not spin the CPU), and one process's death never
 * stops the others. Stopping asks every process to finish what it is doing (SIGTERM: the web
 * processes stop accepting and drain their requests), and kills what is still running after
 * the drain timeout.
 */

/** A started process, as the supervisor sees it */
export type SupervisedProcess = {
  pid: number | undefined
  /** called once, when the process has exited */
  onExit: (listener: (code: number | null, signal: string | null) => void) => void
  kill: (signal: NodeJS.Signals) => void
}

export type RestartPolicy = {
  /** the pause before the first restart */
  initialDelayMs: number
  /** the pause never grows beyond this */
  maxDelayMs: number
  /** a process that ran at least this long died "old": its next restart is quick again */
  healthyAfterMs: number
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 30_000,
}

/** How long SIGTERM may take before SIGKILL (in-flight requests get this long to finish) */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000

/** The pause before restarting a process that died young `youngDeaths` times in a row (>= 1) */
export function restartDelay(youngDeaths: number, policy: RestartPolicy) {
  return Math.min(policy.initialDelayMs * 2 ** Math.max(0, youngDeaths - 1), policy.maxDelayMs)
}

export type SupervisorOptions = {
  webProcesses: number
  startWeb: (slot: number) => SupervisedProcess
  startJobs: () => SupervisedProcess
  log: (line: string) => void
  policy?: RestartPolicy
  drainTimeoutMs?: number
}

type Slot = {
  name: string
  start: () => SupervisedProcess
  current?: SupervisedProcess
  startedAt: number
  youngDeaths: number
  restartTimer?: NodeJS.Timeout
}

export class Supervisor {
  #options: SupervisorOptions
  #policy: RestartPolicy
  #slots: Slot[]
  #stopping?: Promise<void>
  /** set before any SIGTERM is sent: an exit it causes (even at once) is not restarted */
  #stopRequested = false

  constructor(options: SupervisorOptions) {
    if (!Number.isInteger(options.webProcesses) || options.webProcesses < 1) {
      throw new Error(`webProcesses must be a whole number >= 1, not ${options.webProcesses}`)
    }
    this.#options = options
    this.#policy = options.policy ?? DEFAULT_RESTART_POLICY
    this.#slots = [
      ...Array.from({ length: options.webProcesses }, (_, i) => ({
        name: `web ${i + 1}`,
        start: () => options.startWeb(i + 1),
        startedAt: 0,
        youngDeaths: 0,
      })),
      // exactly one: the jobs worker's lease would keep a second one idle anyway
      { name: 'jobs', start: () => options.startJobs(), startedAt: 0, youngDeaths: 0 },
    ]
  }

  get stopping() {
    return this.#stopRequested
  }

  /** The running processes by slot name (web 1..N, jobs) */
  get processes() {
    return Object.fromEntries(this.#slots.map((slot) => [slot.name, slot.current]))
  }

  start() {
    this.#options.log(
      `starting ${this.#options.webProcesses} web process(es) and 1 scheduled-jobs worker`
    )
    for (const slot of this.#slots) this.#launch(slot)
  }

  /** Starts the slot's process; `replacing`: how the previous one ended (a restart) */
  #launch(slot: Slot, replacing?: string) {
    slot.restartTimer = undefined
    const child = slot.start()
    slot.current = child
    slot.startedAt = Date.now()
    const restart = replacing ? `, replacing the one that exited with ${replacing}` : ''
    this.#options.log(`${slot.name} started (pid ${child.pid})${restart}`)
    child.onExit((code, signal) => this.#exited(slot, child, code, signal))
  }

  #exited(slot: Slot, child: SupervisedProcess, code: number | null, signal: string | null) {
    if (slot.current === child) slot.current = undefined
    const how = signal ? `signal ${signal}` : `code ${code}`
    if (this.#stopRequested) {
      this.#options.log(`${slot.name} exited (pid ${child.pid}, ${how})`)
      return
    }
    const lived = Date.now() - slot.startedAt
    slot.youngDeaths = lived >= this.#policy.healthyAfterMs ? 1 : slot.youngDeaths + 1
    const delay = restartDelay(slot.youngDeaths, this.#policy)
    this.#options.log(
      `${slot.name} exited (pid ${child.pid}, ${how}) after ${lived} ms; restarting in ${delay} ms`
    )
    slot.restartTimer = setTimeout(() => this.#launch(slot, how), delay)
  }

  /**
   * SIGTERM to every process, then waits until all have exited; what still runs after the
   * drain timeout gets SIGKILL. Calling it again returns the same promise.
   */
  stop(reason = 'stop') {
    if (this.#stopping) return this.#stopping
    this.#stopRequested = true
    this.#options.log(`${reason}: draining and stopping every process`)
    const timeoutMs = this.#options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS
    this.#stopping = Promise.all(
      this.#slots.map((slot) => {
        clearTimeout(slot.restartTimer)
        const child = slot.current
        if (!child) return
        return new Promise<void>((resolve) => {
          const killer = setTimeout(() => {
            this.#options.log(
              `${slot.name} (pid ${child.pid}) still running after ${timeoutMs} ms: SIGKILL`
            )
            child.kill('SIGKILL')
          }, timeoutMs)
          child.onExit(() => {
            clearTimeout(killer)
            resolve()
          })
          child.kill('SIGTERM')
        })
      })
    ).then(() => this.#options.log('every process has stopped'))
    return this.#stopping
  }
}
