import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { COIN_ICONS, coinIcon, countUpValue, countdownParts, rankHasPrize, splitBoard } from '#shared/leaderboards'
import { padVaultWinners, vaultAddAmount } from '#shared/vault'
import { searchProducts } from '#shared/shop'
import { championDecided, emptyBracket, markWinner } from '#shared/tournament'

const row = (username: string, wagered: number) => ({ username, avatar: null, wagered, prize: 1 })

test.group('Rules / board split', () => {
  test('only named entries, highest wager first: 3 on the podium, the rest in the table', ({ assert }) => {
    const entries = Array.from({ length: 12 }, (_, i) => row(`p${i}`, i * 100))
    entries.push(row('', 99_999), row('   ', 99_998))
    const { podium, table } = splitBoard(entries)
    assert.deepEqual(
      podium.map((r) => r.username),
      ['p11', 'p10', 'p9']
    )
    assert.lengthOf(table, 9)
    assert.equal(table[0].username, 'p8')
    assert.equal(table[8].username, 'p0')
  })

  test('a short board is padded with Unknown: podium to 3, table to 7', ({ assert }) => {
    const { podium, table } = splitBoard([row('solo', 5)])
    assert.deepEqual(
      podium.map((r) => r.username),
      ['solo', 'Unknown', 'Unknown']
    )
    assert.lengthOf(table, 7)
    assert.isTrue(table.every((r) => r.username === 'Unknown' && r.wagered === 0 && r.prize === 0))
  })

  test('prizes show for ranks 1 to 10 only', ({ assert }) => {
    assert.deepEqual([0, 1, 4, 10, 11, 50].map(rankHasPrize), [false, true, true, true, false, false])
  })

  test('skinrave, skinfans and xfun pay in their own coins, the rest in dollars', ({ assert }) => {
    assert.equal(coinIcon('skinrave'), '/assets-static/coins/skinrave.svg')
    assert.equal(coinIcon('skinfans'), '/assets-static/coins/skinfans.svg')
    assert.equal(coinIcon('xfun'), '/assets-static/coins/xfun.svg')
    assert.isNull(coinIcon('celsius'))
    assert.isNull(coinIcon('hypedrop'))
  })

  test('every coin icon is a file the site serves', ({ assert }) => {
    for (const path of Object.values(COIN_ICONS)) {
      assert.isTrue(existsSync(fileURLToPath(new URL(`../../../public${path}`, import.meta.url))), path)
    }
  })
})

test.group('Rules / countdown', () => {
  test('days, hours, min and sec are zero-padded to two digits', ({ assert }) => {
    const ms = ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000 + 999
    assert.deepEqual(countdownParts(ms), {
      ended: false,
      days: '03',
      hours: '04',
      minutes: '05',
      seconds: '06',
    })
    assert.equal(countdownParts(120 * 86_400_000).days, '120')
  })

  test('at or past zero it has ended', ({ assert }) => {
    assert.deepEqual(countdownParts(0), {
      ended: true,
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
    })
    assert.isTrue(countdownParts(-5000).ended)
    assert.isTrue(countdownParts(999).ended)
  })

  test('the count-up starts at 0, climbs, and lands on the target at 1.5 s', ({ assert }) => {
    assert.equal(countUpValue(2500, 0, 1500), 0)
    const half = countUpValue(2500, 750, 1500)
    assert.isAbove(half, 1250)
    assert.isBelow(half, 2500)
    assert.equal(countUpValue(2500, 1500, 1500), 2500)
    assert.equal(countUpValue(2500, 9999, 1500), 2500)
  })
})

test.group('Rules / shop search', () => {
  const products = [
    { name: 'Neon Mousepad', price: 7_500 },
    { name: '$5 Celsius Tip', price: 2_500 },
    { name: '$100 CELSIUS tip', price: 45_000 },
  ]

  test('a case-insensitive substring of the name, most expensive first', ({ assert }) => {
    assert.deepEqual(
      searchProducts(products, 'celsius').map((p) => p.price),
      [45_000, 2_500]
    )
    assert.deepEqual(
      searchProducts(products, '  MOUSE ').map((p) => p.name),
      ['Neon Mousepad']
    )
    assert.lengthOf(searchProducts(products, 'hoodie'), 0)
  })

  test('an empty search lists everything by price descending', ({ assert }) => {
    assert.deepEqual(
      searchProducts(products, '').map((p) => p.price),
      [45_000, 7_500, 2_500]
    )
  })
})

test.group('Rules / vault', () => {
  test('winners are padded to 3 slots with UNKNOWN and 0', ({ assert }) => {
    const padded = padVaultWinners([{ username: 'Jade', amount: 640, date: '2026-01-01' }])
    assert.lengthOf(padded, 3)
    assert.deepEqual(padded[1], { username: 'UNKNOWN', amount: 0, date: null })
    assert.lengthOf(padVaultWinners([]), 3)
  })

  test('an add needs an amount that is present, numeric and above 0', ({ assert }) => {
    assert.equal(vaultAddAmount('25'), 25)
    assert.equal(vaultAddAmount(' 7 '), 7)
    assert.equal(vaultAddAmount(2.5), 2.5)
    for (const bad of ['', '   ', 'abc', '0', '-3', null, undefined, 'Infinity'])
      assert.isNull(vaultAddAmount(bad), String(bad))
  })
})

test.group('Rules / bracket advance', () => {
  test('winners climb round by round until the champion is decided', ({ assert }) => {
    let slots = emptyBracket().map((s) => (s.id <= 8 ? { ...s, username: `p${s.id}`, slotName: `slot${s.id}` } : s))
    for (const id of [2, 3, 6, 8]) slots = markWinner(slots, id)
    assert.deepEqual(
      slots.filter((s) => s.id >= 9 && s.id <= 12).map((s) => s.username),
      ['p2', 'p3', 'p6', 'p8']
    )
    for (const id of [10, 11]) slots = markWinner(slots, id)
    assert.deepEqual(
      slots.filter((s) => s.id === 13 || s.id === 14).map((s) => s.username),
      ['p3', 'p6']
    )
    assert.isFalse(championDecided(slots))
    slots = markWinner(slots, 14)
    assert.isTrue(championDecided(slots))
    assert.equal(slots[14].username, 'p6')
    assert.equal(slots[14].slotName, 'slot6')
    // An empty slot cannot win
    assert.deepEqual(markWinner(emptyBracket(), 9), emptyBracket())
  })
})
