import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { SessionStoreContract, SessionStoreFactory } from '@adonisjs/session/types'
import { withoutUnstoredDeletes } from '#http_cache/session_store'

/** A store that records what reached it; `stored` says whether a read finds the session */
async function recordingStore(stored: boolean) {
  const calls: string[] = []
  const store: SessionStoreContract = {
    read: async (id) => (calls.push(`read ${id}`), stored ? { auth_web: 1 } : null),
    write: async (id) => void calls.push(`write ${id}`),
    destroy: async (id) => void calls.push(`destroy ${id}`),
    touch: async (id) => void calls.push(`touch ${id}`),
  }
  const provider = configProvider.create<SessionStoreFactory>(async () => () => store)
  const factory = await withoutUnstoredDeletes(provider).resolver(app)
  // a store per request, as the session middleware makes one
  const request = () => factory(null as never, null as never)
  return { calls, request }
}

test.group('Session store wrapper', () => {
  test('a session is touched once, then left alone by the next requests', async ({ assert }) => {
    const { calls, request } = await recordingStore(true)
    const [id, other] = [randomUUID(), randomUUID()]
    for (let i = 0; i < 3; i++) await request().touch(id)
    await request().touch(other)
    assert.deepEqual(calls, [`touch ${id}`, `touch ${other}`])
  })

  test('writes always reach the store, and a destroyed id is touched again', async ({ assert }) => {
    const { calls, request } = await recordingStore(true)
    const id = randomUUID()
    await request().touch(id)
    await request().write(id, { a: 1 })
    await request().destroy(id)
    await request().touch(id)
    assert.deepEqual(calls, [`touch ${id}`, `write ${id}`, `destroy ${id}`, `touch ${id}`])
  })

  test('an empty session found missing is not deleted; one that was stored is', async ({ assert }) => {
    const missing = await recordingStore(false)
    const id = randomUUID()
    const guest = missing.request()
    await guest.read(id)
    await guest.destroy(id)
    assert.deepEqual(missing.calls, [`read ${id}`])

    const found = await recordingStore(true)
    const visitor = found.request()
    await visitor.read(id)
    await visitor.destroy(id)
    assert.deepEqual(found.calls, [`read ${id}`, `destroy ${id}`])
  })
})
