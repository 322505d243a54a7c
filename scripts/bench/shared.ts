/**
 * What the serving benchmark (suite.ts) and the scaling benchmark (scale.ts) share: browser-like
 * headers, autocannon with a warm-up, CPU and memory from /proc, the raw node:http control and
 * the sections of docs/performance.md each writes between its own markers.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import prettier from 'prettier'

const autocannon = createRequire(import.meta.url)('autocannon')

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const seconds = Number(process.env.BENCH_SECONDS ?? 8)
export const basePort = Number(process.env.BENCH_PORT ?? 3780)

export type Result = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  statusCodeStats?: Record<string, { count: number }>
}

export type Load = {
  url: string
  method?: 'GET' | 'POST'
  headers: Record<string, string>
  /** requests per second from all connections together (autocannon's overallRate); unset: flat out */
  overallRate?: number
}

export type Measured = {
  result: Result
  /** CPU time (ms) the given server processes used per answer */
  cpuPerAnswer: number
  /** CPU the server processes used, in cores (1 = one core busy for the whole run) */
  serverCores: number
  /** CPU autocannon (this process) used, in cores */
  loadCores: number
  /** CPU everything else on the machine used meanwhile (other users' work), in cores */
  otherCores: number
}

/** What a browser sends with every request */
export const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' }

const PERFORMANCE_DOC = join(import.meta.dirname, '../../docs/performance.md')

/**
 * Puts a run's figures in docs/performance.md between `<!-- bench:<name> -->` and
 * `<!-- /bench:<name> -->` (appended with its markers when absent), keeping the rest of the
 * document (history, payload sizes, budgets, the other runs) as written; formatted as
 * `npm run format` would, so the document stays prettier-clean
 */
export async function writeSection(name: string, section: string) {
  const [open, close] = [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`]
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8')
  const start = doc.indexOf(open)
  const end = doc.indexOf(close)
  const updated =
    start === -1 || end === -1
      ? `${doc.trimEnd()}\n\n${open}\n\n${section}\n\n${close}\n`
      : `${doc.slice(0, start + open.length)}\n\n${section}\n\n${doc.slice(end)}`
  const config = await prettier.resolveConfig(PERFORMANCE_DOC)
  writeFileSync(PERFORMANCE_DOC, await prettier.format(updated, { ...config, parser: 'markdown' }))
}

/** CPU time (user + system, ms) a process has used so far; Linux only, else NaN */
export function cpuMs(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/** The pids of a process's children (Linux), e.g. a cluster's web processes and worker */
export function childPids(pid: number | undefined) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** CPU time (ms) the whole machine has spent busy so far (Linux), else NaN */
function machineBusyMs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/** Resident memory of a process in MB (Linux), else NaN */
export function rssMb(pid: number | undefined) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
    return Number(line?.[1]) / 1024
  } catch {
    return Number.NaN
  }
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return '?'
  }
}

/** The machine and its load, the first line of a run's section */
export function machine() {
  const cpu = cpus()
  return `Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB; load average before the run ${loadAverage()}.`
}

function load(settings: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(settings, (error: Error | null, result: Result) =>
      error ? reject(error) : resolve(result)
    )
  })
}

function options(target: Load) {
  return { url: target.url, method: target.method ?? 'GET', headers: target.headers, connections }
}

/** 300 requests to warm a target up (JIT, caches) */
export async function warmUp(target: Load) {
  await load({ ...options(target), amount: 300 })
}

/**
 * A warm-up, then `seconds` of load with `connections`; the CPU the server processes `pids`,
 * this process (autocannon) and the rest of the machine used meanwhile
 */
export async function measure(target: Load, pids: (number | undefined)[]): Promise<Measured> {
  await warmUp(target)
  const serverCpu = () => pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0)
  const before = { server: serverCpu(), machine: machineBusyMs(), load: process.cpuUsage() }
  const started = performance.now()
  const rate = target.overallRate ? { overallRate: target.overallRate } : {}
  const result = await load({ ...options(target), ...rate, duration: seconds })
  const elapsed = performance.now() - started
  const server = serverCpu() - before.server
  const used = process.cpuUsage(before.load)
  const loadMs = (used.user + used.system) / 1000
  return {
    result,
    cpuPerAnswer: server / result.requests.total,
    serverCores: server / elapsed,
    loadCores: loadMs / elapsed,
    otherCores: Math.max(0, machineBusyMs() - before.machine - server - loadMs) / elapsed,
  }
}

/** A bare node:http server answering fixed bytes with the site's content type */
export function startRawServer(port: number, body: Buffer, contentType: string) {
  const source = `const body = Buffer.from(process.argv[1], 'base64');
  require('node:http').createServer((req, res) => {
    req.resume(); req.on('end', () => { res.setHeader('content-type', ${JSON.stringify(contentType)}); res.end(body) })
  }).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', source, body.toString('base64')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)))
}
