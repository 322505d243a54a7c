import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import PointTransaction from '#models/point_transaction'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { en } from '#tests/helpers/i18n/english'

/** The admin saves a user's name */
const saveUser = (client: ApiClient, admin: User, id: number, body: object) =>
  jsonAs(client, admin).put(urlFor('admin_api.users.update', { id }), body)

/** The admin gives or takes points, with a reason */
const adjustPoints = (client: ApiClient, admin: User, id: number, body: object) =>
  jsonAs(client, admin).post(urlFor('admin_api.users.points', { id }), body)

test.group('Admin users / search', (group) => {
  group.each.setup(() => resetDatabase())

  test('finds users by part of the name, case-insensitively, exact match first', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    await createUser({ username: 'NeonFanatic', celsiusUsername: 'fanatic_cx' })
    await createUser({ username: 'neonfan' })
    await createUser({ username: 'theneonfanclub' })
    await createUser({ username: 'slotqueen' })

    const response = await jsonAs(client, admin).get(urlFor('admin_api.users.search', { username: 'NEONFAN' }))
    response.assertStatus(200)
    const users = response.body() as any[]
    assert.deepEqual(
      users.map((u) => u.username),
      ['neonfan', 'NeonFanatic', 'theneonfanclub']
    )
    const fanatic = users.find((u) => u.username === 'NeonFanatic')
    assert.deepEqual(Object.keys(fanatic).sort(), [
      'admin',
      'avatar',
      'balance',
      'discord_username',
      'id',
      'kick_username',
      'linked_account',
      'role',
      'username',
    ])
    assert.deepEqual(fanatic.linked_account, { name: 'fanatic_cx' })
    assert.equal(fanatic.admin, 0)
    assert.equal(fanatic.role, 'user')
  })

  test('wildcards in the query are literal characters', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    await createUser({ username: 'under_score' })
    await createUser({ username: 'underXscore' })
    const response = await jsonAs(client, admin).get(urlFor('admin_api.users.search', { username: 'r_s' }))
    assert.deepEqual(
      (response.body() as any[]).map((u) => u.username),
      ['under_score']
    )
    // the raw escape, as a browser sends a searched '%'
    const percent = await jsonAs(client, admin).get('/api/user/search/%25')
    assert.deepEqual(percent.body(), [])
  })
})

test.group('Admin users / save', (group) => {
  group.each.setup(() => resetDatabase())

  test('renames a user, audited; an admin flag in the body grants nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    const user = await createUser({ username: 'oldname' })
    const response = await saveUser(client, admin, user.id, { username: 'newname', admin: 1 })
    response.assertStatus(200)
    response.assertBodyContains({ message: 'success', user: { username: 'newname', admin: 0 } })
    await user.refresh()
    assert.equal(user.username, 'newname')
    assert.isNull(user.role)

    const audit = await AuditLog.findByOrFail('action', 'user.update')
    assert.equal(audit.actorId, admin.id)
    assert.deepEqual(audit.before, { username: 'oldname' })
    assert.deepEqual(audit.after, { username: 'newname' })
  })

  test('refuses {0}')
    .with([
      ['a short name', { username: 'abc', admin: 0 }, 'Username must be between 4-20 chars!'],
      ['a long name', { username: 'a'.repeat(21), admin: 0 }, 'Username must be between 4-20 chars!'],
      ['odd characters', { username: 'bad name!', admin: 0 }, en(M.usernameCharacters)],
      // sign-up refuses these, so a rename must too
      ['a dot', { username: 'neon.rider', admin: 0 }, en(M.usernameCharacters)],
      ['a dash', { username: 'neon-rider', admin: 0 }, en(M.usernameCharacters)],
      ['a missing name', { admin: 0 }, 'Please enter a username'],
    ] as const)
    .run(async ({ client, assert }, [, body, message]) => {
      const admin = await createUser({ admin: true, username: 'boss' })
      const user = await createUser({ username: 'keepme' })
      const response = await saveUser(client, admin, user.id, body)
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      await user.refresh()
      assert.equal(user.username, 'keepme')
    })

  test('a name taken by someone else (in any case) is refused', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    await createUser({ username: 'TakenName' })
    const user = await createUser({ username: 'keepme' })
    const response = await saveUser(client, admin, user.id, { username: 'takenname', admin: 0 })
    response.assertStatus(422)
    assert.equal(response.body().message, 'This username is already taken')
    await user.refresh()
    assert.equal(user.username, 'keepme')
  })

  test('an admin may rename themselves and stays admin', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    const rename = await saveUser(client, admin, admin.id, { username: 'BigBoss', admin: 0 })
    rename.assertStatus(200)
    await admin.refresh()
    assert.equal(admin.username, 'BigBoss')
    assert.equal(admin.role, 'admin')
  })

  test('an unknown user id answers 404', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const response = await saveUser(client, admin, 9999, { username: 'ghostly', admin: 0 })
    response.assertStatus(404)
    response.assertBodyContains({ message: 'User not found' })
  })
})

test.group('Admin users / points', (group) => {
  group.each.setup(() => resetDatabase())

  test('adds and removes points through the ledger with the reason, audited', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    const user = await createUser({ points: 1_000 })
    const add = await adjustPoints(client, admin, user.id, {
      delta: 500,
      reason: 'Giveaway winner',
    })
    add.assertStatus(200)
    add.assertBodyContains({ message: 'success', user: { balance: 1_500 } })

    const remove = await adjustPoints(client, admin, user.id, { delta: -200, reason: 'Chargeback' })
    remove.assertStatus(200)
    await user.refresh()
    assert.equal(user.balance, 1_300)

    const rows = await PointTransaction.query()
      .where('user_id', user.id)
      .where('reason', 'admin')
      .whereNotNull('note')
      .orderBy('id')
    assert.deepEqual(
      rows.map((r) => [r.delta, r.note, r.balanceAfter]),
      [
        [500, 'Giveaway winner', 1_500],
        [-200, 'Chargeback', 1_300],
      ]
    )
    const audits = await AuditLog.query().where('action', 'user.points').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.deepEqual(audits[1].before, { balance: 1_500 })
    assert.deepInclude(audits[1].after as object, {
      balance: 1_300,
      delta: -200,
      reason: 'Chargeback',
    })
  })

  test('refuses {0}')
    .with([
      ['zero points', { delta: 0, reason: 'Oops' }, 'Points must not be 0'],
      ['fractions', { delta: 1.5, reason: 'Oops' }, 'Points must be a whole number'],
      ['no number', { reason: 'Oops' }, 'Please enter a number of points'],
      ['a huge number', { delta: 20_000_000, reason: 'Oops' }, 'Points must be between -10,000,000 and 10,000,000'],
      ['no reason', { delta: 10 }, 'Please give a reason'],
      ['a blank reason', { delta: 10, reason: '  ' }, 'Please give a reason'],
    ] as const)
    .run(async ({ client, assert }, [, body, message]) => {
      const admin = await createUser({ admin: true, username: 'boss' })
      const user = await createUser({ points: 100 })
      const response = await adjustPoints(client, admin, user.id, body)
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      await user.refresh()
      assert.equal(user.balance, 100)
    })

  test('a balance never goes below 0', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'boss' })
    const user = await createUser({ points: 100 })
    const response = await adjustPoints(client, admin, user.id, { delta: -101, reason: 'Too much' })
    response.assertStatus(422)
    assert.equal(response.body().message, 'The balance cannot go below 0 (it is 100)')
    await user.refresh()
    assert.equal(user.balance, 100)
    assert.lengthOf(await AuditLog.all(), 0)
  })
})
