/**
 * The scaling benchmark (`npm run bench -- --scale`, which builds first and gives this script a
 * fresh PostgreSQL database and a Redis prefix of its own through the environment).
 *
 * Migrates and seeds the demo site, then starts the production cluster (`node bin/cluster.js`
 * in build/, as `npm start` does, with its scheduled-jobs worker) on PostgreSQL with sessions,
 * rate limits and the public-data cache in Redis, once with WEB_CONCURRENCY=1 and once with 2,
 * side by side. Guests load each cached public page (server-rendered, browser-like headers)
 * with autocannon on one, then on the other; a raw node:http server answering the same HTML of
 * / is the machine's control. Printed and written to docs/performance.md between its
 * `bench:scale` markers: req/s per page for 1 and 2 web processes, their ratio against the 1.7
 * goal, and the CPU the cluster, autocannon itself (it runs on the same 2 cores as the site) and
 * the rest of the machine used.
 *
 * Options (env): BENCH_CONNECTIONS (50), BENCH_SECONDS (8), BENCH_PORT (3780; uses +1 to +3),
 * BENCH_LOADER=wrk to load with wrk instead of autocannon (far less CPU of the shared cores),
 * BENCH_NO_WRITE=1 to print without writing docs/performance.md.
 */
import 'reflect-metadata'
import { createIgnitor } from '../../bin/ignitor.js'
import {
  BROWSER,
  basePort,
  childPids,
  connections,
  machine,
  measure,
  loader,
  publishSummary,
  seconds,
  startRawServer,
  warmUp,
  type Measured,
} from './shared.js'

/** The goal on 2 cores: two web processes serve at least 1.7 times what one does */
const GOAL = 1.7
const PAGES = ['/', '/leaderboard', '/store', '/vault', '/bonus-hunt']
const HTML = { ...BROWSER, accept: 'text/html' }

process.env.LOG_LEVEL = 'error'

const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})
try {
  const { startBuiltCluster, runBuiltAce } = await import('#tests/helpers/processes/built_server')
  for (const command of [['migration:run', '--force'], ['demo:setup']]) {
    const ran = await runBuiltAce(command)
    if (ran.code !== 0) throw new Error(ran.output)
  }

  /** A cluster of `webProcesses` on `port`, warmed up: every page on every process */
  async function startCluster(webProcesses: number, port: number) {
    const cluster = await startBuiltCluster(port, webProcesses, {
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      LOG_LEVEL: 'error',
    })
    for (const page of PAGES) await warmUp({ url: `${cluster.url}${page}`, headers: HTML })
    // the primary, its web processes and its scheduled-jobs worker
    return { ...cluster, pids: [cluster.child.pid, ...childPids(cluster.child.pid)] }
  }

  // Both clusters run side by side (the idle one costs next to no CPU) and each page is loaded
  // on one, then at once on the other: on a shared machine the two figures of a row then meet
  // the same background load, rather than runs a minute apart
  const machineLine = machine()
  const clusters: Awaited<ReturnType<typeof startCluster>>[] = []
  const one = new Map<string, Measured>()
  const two = new Map<string, Measured>()
  let html: Buffer
  try {
    clusters.push(await startCluster(1, basePort + 1), await startCluster(2, basePort + 3))
    const [single, pair] = clusters
    const home = await fetch(`${single.url}/`, { headers: HTML })
    html = Buffer.from(await home.arrayBuffer())
    for (const page of PAGES) {
      one.set(page, await measure({ url: `${single.url}${page}`, headers: HTML }, single.pids))
      two.set(page, await measure({ url: `${pair.url}${page}`, headers: HTML }, pair.pids))
      process.stdout.write('.')
    }
  } finally {
    await Promise.all(clusters.map((cluster) => cluster.stop()))
  }

  // the control: the very HTML of / (its bytes, uncompressed) from a bare node:http process
  const raw = await startRawServer(basePort + 2, html, 'text/html; charset=utf-8')
  let control: Measured
  try {
    control = await measure({ url: `http://127.0.0.1:${basePort + 2}/`, headers: BROWSER }, [
      raw.pid,
    ])
  } finally {
    raw.kill('SIGTERM')
  }

  const cores = (m: Measured) =>
    [m.serverCores, m.loadCores, m.otherCores].map((c) => c.toFixed(2)).join(' / ')
  const lines = [
    '| page (server-rendered, guest) | req/s, 1 process | req/s, 2 processes | ratio | goal | | server CPU ms/answer (1 → 2) | cores used, server / load generator / others (1 → 2) | p99 ms (1 → 2) |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
  ]
  let failures = 0
  for (const page of PAGES) {
    const [a, b] = [one.get(page)!, two.get(page)!]
    const ratio = b.result.requests.average / a.result.requests.average
    const met = ratio >= GOAL
    if (!met) failures++
    lines.push(
      `| GET ${page} | ${Math.round(a.result.requests.average)} | ${Math.round(b.result.requests.average)} | ` +
        `${ratio.toFixed(2)} | ${GOAL} | ${met ? 'met' : 'MISSED'} | ${a.cpuPerAnswer.toFixed(2)} → ${b.cpuPerAnswer.toFixed(2)} | ${cores(a)} → ${cores(b)} | ` +
        `${a.result.latency.p99} → ${b.result.latency.p99} |`
    )
  }
  const errors = [...one.values(), ...two.values()].reduce((n, m) => n + m.result.non2xx, 0)
  if (errors > 0) failures++
  const summary = [
    machineLine,
    `PostgreSQL (a fresh database, demo data), Redis for sessions, rate limits and the public-data cache; ` +
      `the production cluster (bin/cluster.js with its scheduled-jobs worker). ${loader}, ${connections} connections, ` +
      `${seconds} s per page after a 300-request warm-up; browser-like headers (Accept-Encoding: br, gzip).`,
    '',
    ...lines,
    '',
    `Control: raw node:http answering the same HTML of / (one process): ${Math.round(control.result.requests.average)} req/s, ` +
      `p99 ${control.result.latency.p99} ms, cores used (server / load generator / others) ${cores(control)}. ` +
      `Answers other than 2xx under load: ${errors}.`,
  ]
  await publishSummary('scale', 'Scaling run', summary)
  process.exitCode = failures > 0 ? 1 : 0
} finally {
  await app.terminate()
}
