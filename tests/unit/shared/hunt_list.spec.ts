import { test } from '@japa/runner'
import { huntListPages, huntListPhase, isNewBonus } from '#shared/hunt'

const slots = (count: number, opened = 0) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, amount: i < opened ? 10 : null }))
const ids = (list: { id: number }[]) => list.map((s) => s.id)

test.group('Hunt list that follows the hunt', () => {
  test('while collecting, the latest added come first; the rest follow in pages', ({ assert }) => {
    const { phase, pages, currentId } = huntListPages(slots(30), 10, true)
    assert.equal(phase, 'collecting')
    assert.deepEqual(ids(pages[0]), [21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
    assert.deepEqual(ids(pages[1]), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert.lengthOf(pages, 3)
    assert.isNull(currentId)
  })

  test('while opening, the one being opened and the next ones', ({ assert }) => {
    const { phase, pages, currentId } = huntListPages(slots(30, 12), 5, true)
    assert.equal(phase, 'opening')
    assert.equal(currentId, 13)
    assert.deepEqual(ids(pages[0]), [13, 14, 15, 16, 17])
    // near the end the window stays full
    assert.deepEqual(ids(huntListPages(slots(30, 28), 5, true).pages[0]), [26, 27, 28, 29, 30])
    assert.equal(huntListPages(slots(30, 28), 5, true).currentId, 29)
  })

  test('a finished hunt or a short list starts from the first, one page', ({ assert }) => {
    assert.deepEqual(ids(huntListPages(slots(30, 30), 10, false).pages[0]), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert.equal(huntListPhase(slots(3, 3)), 'done')
    const short = huntListPages(slots(4, 1), 10, true)
    assert.lengthOf(short.pages, 1)
    assert.equal(short.currentId, 2)
  })

  test('a bonus is new for a minute after it was added', ({ assert }) => {
    const now = Date.parse('2026-01-01T12:00:00Z')
    assert.isTrue(isNewBonus('2026-01-01T11:59:30Z', now))
    assert.isFalse(isNewBonus('2026-01-01T11:58:30Z', now))
    assert.isFalse(isNewBonus(undefined, now))
  })
})
