import { test } from '@japa/runner'
import { createHmac } from 'node:crypto'
import { drawTicket, drawWinner, entryForTicket } from '#shared/vault_draw'

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
})
