/**
 * The production start of a whole site: `node bin/cluster.js` from build/ (npm start runs it).
 * WEB_CONCURRENCY (default 1) web processes share the port through node:cluster, beside exactly
 * one scheduled-jobs worker (`node ace worker`); the supervisor restarts whichever dies, and
 * SIGTERM/SIGINT drain the web processes before exiting 0. One log line per start, exit and
 * restart, prefixed [cluster].
 */
import cluster, { type Worker } from 'node:cluster'
import { spawn } from 'node:child_process'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Supervisor, type SupervisedProcess } from '#infra/cluster/supervisor'
import { webProcessEnv, webProcessExecArgv } from '#infra/cluster/web_process'

const appRoot = fileURLToPath(new URL('../', import.meta.url))
const log = (line: string) => console.log(`[cluster] ${line}`)

// the same validation (and production refusals) the processes would meet, once, up front:
// a bad setting stops here with its reason instead of N processes failing in a restart loop
const env = await import('#start/env').then(
  (module) => module.default,
  (error) => {
    if (error?.code !== 'E_INVALID_ENV_VARIABLES') throw error
    // the validator's list of reasons, on one line like the other refusals
    const reasons = String(error.help ?? error.message)
      .split('\n')
      .map((line) => line.replace(/^- /, '').trim())
      .filter(Boolean)
    console.error(`Refusing to start: ${reasons.join('; ')}`)
    process.exit(1)
  }
)

const { liveLimits } = await import('#config/live')

function fromWorker(worker: Worker): SupervisedProcess {
  return {
    pid: worker.process.pid,
    onExit: (listener) => worker.once('exit', listener),
    kill: (signal) => worker.process.kill(signal),
  }
}

cluster.setupPrimary({
  // bin/server.js in the build (bin/server.ts under the TypeScript loader in development)
  exec: fileURLToPath(new URL(`./server${extname(import.meta.url)}`, import.meta.url)),
  // memory settings of a web process (app/infra/cluster/web_process.ts), its heap sized for
  // the live-update streams it may hold
  execArgv: [...webProcessExecArgv(liveLimits().maxStreams), ...process.execArgv],
})
cluster.on('listening', (worker, address) => {
  log(
    `web process pid ${worker.process.pid} listening on ${address.address ?? '*'}:${address.port}`
  )
})

const supervisor = new Supervisor({
  webProcesses: env.get('WEB_CONCURRENCY', 1),
  startWeb: () => fromWorker(cluster.fork(webProcessEnv())),
  startJobs: () => {
    const child = spawn(process.execPath, [...process.execArgv, 'ace', 'worker'], {
      cwd: appRoot,
      stdio: 'inherit',
    })
    return {
      pid: child.pid,
      onExit: (listener) => child.once('exit', listener),
      kill: (signal) => child.kill(signal),
    }
  },
  log,
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    await supervisor.stop(signal)
    process.exit(0)
  })
}
supervisor.start()
