/**
 * The live-update benchmark (`npm run bench -- --live`, which builds first and gives this
 * script a scratch SQLite database and a Redis prefix of its own through the environment).
 *
 * Migrates and seeds the demo site, then for each web-process count (1: the embedded default,
 * no Redis; 2: WEB_CONCURRENCY=2 with the Redis fan-out) and each number of open pages
 * (BENCH_LIVE_STREAMS, default 2000,10000) starts the production cluster (bin/cluster.js in
 * build/, as `npm start` does), opens that many /bonus-hunt pages' streams and has an admin
 * add a slot to the hunt through the admin API. Each page is simulated as the browser's page
 * runs it (inertia/lib/live_client.ts): one `GET /__transmit/events` stream (a returning guest
 * behind a proxy: its own X-Forwarded-For address, TRUST_PROXY=loopback), frames split on the
 * blank line, and the page holds the new data when a `hunt` message carrying the new slot has
 * arrived. No page makes a request of its own for it (a guest has no private part), so the
 * time is the broadcast's. Every 50th page parses the whole message and checks it holds the
 * hunt with the slot and nothing but the public props.
 *
 * Reported per run: pages holding the new data, the time from the admin's request to each
 * page's copy (p50, p99, max), missed pages (none after 10 s), the web processes' RSS and V8
 * heap (read with SIGUSR2, app/infra/live/streams.ts memoryReport, which also reads them after
 * the idle release's memory-reducing collection) with no stream open (collected, once
 * WARM_UP_PER_PROCESS streams have been opened and closed: a warm process), just after
 * the last stream opened (burst: as the opening left it; steady: collected, what the open
 * pages hold) and after the change, how many streams node:http let go of (socket_takeover.ts),
 * and whether a process restarted.
 * Written to docs/performance.md between its `bench:live` markers.
 *
 * Options (env): BENCH_LIVE_STREAMS (2000,10000), BENCH_LIVE_PROCESSES (1,2), BENCH_PORT
 * (3780; uses +1),
 * BENCH_NO_WRITE=1 to print without writing docs/performance.md.
 */
import 'reflect-metadata'
import { request, type ClientRequest, type IncomingMessage } from 'node:http'
import { createIgnitor } from '../../bin/ignitor.js'
import { basePort, childPids, machine, publishSummary } from './shared.js'

const COUNTS = (process.env.BENCH_LIVE_STREAMS ?? '2000,10000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0)
const MISSED_AFTER_MS = 10_000
const OPEN_AT_ONCE = 200
const WARM_UP_PER_PROCESS = 500

process.env.LOG_LEVEL = 'error'

type Memory = {
  rss: number
  heap: number
  collectedRss: number
  collectedHeap: number
  streams: number
  takenOver: number
}
type Page = { request: ClientRequest; response?: IncomingMessage; receivedAt?: number }

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** The address of the nth viewer (10.x.y.z), as a proxy on this machine forwards it */
const viewerAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})
try {
  const { startBuiltCluster, runBuiltAce, browserSession } =
    await import('#tests/helpers/processes/built_server')
  const { default: User } = await import('#models/user')
  for (const command of [['migration:run', '--force'], ['demo:setup']]) {
    const ran = await runBuiltAce(command)
    if (ran.code !== 0) throw new Error(ran.output)
  }
  const admin = await User.query().where('role', 'owner').firstOrFail()
  const redis = process.env.BENCH_REDIS_PREFIX
    ? {
        REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
        REDIS_PORT: process.env.REDIS_PORT ?? '6379',
        ...(process.env.REDIS_PASSWORD ? { REDIS_PASSWORD: process.env.REDIS_PASSWORD } : {}),
        REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX,
      }
    : undefined

  async function run(webProcesses: number, pages: number) {
    const cluster = await startBuiltCluster(basePort + 1, webProcesses, {
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      // the demo owner has no two-factor sign-in to pass; the admin's request is not what is measured
      STAFF_2FA: 'optional',
      ...(webProcesses > 1 ? redis : {}),
    })
    const webPids = () =>
      cluster.lines
        .map((line) => /^\[cluster\] web process pid (\d+) listening/.exec(line)?.[1])
        .filter(Boolean)
        .map(Number)
    const startedPids = webPids()

    /** Every web process's memory line (SIGUSR2), summed */
    let lastWrite = ''
    async function memory(): Promise<Memory> {
      const from = cluster.lines.length
      const pids = startedPids.filter((pid) => childPids(cluster.child.pid).includes(pid))
      for (const pid of pids) process.kill(pid, 'SIGUSR2')
      const total: Memory = {
        rss: 0,
        heap: 0,
        collectedRss: 0,
        collectedHeap: 0,
        streams: 0,
        takenOver: 0,
      }
      for (const pid of pids) {
        const line = await cluster.waitForLine(new RegExp(`^\\[memory\\] pid=${pid} `), from, 5000)
        const field = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(line)![1])
        total.rss += field('rss')
        total.heap += field('heap')
        total.collectedRss += field('collectedRss')
        total.collectedHeap += field('collectedHeap')
        total.streams += field('streams')
        total.takenOver += field('takenOver')
        lastWrite = /lastWrite=(\S+)/.exec(line)?.[1] ?? ''
      }
      return total
    }

    const session = await browserSession(cluster.url, admin)
    const slotName = `Bench slot ${Date.now()}`
    const open: Page[] = []
    let verified = 0
    let refused = 0
    let changeAt = 0

    function openPage(n: number) {
      return new Promise<void>((resolve) => {
        const page: Page = {
          request: request(`${cluster.url}/__transmit/events`, {
            agent: false,
            headers: { 'accept': 'text/event-stream', 'x-forwarded-for': viewerAddress(n) },
          }),
        }
        page.request.on('error', () => resolve())
        page.request.on('response', (response) => {
          page.response = response
          if (response.statusCode !== 200) {
            refused++
            response.resume()
            return resolve()
          }
          response.setEncoding('utf8')
          let pending = ''
          response.on('data', (chunk: string) => {
            pending += chunk
            let end: number
            while ((end = pending.indexOf('\n\n')) !== -1) {
              const frame = pending.slice(0, end)
              pending = pending.slice(end + 2)
              if (frame === ':ok') resolve()
              if (page.receivedAt || !changeAt || !frame.startsWith('data: ')) continue
              if (!frame.includes('"domain":"hunt"') || !frame.includes(slotName)) continue
              page.receivedAt = performance.now()
              if (n % 50 === 0) {
                const message = JSON.parse(frame.slice(6))
                const names = message.data.hunt.slots.map(
                  (slot: { slot_name: string }) => slot.slot_name
                )
                if (
                  names.includes(slotName) &&
                  Object.keys(message.data).join() === 'hunt,requests'
                )
                  verified++
              }
            }
          })
        })
        page.request.end()
        open.push(page)
      })
    }

    try {
      // streams opened and closed first, so the reading with none open is of a warm process:
      // what the first streams set up once (the relay's subscription, with Redis its
      // connection; the stream path's optimised code) is not counted per stream
      for (let n = 0; n < WARM_UP_PER_PROCESS * webProcesses; n += OPEN_AT_ONCE) {
        const batch = []
        for (let i = n; i < Math.min(WARM_UP_PER_PROCESS * webProcesses, n + OPEN_AT_ONCE); i++)
          batch.push(openPage(pages + i))
        await Promise.all(batch)
      }
      for (const page of open.splice(0)) page.request.destroy()
      let idle = await memory()
      for (let tries = 0; idle.streams > 0 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        idle = await memory()
      }
      for (let n = 0; n < pages; n += OPEN_AT_ONCE) {
        const batch = []
        for (let i = n; i < Math.min(pages, n + OPEN_AT_ONCE); i++) batch.push(openPage(i))
        await Promise.all(batch)
      }
      // as the opening burst left the process, and collected: what the open streams hold
      const before = await memory()

      changeAt = performance.now()
      const added = await fetch(`${cluster.url}/api/bonus-hunt/slots`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept': 'application/json',
          'cookie': session.cookie,
          'origin': session.origin,
        },
        body: JSON.stringify({ slot_name: slotName, bet_size: 1 }),
      })
      if (!added.ok)
        throw new Error(`adding the slot answered ${added.status}: ${await added.text()}`)
      const connected = open.filter((page) => page.response?.statusCode === 200)
      const deadline = changeAt + MISSED_AFTER_MS
      while (connected.some((page) => !page.receivedAt) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const after = await memory()
      const times = connected
        .filter((page) => page.receivedAt)
        .map((page) => page.receivedAt! - changeAt)
        .sort((a, b) => a - b)
      const restarts = cluster.lines.filter((line) => /^\[cluster\] .*(exited|restart)/.test(line))
      return {
        webProcesses,
        pages,
        connected: connected.length,
        refused,
        held: times.length,
        missed: connected.length - times.length,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1) ?? Number.NaN,
        verified,
        idle,
        before,
        after,
        restarts: restarts.length,
        lastWrite,
      }
    } finally {
      for (const page of open) page.request.destroy()
      await cluster.stop()
    }
  }

  const machineLine = machine()
  const results: Awaited<ReturnType<typeof run>>[] = []
  const processCounts = (process.env.BENCH_LIVE_PROCESSES ?? '1,2').split(',').map(Number)
  for (const webProcesses of processCounts.filter((count) => count === 1 || redis)) {
    for (const pages of COUNTS) {
      const result = await run(webProcesses, pages)
      console.log(result)
      results.push(result)
    }
  }
  /** KB per open stream, from the collected reading with none open */
  const perStream = (r: (typeof results)[number], value: number, idle: number) =>
    ((value - idle) / Math.max(1, r.before.streams) / 1024).toFixed(1)
  const lines = [
    '| web processes | open pages | hold the new data | missed | p50 ms | p99 ms | max ms | RSS MB (none → burst → steady → after) | heap MB (none → burst → steady → after) | per stream KB, steady (RSS / heap) | per stream KB, burst (RSS / heap) | refused | restarts |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.webProcesses} | ${r.pages} | ${r.held} | ${r.missed} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${Math.round(r.max)} | ` +
        `${mb(r.idle.collectedRss)} → ${mb(r.before.rss)} → ${mb(r.before.collectedRss)} → ${mb(r.after.rss)} | ` +
        `${mb(r.idle.collectedHeap)} → ${mb(r.before.heap)} → ${mb(r.before.collectedHeap)} → ${mb(r.after.heap)} | ` +
        `${perStream(r, r.before.collectedRss, r.idle.collectedRss)} / ${perStream(r, r.before.collectedHeap, r.idle.collectedHeap)} | ` +
        `${perStream(r, r.before.rss, r.idle.collectedRss)} / ${perStream(r, r.before.heap, r.idle.collectedHeap)} | ${r.refused} | ${r.restarts} |`
    ),
  ]
  const summary = [
    machineLine,
    `The production cluster (bin/cluster.js) on SQLite${redis ? ', with Redis for the 2-process runs' : ''}; ` +
      `N simulated /bonus-hunt pages (returning guests behind a proxy, one address each) hold a live-update stream; ` +
      `an admin adds a slot (POST /api/bonus-hunt/slots). Time from that request to each page holding the message ` +
      `with the new slot; missed: none within ${MISSED_AFTER_MS / 1000} s. Memory: the web processes' sum, from SIGUSR2; none (after ${WARM_UP_PER_PROCESS} streams per process opened and closed) and ` +
      `steady: after the idle release's memory-reducing collection, with no stream and with the streams open; ` +
      `burst: as the last stream's opening left it; after: once the message was written. ` +
      `streams node:http let go of: ${results.map((r) => `${r.before.takenOver}/${r.before.streams}`).join(', ')}. ` +
      `Every 50th message parsed and checked (${results.map((r) => r.verified).join(', ')} checked: the hunt page's public props, hunt and requests, only).`,
    '',
    ...lines,
  ]
  await publishSummary('live', 'Live-update run', summary)
  process.exitCode = results.some((r) => r.missed > 0 || r.restarts > 0) ? 1 : 0
} finally {
  await app.terminate()
}
