import { test } from '@japa/runner'
import { createHmac } from 'node:crypto'
import { canonicalEntries, drawRaffle, normaliseKeyword, raffleDrawMessage } from '#shared/raffles'

test.group('Raffles / the draw', () => {
  test('the canonical entries are JSON without spaces, in the given order', ({ assert }) => {
    assert.equal(
      canonicalEntries([
        ['bob', 2],
        ['al "x"', 1],
      ]),
      '[["bob",2],["al \\"x\\"",1]]'
    )
    assert.equal(canonicalEntries([]), '[]')
  })

  test('the message carries the beacon randomness, or only the raffle and k with the beacon off', ({ assert }) => {
    assert.equal(raffleDrawMessage(7, 2, 'ab12'), '7:2:ab12')
    assert.equal(raffleDrawMessage(7, 2, null), '7:2')
  })

  test('winners are drawn without replacement; the pool running out ends the draw', async ({ assert }) => {
    const entries: [string, number][] = [
      ['a', 1],
      ['b', 100],
      ['c', 1],
    ]
    const drawn = await drawRaffle('seed', 3, 'ff', entries, 10)
    assert.lengthOf(drawn, 3)
    assert.sameMembers(
      drawn.map((w) => w.username),
      ['a', 'b', 'c']
    )
    // the first pick, written out with node:crypto: r mod 102 over [a: 0], [b: 1-100], [c: 101]
    const r = Number(BigInt(`0x${createHmac('sha256', 'seed').update('3:0:ff').digest('hex')}`) % 102n)
    assert.equal(drawn[0].ticket, r)
    assert.equal(drawn[0].username, r === 0 ? 'a' : r <= 100 ? 'b' : 'c')
    assert.deepEqual(await drawRaffle('seed', 3, 'ff', entries, 10), drawn)
  })

  test('the keyword is compared trimmed and case-insensitively', ({ assert }) => {
    assert.equal(normaliseKeyword('  !JoIn '), '!join')
  })
})
