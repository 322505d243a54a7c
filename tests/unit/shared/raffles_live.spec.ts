import { test } from '@japa/runner'
import { liveRaffleStep } from '#shared/raffles_live'

type Shown = {
  raffle: { id: number; status: string; entrants: number }
  entries: { username: string; tickets: number }[]
  canonical: string | null
  entries_sha256: string | null
}

const shown = (fields: Partial<Shown['raffle']> = {}, rest: Partial<Shown> = {}): Shown => ({
  raffle: { id: 7, status: 'open', entrants: 1, ...fields },
  entries: [{ username: 'alice', tickets: 1 }],
  canonical: null,
  entries_sha256: null,
  ...rest,
})

const compact = (record: Shown) => {
  const value: Record<string, unknown> = { ...record, compact: true }
  delete value.entries
  delete value.canonical
  return value as never
}

test.group('Raffles in live messages / the page step', () => {
  test('a whole record is applied; an unchanged one is nothing to do', ({ assert }) => {
    const next = shown({ entrants: 2 }, { entries: [...shown().entries, { username: 'bob', tickets: 3 }] })
    assert.deepEqual(liveRaffleStep(shown(), 7, { 7: next }), { kind: 'apply', record: next })
    assert.deepEqual(liveRaffleStep(shown(), 7, { 7: shown() }), { kind: 'same' })
    // another raffle's change: nothing for this page
    assert.deepEqual(liveRaffleStep(shown(), 7, { 7: shown(), 8: shown({ id: 8, entrants: 9 }) }), {
      kind: 'same',
    })
  })

  test('a compact record keeps the lists the page holds, until the close froze new ones', ({ assert }) => {
    const step = liveRaffleStep(shown(), 7, { 7: compact(shown({ entrants: 900 })) })
    assert.deepEqual(step, { kind: 'apply', record: shown({ entrants: 900 }) })
    const closed = shown({ status: 'closed', entrants: 900 }, { entries_sha256: 'abc', canonical: '[]' })
    assert.deepEqual(liveRaffleStep(shown(), 7, { 7: compact(closed) }), { kind: 'reload' })
    // a compact record of a raffle the page does not show yet (the overlay's next one)
    assert.deepEqual(liveRaffleStep(null, 7, { 7: compact(shown()) }), { kind: 'reload' })
  })

  test('a raffle missing from the message: drawn or cancelled stays, open or closed reloads', ({ assert }) => {
    assert.deepEqual(liveRaffleStep(shown({ status: 'drawn' }), 7, {}), { kind: 'same' })
    assert.deepEqual(liveRaffleStep(shown({ status: 'cancelled' }), 7, {}), { kind: 'same' })
    assert.deepEqual(liveRaffleStep(shown({ status: 'open' }), 7, {}), { kind: 'reload' })
  })
})
