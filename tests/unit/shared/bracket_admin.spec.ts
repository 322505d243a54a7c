import { test } from '@japa/runner'
import {
  BRACKET_MESSAGES,
  bracketFromRows,
  emptyBracket,
  markWinner,
  resetResults,
  setEntrants,
  winnerRefusal,
  type BracketSlotState,
} from '#shared/tournament'

const NAMES = ['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']
const entrants = NAMES.map((username, i) => ({ username, slotName: `Slot ${i + 1}` }))
const filled = () => setEntrants(emptyBracket(), entrants)
const slot = (slots: BracketSlotState[], id: number) => slots.find((s) => s.id === id)!

test.group('Bracket admin / who may win', () => {
  test('a prelim slot with a player and an undecided match may win', ({ assert }) => {
    assert.isNull(winnerRefusal(filled(), 1))
    assert.isNull(winnerRefusal(filled(), 8))
  })

  test('refusals: no player, unknown opponent, decided match, champion slot', ({ assert }) => {
    const slots = markWinner(filled(), 1)
    assert.equal(winnerRefusal(slots, 10), BRACKET_MESSAGES.noPlayer)
    assert.equal(winnerRefusal(slots, 9), BRACKET_MESSAGES.noOpponent)
    assert.equal(winnerRefusal(slots, 1), BRACKET_MESSAGES.decided)
    assert.equal(winnerRefusal(slots, 2), BRACKET_MESSAGES.decided)
    assert.equal(winnerRefusal(slots, 15), BRACKET_MESSAGES.notPlayable)
    assert.equal(winnerRefusal(slots, 0), BRACKET_MESSAGES.notPlayable)
    assert.equal(winnerRefusal(emptyBracket(), 1), BRACKET_MESSAGES.noPlayer)
  })
})

test.group('Bracket admin / entrants and reset', () => {
  test('entrants fill the prelims only', ({ assert }) => {
    const slots = filled()
    assert.deepEqual(slot(slots, 3), { id: 3, username: 'Cy', slotName: 'Slot 3', winner: null })
    assert.isTrue(slots.filter((s) => s.id > 8).every((s) => s.username === null))
  })

  test('a renamed entrant carries the new name through the rounds they reached', ({ assert }) => {
    let slots = filled()
    for (const id of [1, 3, 9, 5, 7, 11]) slots = markWinner(slots, id)
    const renamed = entrants.map((e) => (e.username === 'Ava' ? { username: 'Ava2', slotName: 'New' } : e))
    const after = setEntrants(slots, renamed)
    for (const id of [1, 9, 13]) {
      assert.equal(slot(after, id).username, 'Ava2')
      assert.equal(slot(after, id).slotName, 'New')
    }
    assert.isTrue(slot(after, 9).winner)
    // the loser of the prelim keeps their place; others are untouched
    assert.equal(slot(after, 14).username, 'Ed')
    assert.equal(slot(after, 2).username, 'Bo')
  })

  test('reset keeps the entrants and clears everything else', ({ assert }) => {
    let slots = filled()
    for (const id of [1, 3, 9]) slots = markWinner(slots, id)
    const reset = resetResults(slots)
    assert.deepEqual(reset, filled())
  })

  test('stored rows become 15 slots, missing ones empty', ({ assert }) => {
    const slots = bracketFromRows([
      { slot: 2, username: 'Bo', slotName: null, winner: true },
      { slot: 9, username: 'Bo', slotName: null, winner: null },
    ])
    assert.lengthOf(slots, 15)
    assert.deepEqual(slot(slots, 2), { id: 2, username: 'Bo', slotName: null, winner: true })
    assert.deepEqual(slot(slots, 1), { id: 1, username: null, slotName: null, winner: null })
  })
})
