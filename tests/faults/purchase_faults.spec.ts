import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers, countRows, separateSqliteConnection } from '#tests/helpers/database/economy'
import {
  browserSession,
  postPurchase,
  assertDatabaseSound,
  startBuiltServer,
  type BuiltServer,
} from '#tests/helpers/processes/built_server'
import Purchase from '#models/purchase'
import { PURCHASE_ANSWER } from '#shared/shop'
import { en } from '#tests/helpers/i18n/english'

/**
 * Fault drills on the production build, run by `npm run test:faults` (not part of `npm test`:
 * they build and spawn servers). Ports: FAULTS_PORT (default PORT + 10) and the next few.
 */
const basePort = Number(process.env.FAULTS_PORT ?? Number(process.env.PORT ?? 3333) + 10)

test.group('Faults / purchases', (group) => {
  let servers: BuiltServer[] = []

  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      await Promise.all(servers.map((s) => s.stop()))
      servers = []
    }
  })

  /** A product, `count` buyers with 1,000 points each, and their sessions on one built server */
  async function buyersOnOneServer(count: number, product: { price: number; stock: number }) {
    const item = await ProductFactory.merge(product).create()
    const users = await createBuyers(count, 1_000)
    const server = await startBuiltServer(basePort)
    servers = [server]
    const sessions = await Promise.all(users.map((user) => browserSession(server.url, user)))
    return { product: item, users, server, sessions }
  }

  test('200 buyers of a stock-10 product through 4 server processes on one SQLite file', async ({ assert }) => {
    const product = await ProductFactory.merge({ price: 700, stock: 10 }).create()
    const users = await createBuyers(200, 1_000)
    servers = await Promise.all([0, 1, 2, 3].map((i) => startBuiltServer(basePort + i)))
    const url = (i: number) => servers[i % servers.length].url
    const sessions = await Promise.all(users.map((user, i) => browserSession(url(i), user)))

    const answers = await Promise.all(users.map((_, i) => postPurchase(url(i), sessions[i], product.id)))

    const messages = answers.map((a) => a?.message)
    const statuses = answers.map((a) => a?.status ?? 'none')
    console.log(`  4 processes, 200 buyers: statuses ${[...new Set(statuses)].join(', ')}`)
    assert.equal(messages.filter((m) => m === PURCHASE_ANSWER.success).length, 10)
    assert.equal(messages.filter((m) => m === en(PURCHASE_ANSWER.outOfStock)).length, 190)
    await product.refresh()
    assert.equal(product.stock, 0)
    const purchases = await Purchase.query().where('product_id', product.id)
    assert.lengthOf(purchases, 10)
    const winners = new Set(purchases.map((p) => p.userId))
    for (const [i, user] of users.entries()) {
      await user.refresh()
      assert.equal(winners.has(user.id), messages[i] === PURCHASE_ANSWER.success)
      assert.equal(user.balance, winners.has(user.id) ? 300 : 1_000)
    }

    await Promise.all(servers.map((s) => s.stop()))
    await assertDatabaseSound(assert)
  }).timeout(180_000)

  test('SIGKILL in the middle of a purchase burst loses no answered sale and invents none', async ({ assert }) => {
    const drill = await buyersOnOneServer(60, { price: 10, stock: 10_000 })
    const { product, users, sessions } = drill
    let server = drill.server

    // 5 purchases per user, each with its own key, fired in waves until the kill
    const requests = users.flatMap((user, i) =>
      Array.from({ length: 5 }, () => ({ user, session: sessions[i], key: randomUUID() }))
    )
    const answers = new Map<string, string | null>()
    let answered = 0
    const burst = requests.map(async (request) => {
      const answer = await postPurchase(server.url, request.session, product.id, request.key)
      answers.set(request.key, answer?.message ?? null)
      if (answer) answered++
    })
    while (answered < 60) await new Promise((r) => setTimeout(r, 5))
    server.child.kill('SIGKILL')
    await Promise.all(burst)

    const succeeded = [...answers].filter(([, m]) => m === PURCHASE_ANSWER.success)
    const unanswered = [...answers].filter(([, m]) => m === null)
    const refused = answers.size - succeeded.length - unanswered.length
    console.log(
      `  SIGKILL after ${answered} answers: ${succeeded.length} success, ${refused} other, ${unanswered.length} cut off`
    )
    assert.isAbove(succeeded.length, 0)
    assert.isAbove(unanswered.length, 0, 'the kill should cut some requests off')

    server = await startBuiltServer(basePort)
    servers = [server]
    const rows = await db.from('purchases').select('idempotency_key')
    const bought = new Set(rows.map((r) => r.idempotency_key))
    // every request answered 'success' was committed; nothing answered otherwise was
    for (const [key, message] of answers) {
      if (message === PURCHASE_ANSWER.success) assert.isTrue(bought.has(key), key)
      else if (message !== null) assert.isFalse(bought.has(key), key)
    }
    const committedUnanswered = unanswered.filter(([key]) => bought.has(key)).length
    console.log(`  ${committedUnanswered} cut-off requests had committed before the kill`)
    // an unanswered request, retried with its key, answers what really happened
    for (const request of requests.filter((r) => answers.get(r.key) === null)) {
      const retry = await postPurchase(server.url, request.session, product.id, request.key)
      assert.equal(retry?.message, PURCHASE_ANSWER.success)
      assert.equal(await countRows('purchases', { idempotency_key: request.key }), 1)
    }
    await server.stop()
    await assertDatabaseSound(assert)
    await product.refresh()
    const sold = await countRows('purchases', { product_id: product.id })
    assert.equal(product.stock + sold, 10_000)
  }).timeout(180_000)

  test('a burst while another process holds the write lock answers 503 quickly', async ({ assert }) => {
    const { product, users, server, sessions } = await buyersOnOneServer(20, { price: 10, stock: 100 })

    const holder = await separateSqliteConnection()
    holder.exec('BEGIN IMMEDIATE')
    const started = Date.now()
    const answers = await Promise.all(
      users.map(async (_, i) => {
        const answer = await postPurchase(server.url, sessions[i], product.id)
        return { status: answer?.status, ms: Date.now() - started }
      })
    )
    holder.exec('ROLLBACK')
    holder.close()
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.log(`  20 purchases under a held lock: all ${answers[0].status}, slowest ${slowest} ms`)
    for (const answer of answers) assert.equal(answer.status, 503)
    // one busy_timeout (2 s) for the first writer; the rest fail fast behind it
    assert.isBelow(slowest, 4_000)
    assert.equal(await countRows('purchases'), 0)

    // once the lock is free, the next purchase after the short pause goes through
    await new Promise((r) => setTimeout(r, 1_100))
    const after = await postPurchase(server.url, sessions[0], product.id)
    assert.equal(after?.message, PURCHASE_ANSWER.success)
  }).timeout(60_000)
})
