import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { Device } from '#tests/helpers/device'
import { resetDatabase } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { seedDemoSite } from '#database/demo/seed_demo_site'
import User from '#models/user'
import db from '@adonisjs/lucid/services/db'

const ADMIN_PAGES: [string, string][] = [
  ['/admin', 'admin/index'],
  ['/admin/user', 'admin/users'],
  ['/admin/shop', 'admin/shop'],
  ['/admin/leaderboard', 'admin/leaderboard'],
  ['/admin/vault', 'admin/vault'],
  ['/admin/redemptions', 'admin/redemptions'],
  ['/admin/audit', 'admin/audit'],
  ['/admin/bonus-hunt', 'admin/bonus_hunt'],
  ['/admin/tournament', 'admin/tournament'],
  ['/admin/overlays', 'admin/overlays'],
]

/** Every admin JSON route: [method, url, body] (ids from the demo site) */
type Method = 'get' | 'post' | 'put' | 'delete'
const ADMIN_API: [Method, string, Record<string, unknown>][] = [
  ['get', '/api/user/search/neon', {}],
  ['put', '/api/admin/users/2', { username: 'renamed', admin: 0 }],
  ['post', '/api/admin/users/2/points', { delta: 10, reason: 'gate test' }],
  ['post', '/api/products/create', {}],
  ['post', '/api/products/update/1', { name: 'Renamed' }],
  ['post', '/api/products/delete/1', {}],
  ['post', '/api/admin/purchases/1/sent', {}],
  ['post', '/api/admin/purchases/1/refund', {}],
  ['post', '/api/admin/milestone-claims/1/approve', {}],
  ['post', '/api/admin/milestone-claims/1/reject', {}],
  ['post', '/api/vault/update', { value: 10, streams_active: 1 }],
  ['post', '/api/vault/roll-winner', {}],
  ['put', '/api/leaderboards/settings/celsius', { prize: 777 }],
  ['post', '/api/leaderboards/celsius/image', {}],
  ['post', '/api/leaderboards/celsius/winner-image', {}],
  ['post', '/api/leaderboards/xfun/import', {}],
  ['put', '/api/leaderboards/history/1/payouts/1', { status: 'void' }],
  ['post', '/api/bonus-hunt/start', { title: 'Gate Hunt', starting_balance: 10 }],
  ['put', '/api/bonus-hunt/current', { title: 'Gate Hunt', starting_balance: 10 }],
  ['post', '/api/bonus-hunt/finish', {}],
  ['post', '/api/bonus-hunt/guessing', { open: true, prize: 10 }],
  ['post', '/api/bonus-hunt/slots', { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', '/api/bonus-hunt/slots/1', { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', '/api/bonus-hunt/slots/1/payout', { amount: 1 }],
  ['delete', '/api/bonus-hunt/slots/1', {}],
  ['put', '/api/tournament/entrants', { name: 'Gate Cup', prize: 1, entrants: [] }],
  ['post', '/api/tournament/winner', { slot: 1 }],
  ['post', '/api/tournament/reset', {}],
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
      response.assertHeader('location', `/?auth=login&intended=${encodeURIComponent(url)}`)
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
      assert.notProperty(response.inertiaProps, 'pending')
      assert.notProperty(response.inertiaProps, 'entries')
      assert.notProperty(response.inertiaProps, 'servedPages')
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
    const before = await client.get(urlFor('admin.index')).loginAs(admin).withInertia()
    before.assertStatus(200)
    await User.query().where('id', admin.id).update({ admin: false })
    const after = await client.get(urlFor('admin.index')).loginAs(admin).withInertia()
    after.assertStatus(403)
  })

  test('a demotion ends admin access of a real logged-in session on its next request', async ({
    assert,
  }) => {
    const admin = await createUser({ admin: true, username: 'Demoted', password: 'admin-pass-1' })
    const device = new Device()
    const login = await device.login('Demoted', 'admin-pass-1')
    assert.equal(login.status, 200)
    const before = await device.get(urlFor('admin.index'))
    assert.equal(before.status, 200)
    await User.query().where('id', admin.id).update({ admin: false })
    const after = await device.get(urlFor('admin.index'))
    assert.equal(after.status, 403)
    // still logged in as a user: only the admin right is gone
    assert.isTrue(await device.isLoggedIn())
  })
})

test.group('Admin gate / JSON routes', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await seedDemoSite()
  })

  /** The demo site as it was: nothing an admin route could change has changed */
  async function fingerprint() {
    const tables = [
      ...['users', 'products', 'purchases', 'vaults', 'vault_winners', 'audit_logs'],
      ...['leaderboard_settings', 'leaderboard_histories', 'bonus_hunts', 'hunt_slots'],
      ...['tournaments', 'bracket_slots'],
    ]
    const rows = await Promise.all(tables.map((t) => db.from(t).select('*')))
    return JSON.stringify(rows)
  }

  test('a guest calling {0} {1} gets 403 JSON and changes nothing')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const before = await fingerprint()
      const response = await client[method](url).withCsrfToken().accept('json').json(body)
      response.assertStatus(403)
      assert.deepEqual(response.body(), { message: 'forbidden', error: 'Admins only' })
      assert.equal(await fingerprint(), before)
    })

  test('a logged-in non-admin calling {0} {1} gets 403 JSON and changes nothing')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const user = await createUser()
      const before = await fingerprint()
      const response = await client[method](url)
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
        .json(body)
      response.assertStatus(403)
      assert.deepEqual(response.body(), { message: 'forbidden', error: 'Admins only' })
      assert.equal(await fingerprint(), before)
    })

  test('an admin calling {0} {1} passes the gate')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const admin = await createUser({ admin: true })
      const response = await client[method](url)
        .loginAs(admin)
        .withCsrfToken()
        .accept('json')
        .json(body)
      assert.notEqual(response.status(), 403)
      assert.isBelow(response.status(), 500)
      assert.notDeepEqual(response.body(), { message: 'forbidden', error: 'Admins only' })
    })

  test('a write without the CSRF token is refused even for an admin', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const response = await client
      .post(urlFor('admin_api.vault.update'))
      .loginAs(admin)
      .accept('json')
      .json({ value: 1, streams_active: 1 })
      .redirects(0)
    assert.notInclude([200, 201, 204], response.status())
    assert.notProperty(response.body(), 'vault')
    const vault = await db.from('vaults').where('id', 1).first()
    assert.notEqual(Number(vault.value), 1)
  })
})
