import { test } from '@japa/runner'
import { LIVE_RECONNECT, liveReconnectDelay } from '#shared/live'

test.group('Live updates / reconnect backoff', () => {
  test('the wait is random: pages of a restarted process come back spread out', ({ assert }) => {
    const waits = Array.from({ length: 200 }, () => liveReconnectDelay(0))
    assert.isAbove(new Set(waits).size, 50)
    for (const wait of waits) assert.isTrue(wait >= 0 && wait <= LIVE_RECONNECT.firstMs, String(wait))
  })

  test('the ceiling doubles with each failed attempt, up to the maximum', ({ assert }) => {
    const top = (attempt: number) => liveReconnectDelay(attempt, 0, () => 1)
    assert.deepEqual([0, 1, 2, 3].map(top), [1000, 2000, 4000, 8000])
    assert.equal(top(20), LIVE_RECONNECT.maxMs)
    assert.equal(
      liveReconnectDelay(5, 0, () => 0),
      0
    )
  })

  test("a refusal's retry hint is respected, with jitter on top of half of it", ({ assert }) => {
    assert.equal(
      liveReconnectDelay(0, 15_000, () => 0),
      7_500
    )
    assert.equal(
      liveReconnectDelay(0, 15_000, () => 1),
      15_000
    )
    const waits = Array.from({ length: 100 }, () => liveReconnectDelay(0, 15_000))
    assert.isAbove(new Set(waits).size, 20)
  })
})
