import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { Device } from '#tests/helpers/http/device'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { ADMIN_PAGES } from '#tests/helpers/database/admin_fixtures'
import User from '#models/user'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'

/** Every admin page: [url, component] */
const adminPages = () => ADMIN_PAGES.map((page) => [urlFor(`admin.${page}`), `admin/${page}`] as const)

/** Every admin JSON route: [method, url, body] (ids from the demo site) */
type AdminCall = readonly ['get' | 'post' | 'put' | 'delete', string, object]
const adminApi = (): AdminCall[] => [
  ['get', urlFor('admin_api.users.search', { username: 'neon' }), {}],
  ['put', urlFor('admin_api.users.update', { id: 2 }), { username: 'renamed', admin: 0 }],
  ['post', urlFor('admin_api.users.points', { id: 2 }), { delta: 10, reason: 'gate test' }],
  ['post', urlFor('admin_api.products.create'), {}],
  ['post', urlFor('admin_api.products.update', { id: 1 }), { name: 'Renamed' }],
  ['post', urlFor('admin_api.products.delete', { id: 1 }), {}],
  ['post', urlFor('admin_api.purchases.sent', { id: 1 }), {}],
  ['post', urlFor('admin_api.purchases.refund', { id: 1 }), {}],
  ['post', urlFor('admin_api.claims.approve', { id: 1 }), {}],
  ['post', urlFor('admin_api.claims.reject', { id: 1 }), {}],
  ['post', urlFor('admin_api.vault.update'), { value: 10, streams_active: 1 }],
  ['post', urlFor('admin_api.vault.roll'), {}],
  ['put', urlFor('admin_api.leaderboards.settings', { provider: 'celsius' }), { prize: 777 }],
  ['post', urlFor('admin_api.leaderboards.image'), {}],
  ['post', urlFor('admin_api.leaderboards.winner_image'), {}],
  ['post', urlFor('admin_api.leaderboards.import', { provider: 'xfun' }), {}],
  ['put', urlFor('admin_api.leaderboards.payout', { id: 1, rank: 1 }), { status: 'void' }],
  ['post', urlFor('admin_api.hunt.start'), { title: 'Gate Hunt', starting_balance: 10 }],
  ['put', urlFor('admin_api.hunt.update'), { title: 'Gate Hunt', starting_balance: 10 }],
  ['post', urlFor('admin_api.hunt.finish'), {}],
  ['post', urlFor('admin_api.hunt.guessing'), { open: true, prize: 10 }],
  ['post', urlFor('admin_api.hunt.slots.add'), { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', urlFor('admin_api.hunt.slots.update', { id: 1 }), { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', urlFor('admin_api.hunt.slots.payout', { id: 1 }), { amount: 1 }],
  ['delete', urlFor('admin_api.hunt.slots.remove', { id: 1 }), {}],
  ['put', urlFor('admin_api.tournament.entrants'), { name: 'Gate Cup', prize: 1, entrants: [] }],
  ['post', urlFor('admin_api.tournament.winner'), { slot: 1 }],
  ['post', urlFor('admin_api.tournament.reset'), {}],
]

test.group('Admin gate / pages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('a guest opening {0} is sent to log in and gets no admin data')
    .with(adminPages)
    .run(async ({ client, assert }, [url]) => {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/?auth=login&intended=${encodeURIComponent(url)}`)
      assert.notInclude(response.text(), 'admin/')
    })

  test('a logged-in non-admin opening {0} gets 403 and no admin data')
    .with(adminPages)
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
    .with(adminPages)
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
    await User.query().where('id', admin.id).update({ role: null })
    const after = await client.get(urlFor('admin.index')).loginAs(admin).withInertia()
    after.assertStatus(403)
  })

  test('a demotion ends admin access of a real logged-in session on its next request', async ({ assert }) => {
    const admin = await createUser({ admin: true, username: 'Demoted', password: 'admin-pass-1' })
    const device = new Device()
    const login = await device.login('Demoted', 'admin-pass-1')
    assert.equal(login.status, 200)
    const before = await device.get(urlFor('admin.index'))
    assert.equal(before.status, 200)
    await User.query().where('id', admin.id).update({ role: null })
    const after = await device.get(urlFor('admin.index'))
    assert.equal(after.status, 403)
    // still logged in as a user: only the admin right is gone
    assert.isTrue(await device.isLoggedIn())
  })
})

test.group('Admin gate / JSON routes', (group) => {
  group.each.setup(() => resetToDemoSite())

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

  /** Calls an admin route with its body and a CSRF token, as `user` or as a guest */
  function call(client: ApiClient, [method, url, body]: AdminCall, user?: User) {
    const request = client[method](url).withCsrfToken().accept('json').json(body)
    return user ? request.loginAs(user) : request
  }

  const FORBIDDEN = { message: 'forbidden', error: 'Admins only' }

  test('a {0} calling {1} {2} gets 403 JSON and changes nothing')
    .with(() =>
      adminApi().flatMap((route) => [['guest', ...route] as const, ['logged-in non-admin', ...route] as const])
    )
    .run(async ({ client, assert }, [caller, ...route]) => {
      const user = caller === 'guest' ? undefined : await createUser()
      const before = await fingerprint()
      const response = await call(client, route, user)
      response.assertStatus(403)
      assert.deepEqual(response.body(), FORBIDDEN)
      assert.equal(await fingerprint(), before)
    })

  test('an admin calling {0} {1} passes the gate')
    .with(adminApi)
    .run(async ({ client, assert }, route) => {
      const response = await call(client, route, await createUser({ admin: true }))
      assert.notEqual(response.status(), 403)
      assert.isBelow(response.status(), 500)
      assert.notDeepEqual(response.body(), FORBIDDEN)
    })

  test('a write without the CSRF token is refused even for an admin', async ({ client, assert }) => {
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
