import { test } from '@japa/runner'
import { EventEmitter } from 'node:events'
import { restartDelay, Supervisor, type RestartPolicy, type SupervisedProcess } from '#infra/cluster/supervisor'

/** Fake processes: they record the signals they get and exit when the test says so */
class FakeProcess implements SupervisedProcess {
  static nextPid = 1000
  pid = FakeProcess.nextPid++
  signals: string[] = []
  exited = false
  #events = new EventEmitter()
  /** with exitOn, the process exits by itself on that signal (a drained web process) */
  constructor(
    readonly kind: string,
    readonly exitOn?: NodeJS.Signals
  ) {}
  onExit(listener: (code: number | null, signal: string | null) => void) {
    this.#events.once('exit', listener)
  }
  kill(signal: NodeJS.Signals) {
    this.signals.push(signal)
    if (signal === 'SIGKILL' || signal === this.exitOn) this.exit(null, signal)
  }
  exit(code: number | null, signal: string | null = null) {
    if (this.exited) return
    this.exited = true
    this.#events.emit('exit', code, signal)
  }
}

const fast: RestartPolicy = { initialDelayMs: 20, maxDelayMs: 80, healthyAfterMs: 10_000 }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function harness(
  webProcesses: number,
  options: { exitOn?: NodeJS.Signals; drainTimeoutMs?: number; policy?: RestartPolicy } = {}
) {
  const started: FakeProcess[] = []
  const lines: string[] = []
  const supervisor = new Supervisor({
    webProcesses,
    startWeb: () => {
      const p = new FakeProcess('web', options.exitOn)
      started.push(p)
      return p
    },
    startJobs: () => {
      const p = new FakeProcess('jobs', options.exitOn)
      started.push(p)
      return p
    },
    log: (line) => lines.push(line),
    policy: options.policy ?? fast,
    drainTimeoutMs: options.drainTimeoutMs ?? 1_000,
  })
  const running = (kind: string) => started.filter((p) => p.kind === kind && !p.exited)
  return { supervisor, started, lines, running }
}

test.group('Supervisor', () => {
  test('restart pauses double while a process keeps dying young, up to the maximum', ({ assert }) => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((n) => restartDelay(n, fast)),
      [20, 40, 80, 80, 80, 80]
    )
  })

  test('starts N web processes and exactly one jobs worker, one log line each', ({ assert }) => {
    const { supervisor, running, lines } = harness(3)
    supervisor.start()
    assert.lengthOf(running('web'), 3)
    assert.lengthOf(running('jobs'), 1)
    assert.lengthOf(
      lines.filter((l) => / started \(pid \d+\)$/.test(l)),
      4
    )
    assert.includeMembers(Object.keys(supervisor.processes), ['web 1', 'web 2', 'web 3', 'jobs'])
  })

  test('a web process that dies is restarted; the others are left alone', async ({ assert }) => {
    const { supervisor, running, lines } = harness(2)
    supervisor.start()
    const [first, second] = running('web')
    const jobs = running('jobs')[0]
    first.exit(null, 'SIGKILL')
    assert.lengthOf(running('web'), 1)
    assert.match(lines.at(-1)!, /^web 1 exited \(pid \d+, signal SIGKILL\) after \d+ ms; restarting in 20 ms$/)
    await sleep(60)
    assert.lengthOf(running('web'), 2)
    assert.isFalse(second.exited)
    assert.deepEqual(second.signals, [])
    assert.deepEqual(jobs.signals, [])
    assert.match(lines.at(-1)!, /^web 1 started \(pid \d+\), replacing the one that exited with signal SIGKILL$/)
  })

  test('the jobs worker dying never stops the web processes, and it is restarted alone', async ({ assert }) => {
    const { supervisor, running, lines } = harness(2)
    supervisor.start()
    const webs = running('web')
    running('jobs')[0].exit(1)
    await sleep(60)
    assert.lengthOf(running('jobs'), 1, 'exactly one jobs worker again')
    assert.match(lines.at(-1)!, /^jobs started \(pid \d+\), replacing the one that exited with code 1$/)
    assert.deepEqual(running('web'), webs)
    for (const web of webs) assert.deepEqual(web.signals, [])
  })

  test('a process that cannot boot is retried ever more slowly, not in a tight loop', async ({ assert }) => {
    const { supervisor, started, lines } = harness(1)
    supervisor.start()
    // the web process dies at once every time it starts
    const pauses = () =>
      lines.filter((l) => l.startsWith('web 1 exited')).map((l) => Number(/in (\d+) ms$/.exec(l)![1]))
    const deadline = Date.now() + 5_000
    while (pauses().length < 5 && Date.now() < deadline) {
      for (const p of started) if (p.kind === 'web') p.exit(1)
      await sleep(5)
    }
    assert.deepEqual(pauses().slice(0, 5), [20, 40, 80, 80, 80])
    await supervisor.stop()
  })

  test('stop sends SIGTERM to every process, restarts nothing, and waits for all', async ({ assert }) => {
    const { supervisor, started, running, lines } = harness(2, { exitOn: 'SIGTERM' })
    supervisor.start()
    await supervisor.stop('SIGTERM')
    assert.lengthOf(running('web'), 0)
    assert.lengthOf(running('jobs'), 0)
    for (const p of started) assert.deepEqual(p.signals, ['SIGTERM'])
    await sleep(60)
    assert.lengthOf(started, 3, 'nothing restarted after stop')
    assert.equal(lines.at(-1), 'every process has stopped')
  })

  test('a process still running after the drain timeout gets SIGKILL', async ({ assert }) => {
    const { supervisor, started } = harness(1, { drainTimeoutMs: 50 })
    supervisor.start()
    const began = Date.now()
    await supervisor.stop()
    assert.isAtLeast(Date.now() - began, 45)
    for (const p of started) assert.deepEqual(p.signals, ['SIGTERM', 'SIGKILL'])
  })

  test('a restart pending when stop comes is cancelled', async ({ assert }) => {
    const { supervisor, started, running } = harness(1, { exitOn: 'SIGTERM' })
    supervisor.start()
    running('web')[0].exit(1)
    await supervisor.stop()
    await sleep(60)
    assert.lengthOf(started, 2)
  })

  test('a process that ran long enough counts as healthy: its next restart is quick again', async ({ assert }) => {
    const policy = { initialDelayMs: 20, maxDelayMs: 80, healthyAfterMs: 150 }
    const { supervisor, running, lines } = harness(1, { policy })
    supervisor.start()
    const pauses = () =>
      lines.filter((l) => l.startsWith('web 1 exited')).map((l) => Number(/in (\d+) ms$/.exec(l)![1]))
    running('web')[0].exit(1)
    await sleep(40)
    running('web')[0].exit(1)
    await sleep(80)
    assert.deepEqual(pauses(), [20, 40])
    // this one lives past healthyAfterMs before it dies
    await sleep(200)
    running('web')[0].exit(1)
    assert.deepEqual(pauses(), [20, 40, 20])
    await supervisor.stop()
  })
})
