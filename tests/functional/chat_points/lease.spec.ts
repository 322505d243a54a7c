import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { resetDatabase } from '#tests/helpers/database/database'
import { acquireLease, releaseLease } from '#infra/scheduler/lease'

test.group('Scheduler lease', (group) => {
  group.each.setup(() => resetDatabase())

  test('one holder at a time; renewals keep it; expiry or release frees it', async ({ assert }) => {
    const now = DateTime.utc()
    assert.isTrue(await acquireLease('jobs', 'a', 30, now))
    assert.isFalse(await acquireLease('jobs', 'b', 30, now))
    assert.isTrue(await acquireLease('jobs', 'a', 30, now.plus({ seconds: 10 })))
    assert.isFalse(await acquireLease('jobs', 'b', 30, now.plus({ seconds: 20 })))
    assert.isTrue(await acquireLease('jobs', 'b', 30, now.plus({ seconds: 41 })))
    await releaseLease('jobs', 'b')
    assert.isTrue(await acquireLease('jobs', 'c', 30, now.plus({ seconds: 42 })))
  })

  test('concurrent takers: exactly one wins', async ({ assert }) => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => acquireLease('race', `w${i}`, 30)))
    assert.equal(results.filter(Boolean).length, 1)
  })
})
