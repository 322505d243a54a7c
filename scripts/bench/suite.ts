/**
 * The serving benchmark (run through `npm run bench`, which builds first).
 *
 * The production build runs on a scratch SQLite database seeded with the demo site, as `npm start`
 * runs it (server-side sessions and rate limits in SQLite). Beside it, raw node:http servers
 * answer the very bytes the site answered for the same page (HTML) and the same Inertia visit
 * (JSON): the controls, measured in the same run, so each figure is a ratio to what Node itself
 * can do on this machine at this moment. autocannon drives each target with browser-like
 * headers and no cookies (a guest carries none). Printed and written to docs/performance.md: requests per second, p99 latency, the
 * server's CPU time per answer (from /proc, which moves far less with machine load than req/s),
 * each ratio against its target, and the server's memory as the load ends and once it is quiet.
 *
 * Purchases are measured twice, by one logged-in buyer: flat out (every connection sends its
 * next purchase as soon as the last is answered, on a stock that never runs out: the capacity,
 * where p99 is about connections / throughput), then at a fixed arrival rate (evenly
 * spaced requests, as a raid's buyers arrive) on a stock that sells out halfway through the run,
 * so the oversell check meets real contention for the last units. Both end with the stock
 * and points checks.
 *
 * Options (env): BENCH_CONNECTIONS (50), BENCH_SECONDS (8), BENCH_PORT (3780; uses +1..+3),
 * BENCH_PURCHASE_RATE (purchases per second of the raid run, 200), BENCH_NO_WRITE=1 to print
 * without writing docs/performance.md (the run goes between its markers), BENCH_ONLY=text to
 * measure only the targets whose name holds it (the two controls always run; nothing is written),
 * for profiling one answer: `NODE_OPTIONS=--cpu-prof` gives each process a profile as it exits.
 */
import 'reflect-metadata'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createIgnitor } from '../../bin/ignitor.js'
import {
  BROWSER,
  basePort,
  connections,
  machine,
  measure,
  publishSummary,
  rssMb,
  seconds,
  startRawServer,
  type Load,
  type Measured,
  type Result,
} from './shared.js'

const scratch = mkdtempSync(join(tmpdir(), 'neon-bench-'))
process.env.SQLITE_PATH = join(scratch, 'db.sqlite3')
process.env.WRITE_RATE_LIMIT = String(1_000_000_000)
process.env.LOG_LEVEL = 'error'

type Control = 'html' | 'json'
type Target = Load & {
  name: string
  control: Control
  /** the lowest acceptable share of the control's req/s, when the product sets one */
  target?: number
}
type Row = Measured & { name: string; control: Control; target?: number }

const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})
try {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: User } = await import('#models/user')
  const { default: Product } = await import('#models/product')
  const { applyPointChange } = await import('#services/points/ledger')
  const { auditPoints } = await import('#services/points/consistency_audit')
  const { ProductFactory } = await import('#database/factories/product_factory')
  const { IDLE_MEMORY } = await import('#infra/http/idle_memory')
  const { startBuiltServer, browserSession, runBuiltAce } =
    await import('#tests/helpers/processes/built_server')

  for (const command of [['migration:run', '--force'], ['demo:setup']]) {
    const ran = await runBuiltAce(command)
    if (ran.code !== 0) throw new Error(ran.output)
  }

  const buyer = await User.create({
    username: 'benchbuyer',
    email: 'bench@example.test',
    password: `bench-${Math.random()}`,
    balance: 0,
    celsiusUsername: 'bench_celsius',
  })
  await db.transaction((trx) =>
    applyPointChange(trx, { userId: buyer.id, delta: 1_000_000_000, reason: 'admin' })
  )
  // flat out: a stock no run can sell out; the raid: one that sells out halfway through its run
  // (the warm-up's 300 purchases come first)
  const purchaseRate = Number(process.env.BENCH_PURCHASE_RATE ?? 200)
  const stocks = { flatOut: 10_000_000, raid: 300 + Math.round((purchaseRate * seconds) / 2) }
  const product = await ProductFactory.merge({
    name: 'Bench Sticker',
    price: 1,
    stock: stocks.flatOut,
  }).create()
  const raidProduct = await ProductFactory.merge({
    name: 'Bench Raid Drop',
    price: 1,
    stock: stocks.raid,
  }).create()

  const server = await startBuiltServer(basePort + 1)
  const pid = server.child.pid
  const page = await fetch(`${server.url}/leaderboard`, { headers: { accept: 'text/html' } })
  const html = Buffer.from(await page.arrayBuffer())
  // a guest gets no cookie, so every guest request is a new visitor's (as a raid brings them)
  if (page.headers.getSetCookie().length) throw new Error('a guest page set a cookie')
  const version = html
    .toString()
    .match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/)
  const inertia = {
    'x-inertia': 'true',
    'x-inertia-version': version?.[1] ?? version?.[2] ?? '',
    'accept': 'text/html, application/xhtml+xml',
  }
  const visit = await fetch(`${server.url}/leaderboard`, { headers: inertia })
  const json = Buffer.from(await visit.arrayBuffer())
  if (visit.headers.get('x-inertia') !== 'true') throw new Error('the Inertia visit got no JSON')

  const rawHtml = await startRawServer(basePort + 2, html, 'text/html; charset=utf-8')
  const rawJson = await startRawServer(basePort + 3, json, 'application/json; charset=utf-8')
  try {
    const huntPoll = {
      ...BROWSER,
      ...inertia,
      'x-inertia-partial-component': 'bonus_hunt',
      'x-inertia-partial-data': 'hunt',
    }
    const polled = await fetch(`${server.url}/bonus-hunt`, { headers: huntPoll })
    const etag = polled.headers.get('etag')
    const session = await browserSession(server.url, buyer)
    /** A page as a browser first loads it: the server-rendered HTML, against 7% of the raw control */
    const serverRendered = (path: string): Target => ({
      name: `GET ${path} (server-rendered)`,
      url: `${server.url}${path}`,
      headers: { ...BROWSER, accept: 'text/html' },
      control: 'html',
      target: 0.07,
    })
    const purchaseHeaders = {
      ...BROWSER,
      accept: 'application/json',
      cookie: session.cookie,
      origin: session.origin,
    }

    const targets: Target[] = [
      {
        name: 'raw node:http, the same HTML',
        url: `http://127.0.0.1:${basePort + 2}/`,
        headers: BROWSER,
        control: 'html',
      },
      {
        name: 'raw node:http, the same JSON',
        url: `http://127.0.0.1:${basePort + 3}/`,
        headers: BROWSER,
        control: 'json',
      },
      serverRendered('/'),
      serverRendered('/leaderboard'),
      {
        name: 'GET /leaderboard (Inertia visit)',
        url: `${server.url}/leaderboard`,
        headers: { ...BROWSER, ...inertia },
        control: 'json',
        target: 0.15,
      },
      serverRendered('/store'),
      serverRendered('/vault'),
      serverRendered('/bonus-hunt'),
      {
        name: 'hunt poll (partial reload)',
        url: `${server.url}/bonus-hunt`,
        headers: huntPoll,
        control: 'json',
      },
      ...(etag
        ? [
            {
              name: 'hunt poll, matching ETag (304)',
              url: `${server.url}/bonus-hunt`,
              headers: { ...huntPoll, 'if-none-match': etag },
              control: 'json' as const,
              target: 0.25,
            },
          ]
        : []),
      {
        name: 'POST /api/products/purchase/{id} (flat out)',
        url: `${server.url}/api/products/purchase/${product.id}`,
        method: 'POST',
        headers: purchaseHeaders,
        control: 'json',
      },
    ]

    // whose CPU a target's answers cost: the site's process, or the raw control's
    const serverPid = (url: string) =>
      url.includes(server.url) ? pid : url.endsWith(`:${basePort + 2}/`) ? rawHtml.pid : rawJson.pid
    const machineLine = machine()
    const rows: Row[] = []
    const only = process.env.BENCH_ONLY
    const chosen = (name: string) => !only || name.startsWith('raw') || name.includes(only)
    for (const target of targets.filter((t) => chosen(t.name))) {
      const measured = await measure(target, [serverPid(target.url)])
      rows.push({ ...measured, name: target.name, control: target.control, target: target.target })
      process.stdout.write('.')
    }
    const controls = {
      html: rows[0].result.requests.average,
      json: rows[1].result.requests.average,
    }
    const lines = [
      '| target | req/s | p99 ms | server CPU ms/answer | share of raw | target | |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ]
    let failures = 0
    for (const row of rows) {
      const share = row.result.requests.average / controls[row.control]
      const isControl = row.name.startsWith('raw')
      const met = row.target === undefined ? '' : share >= row.target ? 'met' : 'MISSED'
      if (met === 'MISSED') failures++
      lines.push(
        `| ${row.name} | ${Math.round(row.result.requests.average)} | ${row.result.latency.p99} | ` +
          `${row.cpuPerAnswer.toFixed(3)} | ${isControl ? '' : `${(share * 100).toFixed(1)}%`} | ` +
          `${row.target === undefined ? '' : `${Math.round(row.target * 100)}%`} | ${met} |`
      )
    }

    if (only) {
      console.log(['', ...lines].join('\n'))
    } else {
      const raid = await measure(
        {
          url: `${server.url}/api/products/purchase/${raidProduct.id}`,
          method: 'POST',
          headers: purchaseHeaders,
          overallRate: purchaseRate,
        },
        [pid]
      )
      // what the web process holds as the load ends, then once it has gone quiet and given back
      // what the burst took (app/infra/http/idle_memory.ts)
      const memoryAtEnd = rssMb(pid)
      const settleMs = IDLE_MEMORY.quietMs + 2 * IDLE_MEMORY.checkEveryMs + 1_000
      await new Promise((resolve) => setTimeout(resolve, settleMs))
      const memory = rssMb(pid)

      const flatOut = rows.at(-1)!
      // autocannon stops waiting before the server has answered every request it sent: let the
      // last purchases finish, then read stock and sales in one transaction (one snapshot)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const stockCheck = (productId: number, stock: number) =>
        db.transaction(async (trx) => {
          const stored = await Product.findOrFail(productId, { client: trx })
          const count = await trx
            .from('purchases')
            .where('product_id', productId)
            .count('* as n')
            .first()
          const sold = Number(count.n)
          const oversold = sold > stock || stored.stock < 0 || stored.stock !== stock - sold
          return { sold, left: stored.stock, oversold }
        })
      const flatOutStock = await stockCheck(product.id, stocks.flatOut)
      const raidStock = await stockCheck(raidProduct.id, stocks.raid)
      const findings = await auditPoints()
      const answered = (result: Result, status: number) =>
        result.statusCodeStats?.[String(status)]?.count ?? 0
      // every flat-out answer must be a purchase; the raid sells its stock out exactly, refusing the rest
      const flatOutAllBought = flatOut.result.non2xx === 0
      const raidSoldOut = raidStock.sold === stocks.raid && raidStock.left === 0
      const raidAnswersExpected =
        raid.result.non2xx === answered(raid.result, 422) && answered(raid.result, 422) > 0
      const p99Met = raid.result.latency.p99 < 25
      const stockMet = !flatOutStock.oversold && !raidStock.oversold && raidSoldOut
      if (
        !p99Met ||
        !stockMet ||
        !flatOutAllBought ||
        !raidAnswersExpected ||
        findings.length > 0
      ) {
        failures++
      }
      const memoryMet = memory <= 200
      if (!memoryMet) failures++

      const summary = [
        machineLine,
        `${connections} connections, ${seconds} s per target after a 300-request warm-up; browser-like headers (Accept-Encoding: br, gzip).`,
        '',
        ...lines,
        '',
        `Purchases flat out (${connections} connections, each sending its next purchase when the last is answered; a stock that never runs out): ` +
          `${Math.round(flatOut.result.requests.average)}/s, p50 ${flatOut.result.latency.p50} ms, p99 ${flatOut.result.latency.p99} ms, ` +
          `${flatOut.cpuPerAnswer.toFixed(2)} ms server CPU per purchase; ${answered(flatOut.result, 200)} bought, ` +
          `${flatOut.result.non2xx} other answers${flatOutAllBought ? '' : ' (EXPECTED NONE)'}.`,
        `Purchases at ${purchaseRate}/s (a raid's arrival rate, evenly spaced, on up to ${connections} connections; a stock of ${stocks.raid} that sells out halfway through): ` +
          `p50 ${raid.result.latency.p50} ms, p99 ${raid.result.latency.p99} ms (target under 25 ms: ${p99Met ? 'met' : 'MISSED'}), ` +
          `${raid.cpuPerAnswer.toFixed(2)} ms server CPU per answer; ${answered(raid.result, 200)} bought, ${answered(raid.result, 422)} refused out of stock` +
          `${raidAnswersExpected ? '' : `, ${raid.result.non2xx - answered(raid.result, 422)} OTHER or no refusal`}.`,
        `Stock: flat out ${flatOutStock.sold} sold, ${flatOutStock.left} left; raid ${raidStock.sold} sold of ${stocks.raid}, ${raidStock.left} left ` +
          `(${stockMet ? 'no oversell' : 'OVERSOLD or not sold out'}); points:audit ${findings.length === 0 ? 'clean' : findings.map((f) => f.description).join('; ')}.`,
        `Server memory after the run: ${memoryAtEnd.toFixed(0)} MB RSS as the load ended; ${memory.toFixed(0)} MB ` +
          `${settleMs / 1000} s later, quiet (target at most 200 MB: ${memoryMet ? 'met' : 'MISSED'}).`,
        etag ? '' : 'The hunt poll answered without an ETag, so the 304 case was not measured.',
      ]
      await publishSummary('latest-run', 'Latest run', summary)
    }
    process.exitCode = failures > 0 ? 1 : 0
  } finally {
    rawHtml.kill('SIGTERM')
    rawJson.kill('SIGTERM')
    await server.stop()
  }
} finally {
  await app.terminate()
  rmSync(scratch, { recursive: true, force: true })
}
