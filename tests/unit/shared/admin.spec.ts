import { test } from '@japa/runner'
import { createHmac } from 'node:crypto'
import {
  checkDrawRecord,
  drawMessage,
  drawTicket,
  drawWinner,
  entryForTicket,
  firstRoundAfter,
  roundTimeMs,
  sha256Hex,
} from '#shared/vault_draw'

test.group('Vault draw', () => {
  test('the ticket is HMAC-SHA256(seed, message) modulo the total', async ({ assert }) => {
    const seed = 'a'.repeat(64)
    for (const message of ['7', '7:' + 'ab'.repeat(32)]) {
      const digest = createHmac('sha256', seed).update(message).digest('hex')
      const expected = Number(BigInt(`0x${digest}`) % 1234n)
      assert.equal(await drawTicket(seed, message, 1234), expected)
    }
    await assert.rejects(() => drawTicket(seed, '7', 0), 'Nothing to draw from')
  })

  test('contributions cover consecutive ticket ranges in id order', async ({ assert }) => {
    const entries = [
      { id: 9, amount: 2 },
      { id: 3, amount: 1 },
    ]
    // Order by id: #3 holds ticket 0, #9 holds tickets 1 and 2
    const { total, entry, ticket } = await drawWinner('seed', '1', entries)
    assert.equal(total, 3)
    assert.equal(entry.id, ticket === 0 ? 3 : 9)
    assert.equal(
      entryForTicket(
        [
          { id: 3, amount: 1 },
          { id: 9, amount: 2 },
        ],
        0
      ).id,
      3
    )
    assert.equal(
      entryForTicket(
        [
          { id: 3, amount: 1 },
          { id: 9, amount: 2 },
        ],
        2
      ).id,
      9
    )
  })

  test('over many seeds, the share of wins follows the dollars', async ({ assert }) => {
    const entries = [
      { id: 1, amount: 10 },
      { id: 2, amount: 30 },
    ]
    let second = 0
    const rounds = 4000
    for (let i = 0; i < rounds; i++) {
      const draw = await drawWinner(`seed-${i}`, '1', entries)
      if (draw.entry.id === 2) second++
    }
    assert.closeTo(second / rounds, 0.75, 0.03)
  })

  test('the draw waits for the first beacon round strictly after the close', ({ assert }) => {
    const chain = { genesisTime: 1_000, period: 3 }
    // round 1 at 1000 s, round 2 at 1003 s, ...
    assert.equal(roundTimeMs(2, chain), 1_003_000)
    assert.equal(firstRoundAfter(999_000, chain), 1)
    assert.equal(firstRoundAfter(1_000_000, chain), 2)
    assert.equal(firstRoundAfter(1_002_999, chain), 2)
    assert.equal(firstRoundAfter(1_003_000, chain), 3)
    for (const closeMs of [1_000_001, 1_004_500, 1_302_000]) {
      const round = firstRoundAfter(closeMs, chain)
      assert.isAbove(roundTimeMs(round, chain), closeMs)
      assert.isAtMost(roundTimeMs(round - 1, chain), closeMs)
    }
  })

  test('a record is checked: seed against its hash, ticket and winner redone', async ({ assert }) => {
    const seed = 'b'.repeat(64)
    const message = drawMessage(4, 'cd'.repeat(32))
    assert.equal(message, `4:${'cd'.repeat(32)}`)
    assert.equal(drawMessage(4, null), '4')
    const contributions = [
      { id: 1, username: 'alice', amount: 40 },
      { id: 2, username: 'bob', amount: 60 },
    ]
    const draw = await drawWinner(seed, message, contributions)
    const record = {
      id: 4,
      seed_hash: await sha256Hex(seed),
      seed,
      message,
      contributions,
      draw: { ticket: draw.ticket, winner: { username: draw.entry.username } },
    }
    assert.deepEqual(await checkDrawRecord(record), {
      seedMatches: true,
      total: 100,
      ticket: draw.ticket,
      winner: draw.entry.username,
      matches: true,
    })
    const other = draw.entry.username === 'alice' ? 'bob' : 'alice'
    const wrongWinner = { ...record, draw: { ...record.draw, winner: { username: other } } }
    assert.isFalse((await checkDrawRecord(wrongWinner))!.matches)
    const wrongSeed = { ...record, seed_hash: await sha256Hex('another seed') }
    assert.isFalse((await checkDrawRecord(wrongSeed))!.seedMatches)
    assert.isNull(await checkDrawRecord({ ...record, seed: null }))
  })
})
