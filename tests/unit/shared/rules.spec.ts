import { test } from '@japa/runner'
import { formatUsdCents, formatUtcMonth, formatWhole, groupThousands } from '#shared/format'
import { historyDateLabel, padRows, prizeForRank } from '#shared/leaderboards'
import { huntSummary, progressPercent, slotMulti, summaryMulti } from '#shared/hunt'
import { productTier, purchaseDate, purchaseStatusLabel } from '#shared/shop'
import { en } from '#tests/helpers/i18n/english'

test.group('Rules / shop tiers', () => {
  test('price {0} is tier {1}')
    .with([
      [0, 1],
      [4_999, 1],
      [5_000, 2],
      [9_999, 2],
      [10_000, 3],
      [29_999, 3],
      [30_000, 4],
      [150_000, 4],
    ] as const)
    .run(({ assert }, [price, tier]) => {
      assert.equal(productTier(price), tier)
    })
})

test.group('Rules / leaderboard display', () => {
  test('numbers are rounded down with thousands separators', ({ assert }) => {
    assert.equal(formatWhole(1234567.99), '1,234,567')
    assert.equal(formatWhole(999.5), '999')
    assert.equal(formatWhole(Number.NaN), '0')
  })

  test('numbers and dates read exactly as toLocaleString writes them, without a formatter per call', ({ assert }) => {
    const wholes = [
      0,
      -0,
      7,
      -7,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      -9_876_543_210,
      Number.MAX_SAFE_INTEGER,
      1e21,
      -1e22,
    ]
    for (const whole of wholes) assert.equal(groupThousands(whole), whole.toLocaleString('en-US'), String(whole))
    for (const amount of [0, 0.5, 1234.5, -12.345, 1e7]) {
      assert.equal(formatUsdCents(amount), amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' }))
    }
    const date = new Date('2026-01-31T23:30:00Z')
    assert.equal(
      formatUtcMonth(date),
      date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    )
    assert.equal(historyDateLabel('2026-01-31T23:30:00Z'), 'January 2026')
  })

  test('the default split pays ranks 1-10 rounded down, nothing after', ({ assert }) => {
    assert.equal(prizeForRank(2500, 1), 1000)
    assert.equal(prizeForRank(2500, 8), 62)
    assert.equal(prizeForRank(2500, 10), 37)
    assert.equal(prizeForRank(2500, 11), 0)
    const total = Array.from({ length: 10 }, (_, i) => prizeForRank(10_000, i + 1)).reduce((a, b) => a + b)
    assert.equal(total, 10_000)
  })

  test('boards are padded with Unknown placeholders', ({ assert }) => {
    const rows = padRows([{ username: 'a', avatar: null, wagered: 5, prize: 1 }], 7)
    assert.lengthOf(rows, 7)
    assert.deepEqual(rows[6], { username: 'Unknown', avatar: null, wagered: 0, prize: 0 })
    assert.lengthOf(padRows(rows, 3), 7)
  })

  test('history dates show month and year, or No Date', ({ assert }) => {
    assert.equal(historyDateLabel('2026-10-01T00:00:00.000Z'), 'October 2026')
    assert.equal(historyDateLabel('not a date'), 'No Date')
    assert.equal(historyDateLabel(null), 'No Date')
  })
})

test.group('Rules / bonus hunt', () => {
  test('row multi is payout over bet to 2 decimals, a dash when payout <= 0', ({ assert }) => {
    assert.equal(slotMulti(250, 2), '125.00x')
    assert.equal(slotMulti(0, 2), '-')
    assert.equal(slotMulti(null, 2), '-')
  })

  test('summary figures', ({ assert }) => {
    const summary = huntSummary(1000, [
      { betSize: 10, amount: 500 },
      { betSize: 10, amount: 100 },
      { betSize: 20, amount: null },
    ])
    assert.equal(summary.bonusesTotal, 3)
    assert.equal(summary.bonusesCompleted, 2)
    assert.equal(summary.totalWon, 600)
    assert.equal(summary.currentX, 30)
    assert.equal(summary.avgXRequired, 20)
    assert.equal(summaryMulti(summary.currentX), '30.0x')
    assert.equal(progressPercent(2, 3).toFixed(2), '66.67')
    assert.equal(progressPercent(0, 0), 0)
  })
})

test.group('Rules / purchases', () => {
  test('dates are DD.MM.YYYY and an empty status is In Review', ({ assert }) => {
    assert.equal(purchaseDate('2026-03-04T10:00:00'), '04.03.2026')
    assert.equal(purchaseStatusLabel('', en), 'In Review')
    assert.equal(purchaseStatusLabel('Sent', en), 'Sent')
  })
})
