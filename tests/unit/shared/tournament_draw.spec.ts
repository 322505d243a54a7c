import { test } from '@japa/runner'
import { bracketRounds, championSlot, nextSlot, pairedSlot } from '#shared/tournament'
import { bracketSizeFor, seedPositions, seededBracket } from '#shared/tournament_draw'

test.group('Viewer tournament brackets', () => {
  test('sizes, rounds and the champion slot for 2 to 64 players', ({ assert }) => {
    assert.deepEqual([2, 3, 4, 5, 8, 9, 33, 64].map(bracketSizeFor), [2, 4, 4, 8, 8, 16, 64, 64])
    assert.deepEqual(bracketRounds(4), [[1, 2, 3, 4], [5, 6], [7]])
    assert.equal(championSlot(64), 127)
    assert.equal(bracketRounds(64).length, 7)
    assert.deepEqual(
      [1, 2, 31, 32].map((id) => nextSlot(id, 32)),
      [33, 33, 48, 48]
    )
    assert.deepEqual(
      [61, 62].map((id) => nextSlot(id, 32)),
      [63, 63]
    )
    assert.isNull(pairedSlot(63, 32))
    assert.isNull(nextSlot(63, 32))
  })

  test('seed positions: 1 plays the last seed and the top two meet only in the final', ({ assert }) => {
    assert.deepEqual(seedPositions(8), [1, 8, 4, 5, 2, 7, 3, 6])
    const sixteen = seedPositions(16)
    assert.sameMembers(
      sixteen,
      Array.from({ length: 16 }, (_, i) => i + 1)
    )
    assert.isBelow(sixteen.indexOf(1), 8)
    assert.isAtLeast(sixteen.indexOf(2), 8)
  })

  test('a short field gives the byes to the top seeds, who move on at once', ({ assert }) => {
    const players = ['a', 'b', 'c', 'd', 'e'].map((username, i) => ({ username, userId: i + 1 }))
    const { size, slots } = seededBracket(players)
    assert.equal(size, 8)
    assert.deepEqual(
      slots.slice(0, 8).map((s) => s.username),
      ['a', null, 'd', 'e', 'b', null, 'c', null]
    )
    assert.deepEqual(
      slots.slice(8, 12).map((s) => [s.username, s.userId]),
      [
        ['a', 1],
        [null, null],
        ['b', 2],
        ['c', 3],
      ]
    )
    assert.deepEqual(
      slots.slice(0, 8).map((s) => s.winner),
      [true, false, null, null, true, false, true, false]
    )
  })
})
