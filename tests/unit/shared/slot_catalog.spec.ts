import { test } from '@japa/runner'
import { closeMatches, editDistance, slotMatchKey, slotSlug } from '#shared/slot_catalog'

test.group('Slot catalog / names', () => {
  test('one match key for the spellings of one slot', ({ assert }) => {
    const key = slotMatchKey('Gates of Olympus')
    for (const typed of [
      'gates of olympus',
      '  GATES   OF  OLYMPUS ',
      'Gates-of-Olympus!',
      'Gates of Olympus™',
      'Gátes of Ólympus',
    ])
      assert.equal(slotMatchKey(typed), key, typed)
    assert.notEqual(slotMatchKey('Gates of Olympus 1000'), key)
    assert.equal(slotMatchKey('!!!'), '!!!')
  })

  test('slugs: lower-case words joined by dashes', ({ assert }) => {
    assert.equal(slotSlug("Play'n GO: Book of Dead"), 'play-n-go-book-of-dead')
    assert.equal(slotSlug('  Señor Spins  '), 'senor-spins')
    assert.equal(slotSlug('***'), 'slot')
  })

  test('close matches: a misspelling or a part, nearest first', ({ assert }) => {
    const catalog = [
      { name: 'Sweet Bonanza' },
      { name: 'Sugar Rush' },
      { name: 'Sweet Bonanza 1000' },
      { name: 'Mental' },
    ]
    assert.deepEqual(
      closeMatches('Swet Bonansa', catalog).map((s) => s.name),
      ['Sweet Bonanza']
    )
    assert.deepEqual(
      closeMatches('bonanza', catalog).map((s) => s.name),
      ['Sweet Bonanza', 'Sweet Bonanza 1000']
    )
    assert.deepEqual(closeMatches('zz', catalog), [])
    assert.equal(editDistance('kitten', 'sitting'), 3)
  })
})
