import { test } from '@japa/runner'
import { championDecided, emptyBracket, markWinner, nextSlot, pairedSlot } from '#shared/tournament'

function seeded() {
  return emptyBracket().map((s) => (s.id <= 8 ? { ...s, username: `p${s.id}`, slotName: `slot${s.id}` } : s))
}

test.group('Bracket', () => {
  test('pairs and next slots follow the rounds', ({ assert }) => {
    assert.deepEqual(
      [1, 2, 7, 8].map((id) => pairedSlot(id)),
      [2, 1, 8, 7]
    )
    assert.deepEqual(
      [1, 2, 3, 8].map((id) => nextSlot(id)),
      [9, 9, 10, 12]
    )
    assert.deepEqual(
      [9, 10, 11, 12].map((id) => nextSlot(id)),
      [13, 13, 14, 14]
    )
    assert.deepEqual(
      [13, 14, 15].map((id) => nextSlot(id)),
      [15, 15, null]
    )
    assert.isNull(pairedSlot(15))
  })

  test('marking a winner loses its pair and advances it', ({ assert }) => {
    const slots = markWinner(seeded(), 3)
    assert.isTrue(slots[2].winner)
    assert.isFalse(slots[3].winner)
    assert.equal(slots[9].username, 'p3')
    assert.equal(slots[9].slotName, 'slot3')
  })

  test('the champion is decided once both finals have a value', ({ assert }) => {
    let slots = seeded()
    for (const id of [1, 3, 5, 7, 9, 11]) slots = markWinner(slots, id)
    assert.isFalse(championDecided(slots))
    slots = markWinner(slots, 14)
    assert.isTrue(championDecided(slots))
    assert.equal(slots[14].username, 'p5')
  })

  test('an empty slot cannot win', ({ assert }) => {
    const slots = emptyBracket()
    assert.deepEqual(markWinner(slots, 9), slots)
  })
})
