import { test } from '@japa/runner'
import { USERNAME_PATTERN } from '#shared/accounts'
import { DELETED_USER_LABEL, deletedUsername, publicUsername } from '#shared/deleted_user'
import { parseRedactions, redactCanonical, redactionNote } from '#shared/redactions'
import { canonicalEntries } from '#shared/raffles'
import { en } from '#tests/helpers/i18n/english'

/** The note as an English reader sees it */
const note = (...args: Parameters<typeof redactionNote>) => en(...redactionNote(...args))

test.group('Deleted accounts / the public name', () => {
  test('a deleted account shows the label; no username can look like one', ({ assert }) => {
    assert.equal(publicUsername(deletedUsername(42)), DELETED_USER_LABEL)
    for (const name of ['NeonRider', 'deleted_42', 'Deleted42', 'mydeleted-1']) assert.equal(publicUsername(name), name)
    assert.notMatch(deletedUsername(42), USERNAME_PATTERN)
    assert.notMatch(DELETED_USER_LABEL, USERNAME_PATTERN)
  })
})

test.group('Deleted accounts / redacted published lists', () => {
  test('only the named entries change; every other byte of the list stays', ({ assert }) => {
    const canonical = canonicalEntries([
      ['alice', 3],
      ['GoneRider', 5],
      ['carol', 1],
    ])
    const redacted = redactCanonical(canonical, [1])
    assert.equal(redacted, canonical.replace('"GoneRider"', JSON.stringify(DELETED_USER_LABEL)))
    assert.equal(redactCanonical(canonical, []), canonical)
  })

  test('the stored redactions read in entry order; the note counts entries from 1', ({ assert }) => {
    const stored = JSON.stringify([
      { entry: 4, redacted_at: '2026-01-02T00:00:00.000Z' },
      { entry: 0, redacted_at: '2026-01-01T00:00:00.000Z' },
    ])
    assert.deepEqual(
      parseRedactions(stored).map((r) => r.entry),
      [0, 4]
    )
    assert.deepEqual(parseRedactions(null), [])
    assert.match(note(parseRedactions(stored)), /^Entries #1, #5 were renamed "deleted user"/)
    assert.match(note([{ entry: 2, redacted_at: '' }]), /^Entry #3 was renamed/)
    // a raffle list of version 2: the commitment stays hashed, the digest still matches
    const v2 = note([{ entry: 2, redacted_at: '' }], 2)
    assert.match(v2, /^Entry #3 was renamed "deleted user" after the close/)
    assert.include(v2, 'its name and salt were removed and its commitment stays in the hashed list')
    assert.notInclude(v2, 'a copy saved before')
    // a frozen board of version 2 says the same of its board, without a draw
    const board = note([{ entry: 0, redacted_at: '' }], 2, 'board')
    assert.include(
      board,
      'its commitment stays in the hashed board, so the SHA-256 still matches the board as published.'
    )
    assert.notInclude(board, 'draw')
  })
})
