import { test } from '@japa/runner'
import { formatUsd, formatUtcDate, formatUtcDateTime } from '#shared/format'
import { fromMinuteInput, remainingTimeLabel, toMinuteInput } from '#shared/leaderboards'
import { en } from '#tests/helpers/i18n/english'

const NOW = Date.parse('2026-03-10T12:00:00.000Z')
const HOUR = 3_600_000

test.group('Admin leaderboard / remaining time', () => {
  test('{0} left reads "{1}"')
    .with([
      ['3 days 5 hours 20 minutes', 3 * 24 * HOUR + 5 * HOUR + 20 * 60_000, '3d 5h remaining'],
      ['exactly 1 day', 24 * HOUR, '1d 0h remaining'],
      ['23 hours 59 minutes', 24 * HOUR - 60_000, '23h remaining'],
      ['30 minutes', HOUR / 2, '0h remaining'],
    ] as const)
    .run(({ assert }, [, left, label]) => {
      const [key, values] = remainingTimeLabel(new Date(NOW + left).toISOString(), NOW)!
      assert.equal(en(key, values), label)
    })

  test('nothing once the end date has passed, or for a bad date', ({ assert }) => {
    assert.isNull(remainingTimeLabel(new Date(NOW).toISOString(), NOW))
    assert.isNull(remainingTimeLabel(new Date(NOW - HOUR).toISOString(), NOW))
    assert.isNull(remainingTimeLabel('not a date', NOW))
  })
})

test.group('Admin leaderboard / minute-precision inputs', () => {
  test('an ISO date becomes its first 16 characters in UTC', ({ assert }) => {
    assert.equal(toMinuteInput('2026-03-01T00:00:00.000Z'), '2026-03-01T00:00')
    assert.equal(toMinuteInput('2026-03-01T02:30:59+02:00'), '2026-03-01T00:30')
    assert.equal(toMinuteInput('garbage'), '')
  })

  test('an input value reads back as UTC, incomplete ones as null', ({ assert }) => {
    assert.equal(fromMinuteInput('2026-03-01T00:30'), '2026-03-01T00:30:00.000Z')
    assert.isNull(fromMinuteInput('2026-03-01'))
    assert.isNull(fromMinuteInput(''))
    assert.isNull(fromMinuteInput('2026-13-01T00:30'))
  })
})

test.group('Admin leaderboard / formatting', () => {
  test('dates are shown in UTC whatever the machine zone', ({ assert }) => {
    assert.equal(formatUtcDateTime('2026-04-01T00:00:00.000Z'), 'Apr 1, 2026, 00:00 UTC')
    assert.equal(formatUtcDate('2026-03-31T23:59:00.000Z'), 'Mar 31, 2026')
    assert.equal(formatUtcDate('nope'), '-')
  })

  test('prizes are whole dollars with separators', ({ assert }) => {
    assert.equal(formatUsd(2500), '$2,500')
    assert.equal(formatUsd(10000.99), '$10,000')
    assert.equal(formatUsd(Number.NaN), '$0')
  })
})
