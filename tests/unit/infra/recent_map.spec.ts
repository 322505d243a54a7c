import { test } from '@japa/runner'
import { keepRecent } from '#utils/recent_map'

test.group('keepRecent', () => {
  test('puts the key last and drops the least recently used past the limit', ({ assert }) => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ])
    keepRecent(map, 'a', 10, 3)
    assert.deepEqual([...map.keys()], ['b', 'c', 'a'])
    assert.deepEqual([...map.values()], [2, 3, 10])
    keepRecent(map, 'd', 4, 3)
    assert.deepEqual([...map.keys()], ['c', 'a', 'd'])
    assert.deepEqual([...map.values()], [3, 10, 4])
  })

  test('without a limit it only reorders', ({ assert }) => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ])
    keepRecent(map, 'a', 1)
    keepRecent(map, 'c', 3)
    assert.deepEqual([...map.keys()], ['b', 'a', 'c'])
  })
})
