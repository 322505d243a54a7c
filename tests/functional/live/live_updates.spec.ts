import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { PassThrough } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import transmit from '@adonisjs/transmit/services/main'
import { Transmit } from '@boringnode/transmit'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { redisLiveTransport } from '#config/transmit'
import env from '#start/env'
import { applyChangesFromOtherProcesses, publicDataChanged, publicTransaction } from '#infra/live/public_cache'
import { liveChannel, type LiveMessage } from '#shared/live'
import { endLiveStreams } from '#infra/live/streams'
import { resetDatabase, resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'

type Broadcast = { channel: string; payload: LiveMessage }

/** Every broadcast of the app's transmit until the returned function is called */
function recordBroadcasts(onBroadcast?: (broadcast: Broadcast) => void) {
  const seen: Broadcast[] = []
  const original = transmit.broadcast
  transmit.broadcast = function (channel, payload) {
    const broadcast = { channel, payload: payload as LiveMessage }
    seen.push(broadcast)
    onBroadcast?.(broadcast)
    return original.call(this, channel, payload)
  }
  return { seen, stop: () => (transmit.broadcast = original) }
}

const appUrl = () => `http://${env.get('HOST')}:${env.get('PORT')}`

/** An open event stream as a browser's EventSource holds it; `next(text)` waits for text */
async function openStream(uid = randomUUID()) {
  const controller = new AbortController()
  const response = await fetch(`${appUrl()}${urlFor('live.events', {}, { qs: { uid } })}`, {
    signal: controller.signal,
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let received = ''
  async function next(text: string, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs
    while (!received.includes(text)) {
      const timer = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no "${text}" in: ${received}`)), deadline - Date.now())
      )
      const { value, done } = await Promise.race([reader.read(), timer])
      if (done) throw new Error(`stream ended without "${text}"`)
      received += value
    }
    return received
  }
  return { response, next, close: () => controller.abort() }
}

test.group('Live updates / broadcast after commit', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a committed write broadcasts { domain, at } once it has committed', async ({ assert }) => {
    let transaction: TransactionClientContract | undefined
    const committedAtBroadcast: boolean[] = []
    const { seen, stop } = recordBroadcasts(() => committedAtBroadcast.push(Boolean(transaction?.isCompleted)))
    try {
      await publicTransaction(['vault'], async (trx) => {
        transaction = trx
        await trx.from('vaults').update({ streams_active: 7 })
        assert.lengthOf(seen, 0)
      })
    } finally {
      stop()
    }
    assert.deepEqual(
      seen.map((b) => [b.channel, b.payload.domain]),
      [[liveChannel('vault'), 'vault']]
    )
    assert.isTrue(DateTime.fromISO(seen[0].payload.at).isValid)
    assert.deepEqual(committedAtBroadcast, [true])
  })

  test('a rolled back write broadcasts nothing', async ({ assert }) => {
    const { seen, stop } = recordBroadcasts()
    try {
      await assert.rejects(
        () =>
          publicTransaction(['hunt', 'vault'], async (trx) => {
            await trx.from('vaults').update({ streams_active: 7 })
            throw new Error('refused half way')
          }),
        'refused half way'
      )
    } finally {
      stop()
    }
    assert.lengthOf(seen, 0)
  })

  test("an admin's hunt edit reaches an open stream on the hunt channel", async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const stream = await openStream()
    try {
      assert.equal(stream.response.headers.get('content-type'), 'text/event-stream')
      await stream.next(':ok')
      const started = await jsonAs(client, admin)
        .put(urlFor('admin_api.hunt.update'))
        .json({ title: 'Live test hunt', starting_balance: 500 })
      started.assertStatus(200)
      const text = await stream.next(liveChannel('hunt'))
      const line = text.split('\n').find((l) => l.includes(liveChannel('hunt')))!
      const data = JSON.parse(line.replace(/^data: /, ''))
      assert.equal(data.payload.domain, 'hunt')
    } finally {
      stream.close()
    }
  })

  test('a ping or broadcast that meets a stream ended at shutdown is dropped, not a crash', async ({ assert }) => {
    const stream = await openStream()
    const uncaught: Error[] = []
    const record = (error: Error) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
      await stream.next(':ok')
      endLiveStreams()
      // the ended streams are still transmit's subscribers until their responses close
      transmit.broadcast(liveChannel('vault'), { domain: 'vault', at: 'now' })
      await new Promise((resolve) => setTimeout(resolve, 50))
      assert.deepEqual(
        uncaught.map((error) => error.message),
        []
      )
    } finally {
      process.off('uncaughtException', record)
      stream.close()
    }
  })

  test("another process's change (the version mark) is broadcast by the web server's poll", async ({ assert }) => {
    await applyChangesFromOtherProcesses()
    const { seen, stop } = recordBroadcasts()
    try {
      await db.table('public_cache_versions').insert({
        domain: 'boards',
        version: `worker-${randomUUID()}`,
        updated_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
      })
      await applyChangesFromOtherProcesses()
    } finally {
      stop()
    }
    assert.deepEqual(
      seen.map((b) => b.channel),
      [liveChannel('boards')]
    )
  })

  test('the subscribe POST accepts only the public channels', async ({ client }) => {
    const uid = randomUUID()
    const ok = await client.post(urlFor('live.subscribe')).json({ uid, channel: 'public/hunt' })
    ok.assertStatus(204)
    const unknown = await client.post(urlFor('live.subscribe')).json({ uid, channel: 'private/users' }).accept('json')
    unknown.assertStatus(422)
    const gone = await client.post(urlFor('live.unsubscribe')).json({ uid, channel: 'public/hunt' })
    gone.assertStatus(204)
  })
})

/** A stream held by `instance`, subscribed to the vault channel, and what it has received */
function listen(instance: Transmit<unknown>) {
  const uid = randomUUID()
  const sink = new PassThrough()
  let received = ''
  sink.on('data', (chunk) => (received += chunk))
  instance.createStream({
    uid,
    context: undefined,
    request: undefined as never,
    response: sink as never,
  })
  return { uid, channel: liveChannel('vault'), received: () => received }
}

test.group('Live updates / Redis fan-out', () => {
  test('a broadcast on one process reaches a stream held by another through Redis', async ({ assert }) => {
    // transmit instances as web processes have them (config/transmit.ts with REDIS_HOST set):
    // two on this run's prefix, one of another site sharing the Redis server
    const webProcess = (transport = redisLiveTransport()) => new Transmit({ transport }, transport.driver())
    const publisher = webProcess()
    const holder = webProcess()
    const otherSite = webProcess({ ...redisLiveTransport(), channel: 'another-site:live' })
    try {
      const holderStream = listen(holder)
      const otherSiteStream = listen(otherSite)
      await holder.subscribe({ ...holderStream, skipAuthorization: true })
      await otherSite.subscribe({ ...otherSiteStream, skipAuthorization: true })
      await new Promise((resolve) => setTimeout(resolve, 300)) // the subscriptions reach Redis

      publisher.broadcast(liveChannel('vault'), { domain: 'vault', at: 'now' })
      const deadline = Date.now() + 2000
      while (!holderStream.received().includes('"domain":"vault"') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      assert.include(holderStream.received(), `"channel":"${liveChannel('vault')}"`)
      assert.notInclude(otherSiteStream.received(), 'vault')
    } finally {
      await Promise.all([publisher.shutdown(), holder.shutdown(), otherSite.shutdown()])
    }
  })
})

test.group('Live updates / publicDataChanged', (group) => {
  group.each.setup(() => resetDatabase())

  test('broadcasts each changed domain', async ({ assert }) => {
    const { seen, stop } = recordBroadcasts()
    try {
      await publicDataChanged('store', 'milestones')
    } finally {
      stop()
    }
    assert.deepEqual(
      seen.map((b) => b.channel),
      [liveChannel('store'), liveChannel('milestones')]
    )
  })
})
