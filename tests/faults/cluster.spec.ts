import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { request } from 'node:http'
import { randomUUID } from 'node:crypto'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers } from '#tests/helpers/database/economy'
import {
  browserSession,
  postPurchase,
  assertDatabaseSound,
  startBuiltCluster,
  type BuiltCluster,
} from '#tests/helpers/processes/built_server'
import { PURCHASE_ANSWER } from '#shared/shop'
import { createUser } from '#tests/helpers/database/users'
import { HttpBrowser } from '#tests/helpers/http/http_browser'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { REDIS_PREFIX } from '#config/redis'
import { LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS } from '#start/limiter'

/**
 * bin/cluster.js of the production build with WEB_CONCURRENCY=2: two web processes on one
 * port and one scheduled-jobs worker, supervised. Processes are told apart by the pids the
 * supervisor logs. Port: FAULTS_PORT + 5 (the purchase drills use the first four).
 */
const port = Number(process.env.FAULTS_PORT ?? Number(process.env.PORT ?? 3333) + 10) + 5

/**
 * A connection the primary handed to a web process at the instant it was killed is never
 * answered (node:cluster's round-robin hand-off dies with it): the client's (or the reverse
 * proxy's) timeout ends it. The drills give every request this long and count it cut off.
 */
const ANSWER_WITHIN_MS = 10_000

const pidOf = (line: string) => Number(/pid (\d+)/.exec(line)![1])
const webPids = (cluster: BuiltCluster) =>
  cluster.lines.filter((l) => /^\[cluster\] web process pid \d+ listening/.test(l)).map((l) => pidOf(l))

/**
 * GET /faq over and over (2 at a time, 20 ms apart: steady, without starving the machine)
 * until stopped; every answer with when it was asked
 */
function steadyLoad(url: string) {
  const results: { at: number; ok: boolean }[] = []
  let running = true
  const loop = async () => {
    while (running) {
      const at = Date.now()
      const ok = await fetch(`${url}/faq`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      }).then(
        (r) => r.status === 200,
        () => false
      )
      results.push({ at, ok })
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const loops = Promise.all([loop(), loop()])
  return {
    results,
    stop: async () => {
      running = false
      await loops
    },
  }
}

test.group('Faults / several processes on one port', (group) => {
  let cluster: BuiltCluster | undefined
  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      await cluster?.stop()
      cluster = undefined
    }
  })

  test('a killed web process under load is restarted; the other answers meanwhile; no acknowledged purchase is lost', async ({
    assert,
  }) => {
    cluster = await startBuiltCluster(port, 2)
    const [first, second] = webPids(cluster)
    assert.notEqual(first, second)

    const product = await ProductFactory.merge({ price: 10, stock: 10_000 }).create()
    const users = await createBuyers(30, 1_000)
    const sessions = await Promise.all(users.map((user) => browserSession(cluster!.url, user)))
    const load = steadyLoad(cluster.url)

    // 3 purchases per user, each with its own key, while web process 1 is killed
    const answers = new Map<string, string | null>()
    const burst = users.flatMap((_, i) =>
      [0, 1, 2].map(async () => {
        const key = randomUUID()
        const answer = await postPurchase(cluster!.url, sessions[i], product.id, key, ANSWER_WITHIN_MS)
        answers.set(key, answer?.message ?? null)
      })
    )
    await new Promise((r) => setTimeout(r, 300))
    const started = Date.now()
    const elapsed = () => `${Date.now() - started} ms`
    const from = cluster.lines.length
    process.kill(first, 'SIGKILL')
    const exitLine = await cluster.waitForLine(
      new RegExp(`^\\[cluster\\] web \\d exited \\(pid ${first}, signal SIGKILL\\)`),
      from
    )
    const exitSeen = Date.now()
    assert.match(exitLine, /restarting in \d+ ms$/)
    console.log(`  exit noticed after ${elapsed()}`)
    await Promise.all(burst)
    console.log(`  purchase burst answered after ${elapsed()}`)
    const restarted = await cluster.waitForLine(
      /^\[cluster\] web process pid \d+ listening/,
      cluster.lines.indexOf(exitLine)
    )
    const replacement = pidOf(restarted)
    assert.notInclude([first, second], replacement)
    await new Promise((r) => setTimeout(r, 500))
    await load.stop()

    const afterExit = load.results.filter((r) => r.at > exitSeen)
    const failed = load.results.filter((r) => !r.ok).length
    console.log(
      `  web pids ${first}, ${second}; killed ${first}, replaced by ${replacement}; ` +
        `${load.results.length} page loads, ${failed} failed (cut off by the kill)`
    )
    console.log(`  replacement listening after ${elapsed()}`)
    assert.isAbove(afterExit.length, 0)
    assert.isTrue(
      afterExit.every((r) => r.ok),
      'every request after the death was noticed is answered'
    )

    // every purchase answered as a success was committed; a cut-off one may or may not be
    const rows = await db.from('purchases').select('idempotency_key')
    const bought = new Set(rows.map((r) => r.idempotency_key))
    let acknowledged = 0
    for (const [key, message] of answers) {
      if (message === PURCHASE_ANSWER.success) {
        acknowledged++
        assert.isTrue(bought.has(key), key)
      } else if (message !== null) {
        assert.isFalse(bought.has(key), key)
      }
    }
    assert.isAbove(acknowledged, 0)

    // and the surviving process answers alone while the replacement is killed too
    process.kill(second, 'SIGKILL')
    await cluster.waitForLine(new RegExp(`exited \\(pid ${second}, signal SIGKILL\\)`), from)
    const page = await fetch(`${cluster.url}${urlFor('faq')}`, { headers: { connection: 'close' } })
    assert.equal(page.status, 200)

    assert.equal(await cluster.stop(), 0)
    await assertDatabaseSound(assert)
  }).timeout(180_000)

  test('killing the jobs worker leaves the web processes alone, and it is restarted', async ({ assert }) => {
    cluster = await startBuiltCluster(port, 2)
    const webs = webPids(cluster)
    const jobs = pidOf(await cluster.waitForLine(/^\[cluster\] jobs started \(pid \d+\)/))
    const load = steadyLoad(cluster.url)
    const from = cluster.lines.length
    process.kill(jobs, 'SIGKILL')
    await cluster.waitForLine(new RegExp(`^\\[cluster\\] jobs exited \\(pid ${jobs}, signal SIGKILL\\)`), from)
    const again = pidOf(await cluster.waitForLine(/^\[cluster\] jobs started \(pid \d+\)/, from))
    assert.notEqual(again, jobs)
    await new Promise((r) => setTimeout(r, 500))
    await load.stop()

    assert.isAbove(load.results.length, 0)
    assert.isTrue(load.results.every((r) => r.ok))
    const webExits = cluster.lines.slice(from).filter((l) => /^\[cluster\] web \d exited/.test(l))
    assert.deepEqual(webExits, [])
    assert.deepEqual(webPids(cluster), webs)
    // exactly one jobs worker is running
    const starts = cluster.lines.filter((l) => /^\[cluster\] jobs started/.test(l)).length
    const exits = cluster.lines.filter((l) => /^\[cluster\] jobs exited/.test(l)).length
    assert.equal(starts - exits, 1)
  }).timeout(120_000)

  test('SIGTERM lets a request in flight finish, then every process stops and it exits 0', async ({ assert }) => {
    cluster = await startBuiltCluster(port, 2)
    const body = JSON.stringify({ username: 'nobody-at-all', password: 'not-the-password' })
    const half = Math.floor(body.length / 2)

    // a request whose body arrives slowly: headers and half the body now, the rest later
    let answeredAt = 0
    let restSentAt = 0
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: urlFor('auth.login'),
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept': 'application/json',
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            answeredAt = Date.now()
            resolve(res.statusCode ?? 0)
          })
        }
      )
      req.on('error', reject)
      req.write(body.slice(0, half))
      setTimeout(() => {
        const from = cluster!.lines.length
        cluster!.child.kill('SIGTERM')
        cluster!
          .waitForLine(/^\[cluster\] SIGTERM: draining/, from)
          .then(() => new Promise((r) => setTimeout(r, 1_000)))
          .then(() => {
            restSentAt = Date.now()
            req.end(body.slice(half))
          }, reject)
      }, 500)
    })

    const status = await answer
    const code = await cluster.stop()
    console.log(`  the slow request answered ${status} after SIGTERM; the cluster exited ${code}`)
    assert.isAbove(status, 0)
    assert.isAtLeast(answeredAt, restSentAt, 'answered only once its body was complete')
    assert.equal(code, 0)
    const tail = cluster.lines.filter((l) => l.startsWith('[cluster]'))
    assert.equal(tail.at(-1), '[cluster] every process has stopped')
    assert.notInclude(tail.join('\n'), 'SIGKILL', 'every process drained within the timeout')
    assert.notMatch(tail.join('\n'), /restarting in/)
  }).timeout(120_000)

  test('with Redis stores, a session and a login limit hold across the web processes', async ({ assert }) => {
    const prefix = `${REDIS_PREFIX}cluster:`
    try {
      cluster = await startBuiltCluster(port, 2, {
        SESSION_DRIVER: 'redis',
        LIMITER_STORE: 'redis',
        REDIS_HOST: '127.0.0.1',
        REDIS_PORT: '6379',
        REDIS_PREFIX: prefix,
      })
      await createUser({ username: 'EverywhereRider', password: 'secret-pass-1' })
      const browser = new HttpBrowser(cluster.url, ANSWER_WITHIN_MS)
      assert.equal(await browser.send('GET', urlFor('faq')), 200)
      assert.equal(await browser.login('EverywhereRider', 'secret-pass-1'), 200)
      // new connections alternate between the two processes: each must know the session
      for (let i = 0; i < 6; i++) assert.isTrue(await browser.loggedIn(), `request ${i}`)

      // failed logins spread over both processes still add up to one limit
      const guesser = new HttpBrowser(cluster.url, ANSWER_WITHIN_MS)
      await guesser.send('GET', urlFor('faq'))
      const statuses = await guesser.failLogins('EverywhereRider', LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS + 1)
      assert.deepEqual(statuses, [...Array(LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS).fill(401), 429])

      // logout on one process ends the session on all
      assert.equal(await browser.send('POST', urlFor('auth.logout')), 200)
      for (let i = 0; i < 4; i++) assert.isFalse(await browser.loggedIn(), `request ${i}`)
      assert.equal(await cluster.stop(), 0)
    } finally {
      await deleteRedisKeys(prefix)
    }
  }).timeout(120_000)
})
