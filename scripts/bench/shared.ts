/**
 * What the serving benchmark (suite.ts) and the scaling benchmark (scale.ts) share: browser-like
 * headers, the load generator with a warm-up (autocannon, or wrk with BENCH_LOADER=wrk), CPU and
 * memory from /proc, the raw node:http control and the sections of docs/performance.md each
 * writes between its own markers.
 */
import { execFile, spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import prettier from 'prettier'
import { appendRun } from '../lib/performance_history.mjs'

const autocannon = createRequire(import.meta.url)('autocannon')

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const seconds = Number(process.env.BENCH_SECONDS ?? 8)
export const basePort = Number(process.env.BENCH_PORT ?? 3780)
/**
 * The load generator for GET targets: autocannon (an npm dependency, the default) or wrk
 * (`apt-get install wrk`), which costs a fraction of autocannon's CPU per request. On a 2-core
 * machine the load generator shares the cores with the site, so the cheaper one leaves more of
 * them to what is measured. POST targets always use autocannon.
 */
export const loader = process.env.BENCH_LOADER === 'wrk' ? 'wrk' : 'autocannon'

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
  /** requests per second, evenly spaced over the run whatever the answers' pace; unset: flat out */
  overallRate?: number
}

export type Measured = {
  result: Result
  /** CPU time (ms) the given server processes used per answer */
  cpuPerAnswer: number
  /** CPU the server processes used, in cores (1 = one core busy for the whole run) */
  serverCores: number
  /** CPU the load generator (this process and a wrk child) used, in cores */
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
 * document (method, payload sizes, budgets, the other runs) as written; formatted as
 * `npm run format` would, so the document stays prettier-clean
 */
async function writeSection(name: string, section: string) {
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

/**
 * Prints a run's summary and, unless BENCH_NO_WRITE is set, puts it in docs/performance.md's
 * section `name` under the heading `## <heading> (<date> UTC)` (replacing the run before) and
 * appends it to docs/performance-history.json
 */
export async function publishSummary(name: string, heading: string, summary: string[]) {
  console.log(`\n${summary.join('\n')}`)
  if (process.env.BENCH_NO_WRITE) return
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  await writeSection(name, [`## ${heading} (${when} UTC)`, '', ...summary].join('\n'))
  await appendRun(name, heading, summary)
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

function loadWithAutocannon(settings: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(settings, (error: Error | null, result: Result) =>
      error ? reject(error) : resolve(result)
    )
  })
}

/** wrk's duration in ms from its "12345 requests in 5.00s" style units */
function wrkMs(value: string, unit: string) {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
  return Number(value) * (scale[unit] ?? Number.NaN)
}

/** One wrk run (one thread, `connections` connections), read into autocannon's result shape */
function loadWithWrk(target: Load, duration: number): Promise<Result> {
  const headers = Object.entries(target.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', ...headers, target.url]
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      if (error) return reject(error)
      const total = Number(stdout.match(/(\d+) requests in ([\d.]+)(\w+)/)?.[1])
      const latency = (percent: string) => {
        const found = stdout.match(new RegExp(`\\s${percent}%\\s+([\\d.]+)(\\w+)`))
        return found ? Math.round(wrkMs(found[1], found[2]) * 100) / 100 : Number.NaN
      }
      resolve({
        requests: { average: Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), total },
        latency: { p50: latency('50'), p99: latency('99') },
        non2xx: Number(stdout.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
      })
    })
  })
}

function options(target: Load) {
  return { url: target.url, method: target.method ?? 'GET', headers: target.headers, connections }
}

/**
 * An open-loop load: one request every 1000 ÷ rate ms for `duration` seconds, whatever the
 * answers' pace, on up to `connections` kept-alive sockets; each latency counts from the moment
 * its request was due. (autocannon's overallRate is not this: each connection sends its share
 * of a second back to back at the start of every second, a burst of `connections` requests.)
 */
async function loadAtRate(target: Load, rate: number, duration: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  const statusCodeStats: Record<string, { count: number }> = {}
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const answered = (status: string) => {
        latencies.push(performance.now() - due)
        statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + 1 }
        resolve()
      }
      const settings = { method: target.method ?? 'GET', headers: target.headers, agent }
      const sent = request(target.url, settings, (res) => {
        res.resume()
        res.on('end', () => answered(String(res.statusCode)))
      })
      sent.on('error', () => answered('error'))
      sent.end()
    })
  const count = Math.round(rate * duration)
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    inFlight.push(send(due))
  }
  await Promise.all(inFlight)
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  const percentile = (p: number) => {
    const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    return Math.round(value * 100) / 100
  }
  return {
    requests: { average: count / duration, total: count },
    latency: { p50: percentile(50), p99: percentile(99) },
    non2xx: count - (statusCodeStats['200']?.count ?? 0),
    statusCodeStats,
  }
}

function load(
  target: Load,
  run: { duration?: number; amount?: number; overallRate?: number }
): Promise<Result> {
  if (run.overallRate) return loadAtRate(target, run.overallRate, run.duration ?? 2)
  if (loader === 'wrk' && (target.method ?? 'GET') === 'GET') {
    return loadWithWrk(target, run.duration ?? 2)
  }
  return loadWithAutocannon({ ...options(target), ...run })
}

/** CPU (ms) this process's finished children (a wrk run) have used so far (Linux), else 0 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100
  } catch {
    return 0
  }
}

/** 300 requests to warm a target up (JIT, caches) */
export async function warmUp(target: Load) {
  await load(target, { amount: 300 })
}

/**
 * A warm-up, then `seconds` of load with `connections`; the CPU the server processes `pids`,
 * this process (autocannon) and the rest of the machine used meanwhile
 */
export async function measure(target: Load, pids: (number | undefined)[]): Promise<Measured> {
  await warmUp(target)
  const serverCpu = () => pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0)
  const before = {
    server: serverCpu(),
    machine: machineBusyMs(),
    load: process.cpuUsage(),
    children: childrenCpuMs(),
  }
  const started = performance.now()
  const rate = target.overallRate ? { overallRate: target.overallRate } : {}
  const result = await load(target, { ...rate, duration: seconds })
  const elapsed = performance.now() - started
  const server = serverCpu() - before.server
  const used = process.cpuUsage(before.load)
  const loadMs = (used.user + used.system) / 1000 + childrenCpuMs() - before.children
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
