/**
 * The purchase benchmark (run through `npm run bench:purchase`, which builds first).
 *
 * A scratch SQLite database is migrated by the build, one buyer with a huge balance and one
 * product with a huge stock are created, and the built server runs as production does
 * (server-side sessions and rate limits in SQLite, WAL, synchronous=NORMAL), with the write
 * rate limit raised so one benchmark user is not throttled. Every request is a real purchase:
 * session and CSRF check, rate-limit counter, stock and balance UPDATEs, purchase and ledger
 * rows. The raw baseline is a bare node:http server answering the same JSON, measured in the
 * same run; a third run buys a sold-out product (same middleware, sessions and rate limit, but
 * the transaction stops at its first UPDATE) to show what the purchase itself costs. Besides req/s and latency it prints the server's CPU time per request (Linux),
 * which depends far less on what else the machine is doing.
 */
import 'reflect-metadata'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createIgnitor } from '../../bin/ignitor.js'

const autocannon = createRequire(import.meta.url)('autocannon')
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const basePort = Number(process.env.BENCH_PORT ?? 3780)

const scratch = mkdtempSync(join(tmpdir(), 'neon-bench-'))
process.env.SQLITE_PATH = join(scratch, 'db.sqlite3')
process.env.WRITE_RATE_LIMIT = String(1_000_000_000)
process.env.LOG_LEVEL = 'error'

type Result = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
}

/** CPU time (user + system, ms) a process has used so far; Linux only, else NaN */
function cpuMs(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
  } catch {
    return '?'
  }
}

async function measure(url: string, headers: Record<string, string>, pid: number | undefined) {
  const before = cpuMs(pid)
  const result: Result = await new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', headers, connections, duration: seconds },
      (error: Error | null, r: Result) => (error ? reject(error) : resolve(r))
    )
  })
  return { result, cpuPerRequest: (cpuMs(pid) - before) / result.requests.total }
}

function startRawServer(port: number) {
  const source = `require('node:http').createServer((req, res) => {
    req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end('{"message":"success"}') })
  }).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)))
}

const app = createIgnitor().createApp('console')
await app.init()
await app.boot()
await app.start(async () => {})
try {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: User } = await import('#models/user')
  const { applyPointChange } = await import('#services/points/ledger')
  const { auditPoints } = await import('#services/points/consistency_audit')
  const { createProduct } = await import('#tests/helpers/economy')
  const { startBuiltServer, browserSession, runBuiltAce } =
    await import('#tests/helpers/built_server')

  const migrated = await runBuiltAce(['migration:run', '--force'])
  if (migrated.code !== 0) throw new Error(migrated.output)

  const buyer = await User.create({
    username: 'benchbuyer',
    email: 'bench@example.test',
    password: 'bench-password',
    balance: 0,
    celsiusUsername: 'bench_celsius',
  })
  await db.transaction((trx) =>
    applyPointChange(trx, { userId: buyer.id, delta: 1_000_000_000, reason: 'admin' })
  )
  const product = await createProduct({ name: 'Bench Sticker', price: 1, stock: 1_000_000_000 })
  const soldOut = await createProduct({ name: 'Sold Out Cap', price: 1, stock: 0 })

  const server = await startBuiltServer(basePort + 1)
  const raw = await startRawServer(basePort + 2)
  try {
    const session = await browserSession(server.url, buyer)
    const headers = {
      'accept': 'application/json',
      'cookie': session.cookie,
      'x-xsrf-token': session.xsrfToken,
    }
    const purchaseUrl = `${server.url}/api/products/purchase/${product.id}`
    // warm up (JIT, SQLite page cache) before measuring
    await new Promise((resolve) =>
      autocannon({ url: purchaseUrl, method: 'POST', headers, connections, amount: 500 }, resolve)
    )

    const rows = [
      [
        'raw node:http (same JSON answer)',
        await measure(`http://127.0.0.1:${basePort + 2}/`, headers, raw.pid),
      ],
      ['POST /api/products/purchase/{id}', await measure(purchaseUrl, headers, server.child.pid)],
      [
        'same route, answered product out of stock (422)',
        await measure(
          `${server.url}/api/products/purchase/${soldOut.id}`,
          headers,
          server.child.pid
        ),
      ],
    ] as const

    console.log(
      `\n${connections} connections, ${seconds} s each; load average ${loadAverage()} on ${cpus().length} cores`
    )
    console.log('| target | req/s | p50 ms | p99 ms | server CPU ms/request | non-2xx |')
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
    for (const [name, { result: r, cpuPerRequest }] of rows) {
      console.log(
        `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ` +
          `${cpuPerRequest.toFixed(3)} | ${r.non2xx} |`
      )
    }
    const ratio = rows[1][1].result.requests.average / rows[0][1].result.requests.average
    console.log(`\npurchase route at ${(ratio * 100).toFixed(1)}% of the raw server's throughput`)

    const sold = await db.from('purchases').count('* as n').first()
    const findings = await auditPoints()
    const audit = findings.length === 0 ? 'clean' : findings.map((f) => f.description).join('; ')
    console.log(`${sold.n} purchases recorded; points:audit ${audit}`)
  } finally {
    raw.kill('SIGTERM')
    await server.stop()
  }
} finally {
  await app.terminate()
  rmSync(scratch, { recursive: true, force: true })
}
