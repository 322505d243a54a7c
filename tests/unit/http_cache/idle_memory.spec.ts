import { test } from '@japa/runner'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createIdleMemoryRelease, releaseMemoryWhenQuiet } from '#infra/http/idle_memory'

const MB = 1024 * 1024

/** A release on a fake clock and a fake RSS, counting its collections */
function fakeRelease() {
  const state = { now: 0, rss: 100 * MB, collections: 0, rssAfterCollect: 90 * MB }
  const release = createIdleMemoryRelease({
    quietMs: 1_500,
    growthBytes: 24 * MB,
    now: () => state.now,
    rss: () => state.rss,
    collect: () => {
      state.collections++
      state.rss = state.rssAfterCollect
    },
  })
  return { state, release }
}

test.group('Idle memory release', () => {
  test('collects once the process is quiet after it grew, and reports what it gave back', ({ assert }) => {
    const { state, release } = fakeRelease()
    release.noteRequest()
    state.rss = 160 * MB
    state.now = 1_000
    assert.deepEqual(release.tick(), { released: false }, 'a request 1 s ago: not quiet yet')
    state.now = 1_600
    assert.deepEqual(release.tick(), { released: true, before: 160 * MB, after: 90 * MB })
    assert.equal(state.collections, 1)
    state.now = 60_000
    assert.deepEqual(release.tick(), { released: false }, 'nothing grew since: no second collection')
    assert.equal(state.collections, 1)
  })

  test('steady traffic never triggers it, however much the process grew', ({ assert }) => {
    const { state, release } = fakeRelease()
    state.rss = 400 * MB
    for (let at = 0; at < 30_000; at += 500) {
      state.now = at
      release.noteRequest()
      assert.isFalse(release.tick().released)
    }
    assert.equal(state.collections, 0)
  })

  test('a quiet process that grew less than the threshold is left alone', ({ assert }) => {
    const { state, release } = fakeRelease()
    state.rss = 100 * MB + 23 * MB
    state.now = 10_000
    assert.isFalse(release.tick().released)
    state.rss = 100 * MB + 24 * MB
    assert.isTrue(release.tick().released)
  })

  test('memory the collection cannot shrink does not make it run again and again', ({ assert }) => {
    const { state, release } = fakeRelease()
    state.rss = 200 * MB
    state.rssAfterCollect = 195 * MB
    state.now = 10_000
    assert.isTrue(release.tick().released)
    for (let at = 10_500; at < 20_000; at += 500) {
      state.now = at
      assert.isFalse(release.tick().released)
    }
    assert.equal(state.collections, 1)
  })

  test("V8's memory-reducing collection gives back the pages a burst left behind", ({ assert }) => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as NodeJS.GCFunction
    const rss = () => process.memoryUsage.rss()
    gc()
    let burst: unknown[] | null = []
    for (let i = 0; i < 600_000; i++) burst.push({ i, text: `entry ${i} `.repeat(3), list: [i, i + 1] })
    assert.isAbove(burst.length, 0)
    burst = null
    // a regular collection frees the objects, but V8 keeps their pages in its pool
    gc()
    const release = createIdleMemoryRelease({
      quietMs: 0,
      growthBytes: 0,
      now: () => performance.now(),
      rss,
      collect: () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
    })
    const outcome = release.tick()
    assert.isTrue(outcome.released)
    if (!outcome.released) return
    assert.isAbove(outcome.before - outcome.after, 40 * MB, `before ${outcome.before}, after ${outcome.after}`)
  })

  test('a process started without --expose-gc keeps its handler as it is', ({ assert }) => {
    assert.isUndefined(globalThis.gc)
    const handler = () => {}
    assert.strictEqual(releaseMemoryWhenQuiet(handler), handler)
  })
})
