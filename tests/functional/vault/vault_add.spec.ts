import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { ERROR_CODES } from '#shared/errors'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { guestPost } from '#tests/helpers/http/requests'
import { createBuyers, economySnapshot, ledgerSum } from '#tests/helpers/database/economy'
import type User from '#models/user'
import { auditPoints } from '#services/points/consistency_audit'
import { lockedVault } from '#services/vault/cycle'
import { OWN_ACCOUNT_ONLY } from '#validators/economy'
import { en } from '#tests/helpers/i18n/english'

function addToVault(client: ApiClient, user: User, body: unknown) {
  const request = jsonAs(client, user).post(urlFor('economy.vault_add'))
  return typeof body === 'string' ? request.unsafeJson(body) : request.json(body as object)
}

async function vaultRow() {
  return db.from('vaults').where('id', 1).first()
}

test.group('Vault add', (group) => {
  group.each.setup(() => resetDatabase())

  test('adding $5 costs 500 points, raises the vault and records the contribution', async ({ client, assert }) => {
    const user = await createUser({ points: 800 })
    await db.transaction(async (trx) => {
      await lockedVault(trx)
      await trx.from('vaults').where('id', 1).update({ value: 50, streams_active: 2 })
    })
    const { cycle_id: cycleId } = await vaultRow()

    const response = await addToVault(client, user, { amount: 5 })
    response.assertStatus(200)
    response.assertBody({ vault: { value: 55, streams_active: 2 } })

    await user.refresh()
    assert.equal(user.balance, 300)
    const contributions = await db.from('vault_contributions')
    assert.lengthOf(contributions, 1)
    assert.include(contributions[0], {
      cycle_id: cycleId,
      user_id: user.id,
      amount: 5,
      points: 500,
    })
    const [, debit] = await db.from('point_transactions').where('user_id', user.id).orderBy('id')
    assert.include(debit, {
      delta: -500,
      reason: 'vault',
      reference_type: 'vault_contribution',
      reference_id: contributions[0].id,
    })
    const vault = await vaultRow()
    assert.equal(Number(vault.value), 55)
    assert.deepEqual(await auditPoints(), [])
  })

  test('on a fresh database the first contribution creates the vault and opens a cycle', async ({ client, assert }) => {
    const user = await createUser({ points: 100 })
    const response = await addToVault(client, user, { amount: 1 })
    response.assertBody({ vault: { value: 1, streams_active: 0 } })
    const vault = await vaultRow()
    assert.isNotNull(vault.cycle_id)
    const contribution = await db.from('vault_contributions').first()
    assert.equal(contribution.cycle_id, vault.cycle_id)
  })

  test('too few points answers 422 with a readable error and writes nothing', async ({ client, assert }) => {
    const user = await createUser({ points: 499 })
    const before = await economySnapshot()
    const response = await addToVault(client, user, { amount: 5 })
    response.assertStatus(422)
    response.assertBody({
      message: 'Insufficient points: $5 costs 500 points and you have 499.',
      error: ERROR_CODES.insufficientPoints,
    })
    assert.deepEqual(await economySnapshot(), before)
  })

  test('a guest gets 401 and nothing is written', async ({ client, assert }) => {
    const before = await economySnapshot()
    const response = await guestPost(client, urlFor('economy.vault_add')).json({ amount: 5 })
    response.assertStatus(401)
    assert.deepEqual(await economySnapshot(), before)
  })

  const BAD_AMOUNTS: [string, unknown, RegExp][] = [
    ['zero', { amount: 0 }, /at least \$1/],
    ['negative', { amount: -5 }, /at least \$1/],
    ['fraction', { amount: 1.5 }, /whole number/],
    ['string 1e309', { amount: '1e309' }, /must be a number/],
    ['raw 1e309 (Infinity)', '{"amount": 1e309}', /amount/],
    ['numeric string', { amount: '5' }, /must be a number/],
    ['word', { amount: 'five' }, /must be a number/],
    ['array', { amount: [5] }, /must be a number/],
    ['null', { amount: null }, /enter an amount/],
    ['missing', {}, /enter an amount/],
    ['boolean', { amount: true }, /must be a number/],
    ['huge', { amount: 1e12 }, /at most \$1,000,000/],
    ['past safe integers', '{"amount": 9007199254740993}', /at most/],
    ['body is an array', '[5]', /amount/],
    ['body is a string', '"5"', /JSON/],
    ['malformed JSON', '{"amount": ', /.+/],
  ]

  test('bad amount ({$i}: {0}) answers 422 with a readable error and writes nothing')
    .with(BAD_AMOUNTS)
    .run(async ({ client, assert }, [, body, pattern]) => {
      const user = await createUser({ points: 1_000_000 })
      const before = await economySnapshot()
      const response = await addToVault(client, user, body)
      assert.include([400, 422], response.status())
      const { message, error } = response.body()
      // the validator's, or the body parser's (broken JSON; JSON that is no object or array)
      const codes = [ERROR_CODES.invalidInput, ERROR_CODES.unreadableBody, ERROR_CODES.unusableInput]
      assert.include(codes, error)
      assert.match(message, pattern)
      assert.deepEqual(await economySnapshot(), before)
    })

  test('a body naming another payer is refused and neither account changes', async ({ client, assert }) => {
    const user = await createUser({ points: 1_000 })
    const other = await createUser({ points: 1_000 })
    const before = await economySnapshot()
    const response = await addToVault(client, user, { amount: 1, user_id: other.id })
    response.assertStatus(422)
    response.assertBody({ message: en(OWN_ACCOUNT_ONLY), error: ERROR_CODES.ownAccountOnly })
    assert.deepEqual(await economySnapshot(), before)
  })

  test('100 concurrent contributions raise the vault by exactly their sum', async ({ client, assert }) => {
    const users = await createBuyers(100, 10_000)
    const amounts = users.map((_, i) => (i % 7) + 1)
    const responses = await Promise.all(users.map((user, i) => addToVault(client, user, { amount: amounts[i] })))
    for (const response of responses) response.assertStatus(200)

    const total = amounts.reduce((sum, a) => sum + a, 0)
    const vault = await vaultRow()
    assert.equal(Number(vault.value), total)
    // every answer is a value the vault really passed through, and the largest is the total
    const answered = responses.map((r) => r.body().vault.value as number)
    assert.equal(Math.max(...answered), total)
    assert.equal(new Set(answered).size, 100)

    const contributions = await db.from('vault_contributions').where('cycle_id', vault.cycle_id)
    assert.lengthOf(contributions, 100)
    for (const [i, user] of users.entries()) {
      await user.refresh()
      assert.equal(user.balance, 10_000 - amounts[i] * 100)
      assert.equal(await ledgerSum(user.id), user.balance)
    }
    assert.deepEqual(await auditPoints(), [])
  }).timeout(60_000)
})
