import { test } from '@japa/runner'
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
  ['/admin/bonus-hunt', 'admin/bonus_hunt'],
  ['/admin/tournament', 'admin/tournament'],
]

/** Every admin /api route, with a body an admin gets past validation with where it matters */
const ADMIN_API: [method: 'put' | 'post' | 'delete', url: string, body: object][] = [
  ['put', '/api/leaderboards/settings/celsius', { prize: 777 }],
  ['post', '/api/leaderboards/celsius/image', {}],
  ['post', '/api/leaderboards/celsius/winner-image', {}],
  ['post', '/api/bonus-hunt/start', { title: 'Gate Hunt', starting_balance: 10 }],
  ['put', '/api/bonus-hunt/current', { title: 'Gate Hunt', starting_balance: 10 }],
  ['post', '/api/bonus-hunt/finish', {}],
  ['post', '/api/bonus-hunt/slots', { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', '/api/bonus-hunt/slots/1', { slot_name: 'Gate Slot', bet_size: 1 }],
  ['put', '/api/bonus-hunt/slots/1/payout', { amount: 1 }],
  ['delete', '/api/bonus-hunt/slots/1', {}],
  ['put', '/api/tournament/entrants', { name: 'Gate Cup', prize: 1, entrants: [] }],
  ['post', '/api/tournament/winner', { slot: 1 }],
  ['post', '/api/tournament/reset', {}],
]

/** What the admin data looks like before any of the calls above, to prove nothing changed */
async function adminState() {
  const [settings, hunts, slots, bracket, audit] = await Promise.all([
    db.from('leaderboard_settings').orderBy('id'),
    db.from('bonus_hunts').orderBy('id'),
    db.from('hunt_slots').orderBy('id'),
    db.from('bracket_slots').orderBy('id'),
    db.from('audit_logs').count('* as total'),
  ])
  return JSON.stringify({ settings, hunts, slots, bracket, audit })
}

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

test.group('Admin gate / JSON routes', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await seedDemoSite()
  })

  test('a guest calling {0} {1} gets 403 JSON and nothing changes')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const before = await adminState()
      const response = await client[method](url).withCsrfToken().accept('json').json(body)
      response.assertStatus(403)
      response.assertBodyContains({ message: 'forbidden' })
      assert.equal(await adminState(), before)
    })

  test('a logged-in non-admin calling {0} {1} gets 403 JSON and nothing changes')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const user = await createUser()
      const before = await adminState()
      const response = await client[method](url)
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
        .json(body)
      response.assertStatus(403)
      response.assertBodyContains({ message: 'forbidden' })
      assert.equal(await adminState(), before)
    })

  test('an admin calling {0} {1} gets past the gate')
    .with(ADMIN_API)
    .run(async ({ client, assert }, [method, url, body]) => {
      const admin = await createUser({ admin: true })
      const response = await client[method](url)
        .loginAs(admin)
        .withCsrfToken()
        .accept('json')
        .json(body)
      assert.notInclude([401, 403, 404, 405, 500], response.status())
      assert.isString(response.body().message)
    })
})
