import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'

test.group('Shared props', (group) => {
  group.each.setup(() => resetDatabase())

  test('the logged-in user is a small DTO without secrets', async ({ client, assert }) => {
    const user = await createUser({ points: 1234, celsiusUsername: 'CelsiusMe' })
    const response = await client.get('/').loginAs(user).withInertia()
    assert.deepEqual(response.inertiaProps.user, {
      id: user.id,
      username: user.username,
      avatar: null,
      balance: 1234,
      admin: 0,
      celsius_username: 'CelsiusMe',
      discord_username: null,
      kick_username: null,
      email_verified: false,
    })
    const page = await client.get('/').loginAs(user)
    const html = page.text()
    assert.notInclude(html, user.password)
    assert.notInclude(html, user.email)
  })

  test('flash messages reach the page', async ({ client, assert }) => {
    const response = await client.get('/').withInertia().withFlashMessages({ success: 'Saved!' })
    assert.equal(response.inertiaProps.flash.success, 'Saved!')
  })
})
