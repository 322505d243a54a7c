import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { resetDatabase } from '#tests/helpers/database/database'
import { countRows, createBuyers, ledgerSum } from '#tests/helpers/database/economy'
import { ProductFactory } from '#database/factories/product_factory'
import { createUser } from '#tests/helpers/database/users'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import { HttpBrowser } from '#tests/helpers/http/http_browser'
import { startLocalS3, uploadAsServed, type LocalS3 } from '#tests/helpers/fakes/local_s3'
import {
  browserSession,
  postAvatar,
  postPurchase,
  runBuiltAce,
  serverEnv,
  servedBy,
  startBuiltCluster,
  type BuiltCluster,
  type Session,
} from '#tests/helpers/processes/built_server'
import { PURCHASE_ANSWER } from '#shared/shop'
import { LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS } from '#start/limiter'
import LeaderboardSetting from '#models/leaderboard_setting'
import LeaderboardEntry from '#models/leaderboard_entry'
import type User from '#models/user'
import { lockedVault } from '#services/vault/cycle'
import { en } from '#tests/helpers/i18n/english'

/**
 * `npm run test:scale` (scripts/test_scale.mjs) runs these on a fresh PostgreSQL database with
 * Redis sessions and limits under a prefix of its own: the production build as several
 * processes, and the guarantees of one process checked across them. Each check adds a row to
 * the summary the script prints (SCALE_REPORT). Ports: SCALE_PORT (the cluster), + 1 (s3rver).
 */
const port = Number(process.env.SCALE_PORT ?? Number(process.env.PORT ?? 3333) + 20)
const WEB_PROCESSES = 2

/** One row of the summary: what was checked, what must hold, what was seen */
function record(check: string, expected: string, observed: string, ok: boolean) {
  const file = process.env.SCALE_REPORT
  if (file) appendFileSync(file, JSON.stringify({ check, expected, observed, ok }) + '\n')
}

/** "pid 123 ×4, pid 456 ×6": which web process answered how many */
function byPid(pids: (number | null)[]) {
  const counts = new Map<string, number>()
  for (const pid of pids) counts.set(String(pid), (counts.get(String(pid)) ?? 0) + 1)
  return [...counts].map(([pid, n]) => `pid ${pid} ×${n}`).join(', ')
}
async function vaultValue() {
  const vault = await db.from('vaults').where('id', 1).first()
  return Number(vault.value)
}

const distinct = (pids: (number | null)[]) => new Set(pids.filter((p) => p !== null)).size

test.group('Scale / two scheduled-jobs workers', (group) => {
  group.setup(() => resetDatabase())

  test('rollover and sync run once when two workers start together', async ({ assert }) => {
    // a partner API counting its calls, and a board whose period ended yesterday
    const calls: string[] = []
    const partner = createServer((req, res) => {
      calls.push(req.url!)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify([{ username: 'ScaleRider', wagered: 1234 }]))
    })
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
    const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/wagers`
    const end = DateTime.utc().startOf('day').minus({ days: 1 })
    const start = end.minus({ months: 1 })
    await LeaderboardSetting.create({
      provider: 'xfun',
      enabled: true,
      prize: 1000,
      startDate: start,
      endDate: end,
      autoRestart: true,
      maskUsernames: false,
    })
    await LeaderboardEntry.create({
      provider: 'xfun',
      periodStart: start,
      username: 'EarlyBird',
      avatar: null,
      wagered: 500,
      baseline: 0,
    })

    const workers = [0, 1].map(() => {
      const child = spawn(process.execPath, ['ace', 'worker'], {
        cwd: app.makePath('build'),
        env: {
          ...serverEnv(port),
          LOG_LEVEL: 'info',
          LEADERBOARD_XFUN_URL: partnerUrl,
          LEADERBOARD_XFUN_KEY: 'scale-key',
        },
      })
      const worker = { child, output: '' }
      child.stdout.on('data', (chunk) => (worker.output += chunk))
      child.stderr.on('data', (chunk) => (worker.output += chunk))
      return worker
    })
    try {
      const deadline = Date.now() + 60_000
      while (!workers.some((w) => w.output.includes('leaderboards:sync:'))) {
        if (Date.now() > deadline) throw new Error(workers.map((w) => w.output).join('\n'))
        await new Promise((r) => setTimeout(r, 200))
      }
      // both workers tick every 5 s: let the other try at least twice
      await new Promise((r) => setTimeout(r, 11_000))
    } finally {
      await Promise.all(
        workers.map(
          (w) =>
            new Promise((resolve) => {
              if (w.child.exitCode !== null) return resolve(null)
              w.child.once('exit', resolve)
              w.child.kill('SIGTERM')
            })
        )
      )
      await new Promise((resolve) => partner.close(resolve))
    }

    const runs = (job: string) => workers.map((w) => w.output.split('\n').filter((l) => l.includes(`${job}:`)).length)
    const rollovers = runs('leaderboards:rollover')
    const syncs = runs('leaderboards:sync')
    const archived = await countRows('leaderboard_histories', { provider: 'xfun' })
    const audited = await countRows('audit_logs', { action: 'leaderboard.rollover' })
    const pids = workers.map((w) => w.child.pid)
    const observed =
      `rollover runs per worker [${rollovers}], sync runs [${syncs}] (pids ${pids.join(', ')}); ` +
      `${archived} period archived, ${audited} audit row, partner called ${calls.length}×`
    const ok =
      rollovers.reduce((a, b) => a + b) === 1 &&
      syncs.reduce((a, b) => a + b) === 1 &&
      rollovers.join() === syncs.join() &&
      archived === 1 &&
      audited === 1
    record('2 workers start: rollover + sync', 'each job once, by one worker', observed, ok)
    assert.deepEqual([rollovers.reduce((a, b) => a + b), syncs.reduce((a, b) => a + b)], [1, 1], observed)
    assert.equal(rollovers.join(), syncs.join(), 'the lease holder ran both')
    assert.equal(archived, 1)
    assert.equal(audited, 1)
  }).timeout(120_000)
})

test.group(`Scale / ${WEB_PROCESSES} web processes on one port`, (group) => {
  let cluster: BuiltCluster
  let s3: LocalS3
  group.setup(async () => {
    // skipped outside `npm run test:scale` (tests/bootstrap.ts), which builds first
    if (!process.env.RUN_SCALE) return async () => {}
    await resetDatabase()
    s3 = await startLocalS3(port + 1)
    cluster = await startBuiltCluster(port, WEB_PROCESSES, {
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      SERVED_BY_HEADER: 'true',
      // the races below fire more writes per user than a person could
      WRITE_RATE_LIMIT: '10000',
      // the vault draws at once (no public beacon to wait for on a closed network): one winner
      VAULT_BEACON_URL: 'off',
      ...s3.env,
    })
    return async () => {
      await cluster.stop()
      await s3.stop()
    }
  })

  const sessionsFor = (users: User[]) => Promise.all(users.map((user) => browserSession(cluster.url, user, 'redis')))
  /** A user with the password secret-pass-1, and a browser on the cluster with a session of its own */
  const userAndBrowser = async (username: string) => {
    await createUser({ username, password: 'secret-pass-1' })
    const browser = new HttpBrowser(cluster.url)
    await browser.send('GET', urlFor('faq'))
    return browser
  }
  /** A product on sale and one logged-in buyer with `points` */
  const oneBuyerOf = async (product: { price: number; stock: number }, points: number) => {
    const [buyer] = await createBuyers(1, points)
    const [session] = await sessionsFor([buyer])
    return { product: await ProductFactory.merge(product).create(), buyer, session }
  }

  test('200 racing purchases of a product with stock 10 sell exactly 10', async ({ assert }) => {
    const product = await ProductFactory.merge({ price: 100, stock: 10 }).create()
    const buyers = await createBuyers(200, 1_000)
    const sessions = await sessionsFor(buyers)
    const answers = await Promise.all(
      sessions.map((session) => postPurchase(cluster.url, session, product.id, randomUUID()))
    )
    const sold = answers.filter((a) => a?.message === PURCHASE_ANSWER.success).length
    const refused = answers.filter((a) => a?.message === en(PURCHASE_ANSWER.outOfStock)).length
    const row = await db.from('products').where('id', product.id).first()
    const stock = Number(row.stock)
    const rows = await countRows('purchases', { product_id: product.id })
    const pids = answers.map((a) => a?.pid ?? null)
    const observed = `${sold} sold, ${refused} out of stock, stock ${stock}, ${rows} purchase rows; ${byPid(pids)}`
    const ok = sold === 10 && refused === 190 && stock === 0 && rows === 10 && distinct(pids) >= 2
    record('200 purchases, stock 10', 'exactly 10 sold, on ≥2 processes', observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(120_000)

  test('50 racing purchases by a user who can afford 3 buy exactly 3', async ({ assert }) => {
    const { product, buyer, session } = await oneBuyerOf({ price: 100, stock: 1_000 }, 350)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postPurchase(cluster.url, session, product.id, randomUUID()))
    )
    const bought = answers.filter((a) => a?.message === PURCHASE_ANSWER.success).length
    const refused = answers.filter((a) => a?.message === en(PURCHASE_ANSWER.insufficientFunds)).length
    await buyer.refresh()
    const ledger = await ledgerSum(buyer.id)
    const pids = answers.map((a) => a?.pid ?? null)
    const observed = `${bought} bought, ${refused} insufficient funds, balance ${buyer.balance} (ledger ${ledger}); ${byPid(pids)}`
    const ok = bought === 3 && refused === 47 && buyer.balance === 50 && ledger === 50 && distinct(pids) >= 2
    record('50 purchases, affords 3', 'exactly 3 bought, balance 50', observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(120_000)

  test('racing vault adds sum exactly; racing rolls draw once', async ({ assert }) => {
    const fans = await createBuyers(40, 10_000)
    const admin = await createUser({ admin: true })
    // production wants staff to have two-factor sign-in on (STAFF_2FA)
    admin.twoFactorEnabledAt = DateTime.utc()
    await admin.save()
    const sessions = await sessionsFor(fans)
    // the roll is a dangerous action: the session has just confirmed the password
    const adminSession = await browserSession(cluster.url, admin, 'redis', { confirmed: true })
    // the vault row and its open cycle, as the first contribution would make them
    const { value: before } = await db.transaction((trx) => lockedVault(trx))
    const post = async (session: Session, path: string, body?: unknown) => {
      const response = await fetch(`${cluster.url}${path}`, {
        method: 'POST',
        headers: {
          'connection': 'close',
          'accept': 'application/json',
          'content-type': 'application/json',
          'cookie': session.cookie,
          'origin': session.origin,
        },
        body: JSON.stringify(body ?? {}),
      })
      await response.arrayBuffer()
      return { status: response.status, pid: servedBy(response) }
    }

    const amounts = fans.map((_, i) => (i % 7) + 1)
    const adds = await Promise.all(
      sessions.map((session, i) => post(session, urlFor('economy.vault_add'), { amount: amounts[i] }))
    )
    const total = amounts.reduce((a, b) => a + b, 0)
    const value = await vaultValue()
    let exactBalances = true
    for (const [i, fan] of fans.entries()) {
      await fan.refresh()
      exactBalances &&= fan.balance === 10_000 - amounts[i] * 100 && (await ledgerSum(fan.id)) === fan.balance
    }
    const addsOk = adds.every((a) => a.status === 200)
    const addsObserved = `${adds.filter((a) => a.status === 200).length}/40 answered 200, vault ${before} → ${value} (sum ${total}), balances ${exactBalances ? 'exact' : 'WRONG'}; ${byPid(adds.map((a) => a.pid))}`
    const addsPass = addsOk && value === before + total && exactBalances
    record('40 racing vault adds', 'vault rises by their exact sum', addsObserved, addsPass)

    const rolls = await Promise.all([0, 1, 2, 3].map(() => post(adminSession, urlFor('admin_api.vault.roll'))))
    const statuses = rolls.map((r) => r.status).sort()
    const winners = await countRows('vault_winners')
    const audits = await countRows('audit_logs', { action: 'vault.roll' })
    const after = await vaultValue()
    const open = await db.from('vault_cycles').whereNull('closed_at').count('* as total').first()
    const rollsObserved = `answers [${statuses}], ${winners} winner, ${audits} audit row, vault ${after}, ${open.total} open cycle; ${byPid(rolls.map((r) => r.pid))}`
    const rollsPass =
      statuses.join() === '200,422,422,422' && winners === 1 && audits === 1 && after === 0 && Number(open.total) === 1
    record('4 racing vault rolls', 'one winner, three refusals', rollsObserved, rollsPass)
    assert.isTrue(addsPass, addsObserved)
    assert.isTrue(rollsPass, rollsObserved)
  }).timeout(120_000)

  test('a session made on one process is valid on all; logout ends it on all', async ({ assert }) => {
    const browser = await userAndBrowser('EverywhereRider')
    const login = await browser.login('EverywhereRider', 'secret-pass-1')
    const loginPid = browser.pids.at(-1)
    const checks: boolean[] = []
    for (let i = 0; i < 8; i++) checks.push(await browser.loggedIn())
    const checkPids = browser.pids.slice(-8)
    await browser.send('POST', urlFor('auth.logout'))
    const after: boolean[] = []
    for (let i = 0; i < 4; i++) after.push(await browser.loggedIn())
    const afterPids = browser.pids.slice(-4)
    const observed =
      `login ${login} on pid ${loginPid}; logged in ${checks.filter(Boolean).length}/8 (${byPid(checkPids)}); ` +
      `after logout ${after.filter(Boolean).length}/4 (${byPid(afterPids)})`
    const ok =
      login === 200 &&
      checks.every(Boolean) &&
      distinct(checkPids) === WEB_PROCESSES &&
      after.every((v) => !v) &&
      distinct(afterPids) === WEB_PROCESSES
    record('session across processes', 'valid on every pid; logout ends it on all', observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(60_000)

  test('failed logins spread over the processes add up to one limit', async ({ assert }) => {
    const guesser = await userAndBrowser('GuessedRider')
    const from = guesser.pids.length
    const statuses = await guesser.failLogins('GuessedRider', LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS + 1)
    const pids = guesser.pids.slice(from)
    const expected = [...Array(LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS).fill(401), 429]
    const observed = `answers ${statuses.join(',')}; ${byPid(pids)}`
    const ok = statuses.join() === expected.join() && distinct(pids) === WEB_PROCESSES
    record('login limit across processes', `${LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS} × 401, then 429`, observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(60_000)

  test('an upload is stored in the S3 bucket and served by every process', async ({ assert }) => {
    const user = await createUser()
    const [session] = await sessionsFor([user])
    const upload = await postAvatar(cluster.url, session, TINY_PNG)
    const avatar = upload.body.avatar ?? ''
    const served = await uploadAsServed(cluster.url, avatar, s3)
    // more reads, so each process serves it at least once
    const reads = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const response = await fetch(`${cluster.url}${avatar}`, {
          headers: { connection: 'close' },
        })
        const bytes = Buffer.from(await response.arrayBuffer())
        return { ok: response.status === 200 && bytes.length > 0, pid: servedBy(response) }
      })
    )
    const pids = [...served.pids.map(Number), ...reads.map((r) => r.pid)]
    const observed =
      `upload ${upload.status}, in bucket: ${served.inBucket}, served ${served.status} ` +
      `(${served.sameBytes ? 'same bytes' : 'DIFFERENT bytes'}, ${served.cacheControl}), ` +
      `revalidation ${served.revalidated}, missing key ${served.missing}; ${byPid(pids)}`
    const ok =
      upload.status === 200 &&
      served.inBucket &&
      served.status === 200 &&
      served.sameBytes &&
      served.cacheControl === 'public, max-age=31536000, immutable' &&
      served.revalidated === 304 &&
      served.missing === 404 &&
      reads.every((r) => r.ok) &&
      distinct(pids) === WEB_PROCESSES
    record('upload on S3 (s3rver)', 'in the bucket; /uploads serves it on all', observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(60_000)

  test("a sale on one process is on every process's store page within a second", async ({ assert }) => {
    const { product, session } = await oneBuyerOf({ price: 1, stock: 5 }, 100)
    const firstVisit = await fetch(`${cluster.url}/store`, { headers: { accept: 'text/html' } })
    const html = await firstVisit.text()
    const version = html.match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/)
    /** The product's stock as a guest's Inertia visit on the next connection shows it, and who answered */
    const stockOnNextProcess = async () => {
      const response = await fetch(`${cluster.url}/store`, {
        headers: {
          'connection': 'close',
          'x-inertia': 'true',
          'x-inertia-version': version?.[1] ?? version?.[2] ?? '',
        },
      })
      const page = (await response.json()) as { props: { products: { id: number; stock: number }[] } }
      const stock = page.props.products.find((p) => p.id === product.id)?.stock
      return { stock, pid: servedBy(response) }
    }
    // every process has the page (and its version) in memory before the sale
    for (let i = 0; i < 6; i++) await stockOnNextProcess()
    const sale = await postPurchase(cluster.url, session, product.id, randomUUID())
    const soldAt = Date.now()
    const seen: { stock: number | undefined; pid: number | null; ms: number }[] = []
    while (distinct(seen.filter((s) => s.stock === 4).map((s) => s.pid)) < WEB_PROCESSES) {
      if (Date.now() - soldAt > 1_000) break
      seen.push({ ...(await stockOnNextProcess()), ms: Date.now() - soldAt })
    }
    const stale = seen.filter((s) => s.stock !== 4)
    const observed =
      `sold on pid ${sale?.pid}; ${seen.length} visits, the last old stock at ${stale.at(-1)?.ms ?? '-'} ms; ` +
      byPid(seen.filter((s) => s.stock === 4).map((s) => s.pid))
    const ok =
      sale?.message === PURCHASE_ANSWER.success &&
      distinct(seen.filter((s) => s.stock === 4).map((s) => s.pid)) === WEB_PROCESSES &&
      seen.every((s) => s.stock === 4 || s.stock === 5)
    record('a sale on every store page', 'every pid shows it within 1 s', observed, ok)
    assert.isTrue(ok, observed)
  }).timeout(60_000)

  test('points:audit is clean afterwards', async ({ assert }) => {
    const audit = await runBuiltAce(['points:audit'])
    const lastLine = audit.output.trim().split('\n').at(-1) ?? ''
    record('points:audit', 'exit 0', `exit ${audit.code}: ${lastLine}`, audit.code === 0)
    assert.equal(audit.code, 0, audit.output)
  }).timeout(60_000)
})
