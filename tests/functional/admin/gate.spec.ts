import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { seedDemoSite } from '#database/demo/seed_demo_site'
import User from '#models/user'

const ADMIN_PAGES: [string, string][] = [
  ['/admin', 'admin/index'],
  ['/admin/user', 'admin/users'],
  ['/admin/shop', 'admin/shop'],
  ['/admin/leaderboard', 'admin/leaderboard'],
  ['/admin/vault', 'admin/vault'],
]

test.group('Admin gate / pages', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await seedDemoSite()
  })

  test('a guest opening {0} is sent to log in and gets no admin data')
    .with(ADMIN_PAGES)
    .run(async ({ client, assert }, [url]) => {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/?auth=login')
      assert.notInclude(response.text(), 'admin/')
    })

  test('a logged-in non-admin opening {0} gets 403 and no admin data')
    .with(ADMIN_PAGES)
    .run(async ({ client, assert }, [url]) => {
      const user = await createUser()
      const response = await client.get(url).loginAs(user).withInertia()
      response.assertStatus(403)
      response.assertInertiaComponent('errors/forbidden')
      assert.notProperty(response.inertiaProps, 'products')
      assert.notProperty(response.inertiaProps, 'vault')
      assert.notProperty(response.inertiaProps, 'settings')
    })

  test('an admin opening {0} gets {1}')
    .with(ADMIN_PAGES)
    .run(async ({ client }, [url, component]) => {
      const admin = await createUser({ admin: true })
      const response = await client.get(url).loginAs(admin).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(component)
    })

  test('an admin demoted mid-session loses access on the next request', async ({ client }) => {
    const admin = await createUser({ admin: true })
    const before = await client.get('/admin').loginAs(admin).withInertia()
    before.assertStatus(200)
    await User.query().where('id', admin.id).update({ admin: false })
    const after = await client.get('/admin').loginAs(admin).withInertia()
    after.assertStatus(403)
  })
})
