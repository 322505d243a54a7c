import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import locks from '@adonisjs/lock/services/main'
import { resetDatabase } from '#tests/helpers/database/database'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { SCHEDULER_LEASE, Scheduler, type ScheduledJob } from '#infra/scheduler/scheduler'

/** The lock stores a worker may use: the database's `locks` table (SQLite or PostgreSQL), Redis */
type Store = 'database' | 'redis'
const STORES: Store[] = ['database', 'redis']
const lockStore = (store: Store) => locks.use(store)

/**
 * A short lease (1.2 s, renewed every 200 ms), so a job outlasts it within a test; a renewal
 * may come up to a second late (a loaded machine, a slow database) before the lease lapses
 */
const TTL_MS = 1_200
const RENEW_EVERY_MS = 200

function worker(store: Store, jobs: ScheduledJob[]) {
  const logs: string[] = []
  const log = { info: () => {}, warn: (m: string) => logs.push(m), error: (m: string) => logs.push(m) }
  const scheduler = new Scheduler({ jobs, locks: lockStore(store), log, ttlMs: TTL_MS, renewEveryMs: RENEW_EVERY_MS })
  return { scheduler, logs }
}

/** Resolves once `check` holds, polling every 10 ms (at most 2 s) */
async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 2_000) throw new Error('timed out waiting')
    await sleep(10)
  }
}

test.group('Worker lease (@adonisjs/lock)', (group) => {
  group.each.setup(() => resetDatabase())
  group.teardown(() => deleteRedisKeys())

  test('two workers on the {$self} store: one runs the job, the lease is extended while it outlasts its TTL')
    .with(STORES)
    .run(async ({ assert }, store) => {
      let active = 0
      let mostAtOnce = 0
      const runs: string[] = []
      const waiting: Array<() => void> = []
      const finish = () => waiting.splice(0).forEach((resolve) => resolve())
      // a's run waits until the test finishes it; b's returns at once
      const job = (who: string): ScheduledJob => ({
        name: 'slow',
        everySeconds: 0,
        run: async () => {
          runs.push(who)
          mostAtOnce = Math.max(mostAtOnce, ++active)
          if (who === 'a') await new Promise<void>((resolve) => waiting.push(resolve))
          active--
          return null
        },
      })
      const a = worker(store, [job('a')])
      const b = worker(store, [job('b')])
      assert.notEqual(a.scheduler.owner, b.scheduler.owner)

      const first = a.scheduler.tick()
      await until(() => runs.length === 1)
      // b keeps trying for over two lease lifetimes while a's job runs: a's lease never lapses
      for (const startedAt = Date.now(); Date.now() - startedAt < 2.5 * TTL_MS;) {
        assert.deepEqual(await b.scheduler.tick(), { held: false, ran: [] })
        await sleep(100)
      }
      finish()
      assert.deepEqual(await first, { held: true, ran: ['slow'] })
      assert.deepEqual(runs, ['a'])
      assert.equal(mostAtOnce, 1)

      // a stops (SIGTERM): it gives the lease back and b takes over at once
      await a.scheduler.release()
      assert.deepEqual(await b.scheduler.tick(), { held: true, ran: ['slow'] })
      assert.deepEqual(runs, ['a', 'b'])
      assert.deepEqual([...a.logs, ...b.logs], [])
      await b.scheduler.release()
    })

  test('a worker that lost its lease on the {$self} store stops its job between steps and runs nothing more')
    .with(STORES)
    .run(async ({ assert }, store) => {
      let steps = 0
      let lastStep = 200
      let afterRan = false
      const a = worker(store, [
        {
          name: 'steps',
          everySeconds: 0,
          run: async (signal) => {
            for (let step = 0; step < lastStep; step++) {
              signal!.throwIfAborted()
              steps++
              await sleep(10)
            }
            return 'finished'
          },
        },
        { name: 'after', everySeconds: 0, run: async () => (afterRan = true) },
      ])
      const b = worker(store, [])

      const running = a.scheduler.tick()
      await until(() => steps >= 3)
      // a stalls past its lease (a partition, a long pause): the lease lapses and b takes it
      await lockStore(store).createLock(SCHEDULER_LEASE).forceRelease()
      assert.deepEqual(await b.scheduler.tick(), { held: true, ran: [] })

      assert.deepEqual(await running, { held: false, ran: [], stopped: 'steps' })
      assert.isBelow(steps, 200)
      assert.isFalse(afterRan)
      assert.match(a.logs.join('\n'), /steps stopped: the scheduler lease was lost/)
      // b keeps it: a does not run until b gives it back
      const stoppedAt = steps
      assert.deepEqual(await a.scheduler.tick(), { held: false, ran: [] })
      assert.equal(steps, stoppedAt)
      await b.scheduler.release()
      lastStep = 1
      assert.deepEqual(await a.scheduler.tick({ all: true }), { held: true, ran: ['steps', 'after'] })
      assert.isTrue(afterRan)
      await a.scheduler.release()
    })

  test('a worker killed on the {$self} store is replaced once its lease lapses, not before')
    .with(STORES)
    .run(async ({ assert }, store) => {
      const runs: string[] = []
      const job = (who: string): ScheduledJob => ({
        name: 'job',
        everySeconds: 0,
        run: async () => runs.push(who),
      })
      const killed = worker(store, [job('killed')])
      const next = worker(store, [job('next')])
      assert.deepEqual(await killed.scheduler.tick(), { held: true, ran: ['job'] })
      // SIGKILL: no release, no more renewals; its lease still holds for the rest of its TTL
      const killedAt = Date.now()
      assert.deepEqual(await next.scheduler.tick(), { held: false, ran: [] })
      await until(() => Date.now() - killedAt > TTL_MS)
      assert.deepEqual(await next.scheduler.tick(), { held: true, ran: ['job'] })
      assert.deepEqual(runs, ['killed', 'next'])
      await next.scheduler.release()
    })
})
