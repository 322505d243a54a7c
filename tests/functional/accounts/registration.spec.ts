import { test } from '@japa/runner'
import User from '#models/user'
import { registerUser } from '#services/accounts/registration'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { en } from '#tests/helpers/i18n/english'

/**
 * The service behind sign-up, called directly: the validator's uniqueness check is the first
 * line, this is the one that holds when two sign-ups race past it.
 */
test.group('Accounts / registration service', (group) => {
  group.each.setup(() => resetDatabase())

  test('{0}')
    .with([
      [
        'a taken address is answered on the email field, not the username',
        { username: 'FreshName', email: 'RIDER@example.test' },
        { email: [en(M.emailTaken)] },
      ],
      [
        'a taken name, in any letter case, is answered on the username field',
        { username: 'neonrider', email: 'someone.else@example.test' },
        { username: [en(M.usernameTaken)] },
      ],
    ] as const)
    .run(async ({ assert }, [, fields, errors]) => {
      await createUser({ username: 'NeonRider', email: 'rider@example.test' })
      const result = await registerUser({ ...fields, password: 'password123' })
      assert.deepEqual(result, { errors })
      // no account was made: NeonRider is still the only one
      assert.lengthOf(await User.all(), 1)
    })

  test('a free name and address create the account', async ({ assert }) => {
    const result = await registerUser({
      username: 'FreshName',
      email: 'fresh@example.test',
      password: 'password123',
    })
    assert.property(result, 'user')
    const created = await User.findByOrFail('username', 'FreshName')
    assert.equal(created.email, 'fresh@example.test')
  })
})
