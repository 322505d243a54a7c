import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { resetDatabase } from '#tests/helpers/database/database'
import { freshDatabaseWithRawAce, runAceCommand } from '#tests/helpers/processes/ace'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { ROLE_INVALID, ROLE_MESSAGES } from '#shared/roles'
import UsersRole from '../../../commands/users_role.js'
import { en } from '#tests/helpers/i18n/english'

const setRole = (client: ApiClient, actor: User, id: number, role: unknown) =>
  jsonAs(client, actor).put(urlFor('admin_api.users.role', { id }), { role })

async function roleOf(user: User) {
  await user.refresh()
  return user.role
}

test.group('Staff roles / PUT /api/admin/users/{id}/role', (group) => {
  group.each.setup(() => resetDatabase())

  test('an owner makes a user a moderator, then an admin, then a user again, each audited', async ({
    client,
    assert,
  }) => {
    const owner = await createUser({ role: 'owner' })
    const fan = await createUser({ username: 'neonfan' })
    for (const role of ['moderator', 'admin', 'user'] as const) {
      const response = await setRole(client, owner, fan.id, role)
      response.assertStatus(200)
      response.assertBodyContains({ message: 'success', user: { username: 'neonfan', role } })
    }
    assert.isNull(await roleOf(fan))
    const audits = await AuditLog.query().where('action', 'user.role').orderBy('id')
    assert.deepEqual(
      audits.map((a) => [a.actorId, a.subjectId, a.before, a.after]),
      [
        [owner.id, fan.id, { role: 'user' }, { role: 'moderator' }],
        [owner.id, fan.id, { role: 'moderator' }, { role: 'admin' }],
        [owner.id, fan.id, { role: 'admin' }, { role: 'user' }],
      ]
    )
  })

  test('an admin or a moderator cannot change roles, not even their own', async ({ client, assert }) => {
    for (const role of ['admin', 'moderator'] as const) {
      const staff = await createUser({ role })
      const fan = await createUser()
      const response = await setRole(client, staff, fan.id, 'admin')
      response.assertStatus(403)
      assert.deepEqual(response.body(), { message: en(ROLE_MESSAGES.forbidden), error: ERROR_CODES.forbidden })
      const self = await setRole(client, staff, staff.id, 'owner')
      self.assertStatus(403)
      assert.isNull(await roleOf(fan))
      assert.equal(await roleOf(staff), role)
    }
  })

  test('refuses {0}')
    .with([
      ['an unknown role', 'superuser'],
      ['no role', undefined],
      ['a number', 1],
    ] as const)
    .run(async ({ client, assert }, [, role]) => {
      const owner = await createUser({ role: 'owner' })
      const fan = await createUser()
      const response = await setRole(client, owner, fan.id, role)
      response.assertStatus(422)
      assert.equal(response.body().errors.role[0], en(ROLE_INVALID))
      assert.isNull(await roleOf(fan))
    })

  test('an unknown user answers 404', async ({ client }) => {
    const owner = await createUser({ role: 'owner' })
    const response = await setRole(client, owner, 9999, 'admin')
    response.assertStatus(404)
  })

  test('the last owner cannot demote themselves; with a second owner either may step down', async ({
    client,
    assert,
  }) => {
    const owner = await createUser({ role: 'owner' })
    const alone = await setRole(client, owner, owner.id, 'admin')
    alone.assertStatus(422)
    assert.equal(alone.body().message, en(ROLE_MESSAGES.lastOwner))
    assert.equal(await roleOf(owner), 'owner')

    const second = await createUser({ role: 'admin' })
    await setRole(client, owner, second.id, 'owner').then((r) => r.assertStatus(200))
    await setRole(client, owner, owner.id, 'moderator').then((r) => r.assertStatus(200))
    assert.equal(await roleOf(owner), 'moderator')

    // the new sole owner is now the last one
    const last = await setRole(client, second, second.id, 'user')
    last.assertStatus(422)
    assert.equal(await roleOf(second), 'owner')
    assert.lengthOf(await AuditLog.query().where('action', 'user.role'), 2)
  })

  test('two owners demoting each other at once leave one owner', async ({ client, assert }) => {
    const a = await createUser({ role: 'owner' })
    const b = await createUser({ role: 'owner' })
    const answers = await Promise.all([setRole(client, a, b.id, 'admin'), setRole(client, b, a.id, 'admin')])
    const owners = await User.query().where('role', 'owner')
    assert.lengthOf(owners, 1)
    const statuses = answers.map((r) => r.status()).sort()
    assert.equal(statuses[0], 200)
    // the other is refused: as the last owner's demotion, or because its actor is no longer owner
    assert.include([403, 422], statuses[1])
  })

  test('a moderator looking users up never sees an email', async ({ client, assert }) => {
    const moderator = await createUser({ role: 'moderator' })
    await createUser({ username: 'neonfan', email: 'secret-fan@example.test' })
    const response = await jsonAs(client, moderator).get(urlFor('admin_api.users.search', { username: 'neonfan' }))
    response.assertStatus(200)
    assert.lengthOf(response.body(), 1)
    assert.notProperty(response.body()[0], 'email')
    assert.notInclude(response.text(), 'secret-fan')
  })
})

test.group('Staff roles / node ace users:role', (group) => {
  group.each.setup(freshDatabaseWithRawAce)

  const usersRole = (argv: string[]) => runAceCommand(UsersRole, argv)

  test('sets any role, audited with no actor', async ({ assert }) => {
    await createUser({ role: 'owner' })
    const fan = await createUser({ username: 'neonfan' })
    for (const role of ['moderator', 'owner', 'admin', 'user'] as const) {
      const command = await usersRole(['NeonFan', role])
      command.assertSucceeded()
      command.assertLogMatches(new RegExp(`neonfan is now ${role}`))
    }
    assert.isNull(await roleOf(fan))
    const audit = await AuditLog.query().where('action', 'user.role').first()
    assert.isNull(audit!.actorId)
  })

  test('refuses an unknown role, an unknown user and demoting the last owner', async ({ assert }) => {
    const owner = await createUser({ username: 'bigboss', role: 'owner' })
    const unknownRole = await usersRole(['bigboss', 'god'])
    unknownRole.assertFailed()
    unknownRole.assertLogMatches(/The role must be one of owner, admin, moderator, user/)
    const unknownUser = await usersRole(['nobody', 'admin'])
    unknownUser.assertFailed()
    const last = await usersRole(['bigboss', 'admin'])
    last.assertFailed()
    last.assertLogMatches(/The last owner cannot be demoted/)
    assert.equal(await roleOf(owner), 'owner')
  })
})
