import { urlFor } from '@adonisjs/core/services/url_builder'
import { ADMINS_ONLY } from '#middleware/admin_middleware'
import { test } from '@japa/runner'
import { Device } from '#tests/helpers/http/device'
import { resetDatabase, resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { ADMIN_PAGES, confirmedSession, jsonAs, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import { RAFFLE, createRaffle } from '#tests/helpers/database/raffles'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import { CONFIRMATION_MESSAGES } from '#shared/confirmation'
import { ERROR_CODES } from '#shared/errors'
import { KICK_REWARD_DEFAULTS } from '#shared/kick_rewards'
import User from '#models/user'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import { declaredAbility, sampleUrl, staffRoutes } from '#tests/helpers/http/route_walk'
import { ABILITY_NAMES, ROLE_MESSAGES, STAFF_ROLES, type AbilityName, type StaffRole } from '#shared/roles'
import { en } from '#tests/helpers/i18n/english'

/** Every admin page: [url, component] */
const adminPages = () => ADMIN_PAGES.map((page) => [urlFor(`admin.${page}`), `admin/${page}`] as const)

/**
 * The permission matrix as docs/roles.md writes it, kept here apart from the code that decides
 * (app/abilities/matrix.ts) so that either drifting fails: which ability each admin route
 * declares, and which abilities each role has.
 */
const ROUTE_ABILITY: Record<string, AbilityName> = {
  'admin.index': 'viewAdmin',
  'admin.users': 'lookUpUsers',
  'admin.shop': 'manageShop',
  'admin.leaderboard': 'manageLeaderboards',
  'admin.vault': 'manageVault',
  'admin.redemptions': 'manageRedemptions',
  'admin.audit': 'readAuditLog',
  'admin.texts': 'manageTexts',
  'admin_api.texts.save': 'manageTexts',
  'admin_api.texts.reset': 'manageTexts',
  'admin.schedule': 'manageSchedule',
  'admin.predictions': 'managePredictions',
  'admin_api.predictions.create': 'managePredictions',
  'admin_api.predictions.lock': 'managePredictions',
  'admin_api.predictions.resolve': 'managePredictions',
  'admin_api.predictions.cancel': 'managePredictions',
  'admin.polls': 'managePolls',
  'admin_api.polls.create': 'managePolls',
  'admin_api.polls.close': 'managePolls',
  'admin_api.schedule.update': 'manageSchedule',
  'admin.bonus_hunt': 'manageHunt',
  'admin.tournament': 'manageTournament',
  'admin.overlays': 'useOverlays',
  'admin.raffles': 'manageRaffles',
  'admin.slot_requests': 'manageSlotRequests',
  'admin.slot_catalog': 'manageHunt',
  'admin.kick_rewards': 'manageKickRewards',
  'admin.discord': 'manageDiscord',
  'admin_api.discord.update': 'manageDiscord',
  'admin_api.discord.test': 'manageDiscord',
  'admin_api.raffles.create': 'manageRaffles',
  'admin_api.raffles.update': 'manageRaffles',
  'admin_api.raffles.close': 'manageRaffles',
  'admin_api.raffles.draw': 'manageRaffles',
  'admin_api.raffles.cancel': 'manageRaffles',
  'admin_api.raffles.entries': 'manageRaffles',
  'admin_api.raffles.payout': 'manageRaffles',
  'admin_api.slot_requests.open': 'manageSlotRequests',
  'admin_api.slot_requests.clear': 'manageSlotRequests',
  'admin_api.slot_requests.accept': 'manageSlotRequests',
  'admin_api.slot_requests.reject': 'manageSlotRequests',
  'admin_api.kick_rewards': 'manageKickRewards',
  'admin_api.discord.roles': 'manageDiscord',
  'admin_api.discord.sync': 'manageDiscord',
  'admin_api.users.search': 'lookUpUsers',
  'admin_api.users.update': 'manageUsers',
  'admin_api.users.points': 'grantPoints',
  'admin_api.users.accruals': 'manageUsers',
  'admin_api.users.role': 'manageStaff',
  'admin_api.points.import': 'importPoints',
  'admin_api.points.export': 'importPoints',
  'admin_api.products.create': 'manageShop',
  'admin_api.products.update': 'manageShop',
  'admin_api.products.delete': 'manageShop',
  'admin_api.purchases.sent': 'manageRedemptions',
  'admin_api.purchases.refund': 'manageRedemptions',
  'admin_api.claims.approve': 'manageMilestoneClaims',
  'admin_api.claims.reject': 'manageMilestoneClaims',
  'admin_api.vault.update': 'manageVault',
  'admin_api.vault.roll': 'manageVault',
  'admin_api.leaderboards.settings': 'manageLeaderboards',
  'admin_api.leaderboards.image': 'manageLeaderboards',
  'admin_api.leaderboards.winner_image': 'manageLeaderboards',
  'admin_api.leaderboards.payout': 'manageLeaderboards',
  'admin_api.leaderboards.source.update': 'manageLeaderboards',
  'admin_api.leaderboards.source.test': 'manageLeaderboards',
  'admin_api.leaderboards.import': 'manageLeaderboards',
  'admin_api.hunt.start': 'manageHunt',
  'admin_api.hunt.update': 'manageHunt',
  'admin_api.hunt.finish': 'manageHunt',
  'admin_api.hunt.guessing': 'manageHunt',
  'admin_api.hunt.slots.add': 'manageHunt',
  'admin_api.hunt.slots.update': 'manageHunt',
  'admin_api.hunt.slots.payout': 'manageHunt',
  'admin_api.hunt.slots.remove': 'manageHunt',
  'admin_api.slot_catalog.create': 'manageHunt',
  'admin_api.slot_catalog.import': 'manageHunt',
  'admin_api.slot_catalog.suggest': 'manageHunt',
  'admin_api.slot_catalog.update': 'manageHunt',
  'admin_api.slot_catalog.link': 'manageHunt',
  'admin_api.tournament.entrants': 'manageTournament',
  'admin_api.tournament.winner': 'manageTournament',
  'admin_api.tournament.reset': 'manageTournament',
  'admin_api.tournaments.create': 'manageTournament',
  'admin_api.tournaments.close': 'manageTournament',
  'admin_api.tournaments.seed': 'manageTournament',
  'admin_api.tournaments.cancel': 'manageTournament',
  'admin_api.tournaments.winner': 'manageTournament',
  'admin_api.tournaments.payout': 'manageTournament',
}

const MODERATOR: AbilityName[] = [
  'viewAdmin',
  'lookUpUsers',
  'manageHunt',
  'manageRaffles',
  'manageSlotRequests',
  'manageTournament',
  'manageRedemptions',
  'managePredictions',
  'managePolls',
  'useOverlays',
]
const ADMIN: AbilityName[] = [
  ...MODERATOR,
  'manageShop',
  'manageKickRewards',
  'manageDiscord',
  'manageLeaderboards',
  'manageVault',
  'manageUsers',
  'grantPoints',
  'manageMilestoneClaims',
  'readAuditLog',
  'manageTexts',
  'manageSchedule',
]
const ROLE_ABILITIES: Record<StaffRole, AbilityName[]> = {
  moderator: MODERATOR,
  admin: ADMIN,
  owner: [...ADMIN, 'manageStaff', 'importPoints'],
}

/** Each method (no HEAD) of each route behind the staff gate, with a URL to call */
const staffCalls = () =>
  staffRoutes().flatMap((route) =>
    route.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method: method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
        url: sampleUrl(route),
        name: route.name!,
        ability: declaredAbility(route),
        page: !route.pattern.startsWith('/api/'),
      }))
  )

/** The demo site as it was: nothing an admin route could change has changed */
async function fingerprint() {
  const tables = [
    ...['users', 'products', 'purchases', 'vaults', 'vault_winners', 'audit_logs'],
    ...['leaderboard_settings', 'leaderboard_histories', 'bonus_hunts', 'hunt_slots'],
    ...['tournaments', 'bracket_slots', 'tournament_entries'],
  ]
  const rows = await Promise.all(tables.map((t) => db.from(t).select('*')))
  return JSON.stringify(rows)
}

/** Calls an admin route with an empty body from the site itself, as `user` or as a guest */
function call(
  client: ApiClient,
  { method, url }: { method: 'get' | 'post' | 'put' | 'delete'; url: string },
  user?: User
) {
  const request = client[method](url).sameOrigin().accept('json').json({})
  // a session that confirmed it is them: the gate, not the confirmation, is under test here
  return user ? request.loginAs(user).withSession(confirmedSession()) : request
}

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

  const FORBIDDEN = { message: en(ADMINS_ONLY), error: ERROR_CODES.forbidden }

  test('a {$self} calling any admin JSON route gets 403 JSON and changes nothing')
    .with(['guest', 'logged-in non-admin'] as const)
    .run(async ({ client, assert }, caller) => {
      const user = caller === 'guest' ? undefined : await createUser()
      const before = await fingerprint()
      const calls = staffCalls().filter((c) => !c.page)
      assert.isAbove(calls.length, 30)
      for (const route of calls) {
        const response = await call(client, route, user)
        assert.equal(response.status(), 403, `${route.method} ${route.url}`)
        assert.deepEqual(response.body(), FORBIDDEN)
      }
      assert.equal(await fingerprint(), before)
    })

  test('a write from another site is refused even for an admin', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await client
      .post(urlFor('admin_api.vault.update'))
      .loginAs(admin)
      .crossSite()
      .accept('json')
      .json({ value: 1, streams_active: 1 })
      .redirects(0)
    assert.equal(response.status(), 403)
    assert.notProperty(response.body(), 'vault')
    const vault = await db.from('vaults').where('id', 1).first()
    assert.notEqual(Number(vault.value), 1)
  })
})

test.group('Admin gate / roles', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('every route behind the staff gate declares the ability the matrix gives it', ({ assert }) => {
    const declared = Object.fromEntries(staffRoutes().map((route) => [route.name, declaredAbility(route)]))
    assert.deepEqual(declared, ROUTE_ABILITY)
    // and nothing under /admin or /api/admin escapes the staff gate
    const gated = new Set(staffRoutes().map((route) => route.pattern))
    const adminPatterns = Object.values(router.toJSON())
      .flat()
      .map((route) => route.pattern)
      .filter((pattern) => pattern === '/admin' || pattern.startsWith('/admin/') || pattern.startsWith('/api/admin/'))
    assert.isNotEmpty(adminPatterns)
    for (const pattern of adminPatterns) assert.isTrue(gated.has(pattern), pattern)
  })

  test('the shared `can` prop of a {$self} is the matrix row of the role')
    .with([...STAFF_ROLES])
    .run(async ({ client, assert }, role) => {
      const user = await createUser({ role })
      const response = await client.get(urlFor('admin.index')).loginAs(user).withInertia()
      response.assertStatus(200)
      const expected = Object.fromEntries(ABILITY_NAMES.map((name) => [name, ROLE_ABILITIES[role].includes(name)]))
      assert.deepEqual(response.inertiaProps.can, expected)
    })

  test('a plain user and a guest get no `can` prop', async ({ client, assert }) => {
    const user = await createUser()
    const page = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.isNull(page.inertiaProps.can)
    const guest = await client.get(urlFor('home')).withInertia()
    assert.isNull(guest.inertiaProps.can)
  })

  test('the admin landing of a {$self} shows only the cards of its role')
    .with([...STAFF_ROLES])
    .run(async ({ client, assert }, role) => {
      const user = await createUser({ role })
      const html = await client
        .get(urlFor('admin.index'))
        .loginAs(user)
        .then((r) => r.text())
      const cards = {
        'View USERS': 'lookUpUsers',
        'View SHOP ITEMS': 'manageShop',
        'View Vault': 'manageVault',
        'View Bonus Hunt': 'manageHunt',
        'View Audit log': 'readAuditLog',
      } as const
      for (const [label, ability] of Object.entries(cards)) {
        const shown = html.includes(`aria-label="${label}"`)
        assert.equal(shown, ROLE_ABILITIES[role].includes(ability), `${label} for ${role}`)
      }
    })

  test('as a {$self}, every admin page and route answers as the matrix says')
    .with([...STAFF_ROLES])
    .run(async ({ client, assert }, role) => {
      const user = await createUser({ role })
      const calls = staffCalls()
      const denied = calls.filter((c) => !ROLE_ABILITIES[role].includes(ROUTE_ABILITY[c.name]))
      const allowed = calls.filter((c) => ROLE_ABILITIES[role].includes(ROUTE_ABILITY[c.name]))
      assert.isNotEmpty(allowed)
      if (role !== 'owner') assert.isNotEmpty(denied)

      // refusals first, so nothing an allowed call changed hides a refused call's write
      const before = await fingerprint()
      for (const route of denied) {
        const where = `${role} ${route.method} ${route.url}`
        if (route.page) {
          const response = await client.get(route.url).loginAs(user).withInertia()
          assert.equal(response.status(), 403, where)
          response.assertInertiaComponent('errors/forbidden')
        } else {
          const response = await call(client, route, user)
          assert.equal(response.status(), 403, where)
          assert.deepEqual(
            response.body(),
            { message: en(ROLE_MESSAGES.forbidden), error: ERROR_CODES.forbidden },
            where
          )
        }
      }
      assert.equal(await fingerprint(), before)

      for (const route of allowed) {
        const where = `${role} ${route.method} ${route.url}`
        const response = route.page
          ? await client.get(route.url).loginAs(user).withInertia()
          : await call(client, route, user)
        assert.notEqual(response.status(), 403, `${where}: ${response.text().slice(0, 200)}`)
        assert.isBelow(response.status(), 500, where)
        if (route.page) assert.equal(response.status(), 200, where)
      }
    })
})

test.group('Admin gate / points created from nothing', (group) => {
  group.each.setup(() => resetDatabase())
  auditPointsAfterEach(group)

  const NOT_YOURS = { message: en(ROLE_MESSAGES.pointsPrize), error: ERROR_CODES.forbidden }
  const UNCONFIRMED = { message: en(CONFIRMATION_MESSAGES.required), error: ERROR_CODES.confirmationRequired }
  const auditRows = () =>
    db
      .from('audit_logs')
      .count('* as n')
      .first()
      .then((row) => Number(row.n))

  test(
    'as a {$self}: a raffle points prize, the hunt guess prize and Kick reward amounts need grantPoints and a fresh confirmation'
  )
    .with([...STAFF_ROLES])
    .run(async ({ client, assert }, role) => {
      const user = await createUser({ role })
      const mayGrant = ROLE_ABILITIES[role].includes('grantPoints')
      const fresh = jsonAs(client, user)
      const stale = jsonAs(client, user, { confirmed: false })
      /** A request that sets an amount of points: refused as the role and the session say, or done */
      const expectAmountAnswer = (response: Awaited<ReturnType<typeof fresh.post>>, confirmed: boolean) => {
        const where = `${role} ${confirmed ? 'confirmed' : 'unconfirmed'}: ${response.text().slice(0, 200)}`
        if (mayGrant && confirmed) return assert.equal(response.status(), 200, where)
        assert.equal(response.status(), 403, where)
        assert.deepEqual(response.body(), mayGrant ? UNCONFIRMED : NOT_YOURS, where)
      }

      // a raffle: with no points prize anyone running raffles creates it, confirmed or not
      const before = await auditRows()
      expectAmountAnswer(await stale.post(urlFor('admin_api.raffles.create'), { ...RAFFLE, prize_points: 100 }), false)
      assert.lengthOf(await db.from('raffles'), 0)
      assert.equal(await auditRows(), before)
      expectAmountAnswer(await fresh.post(urlFor('admin_api.raffles.create'), { ...RAFFLE, prize_points: 100 }), true)
      assert.lengthOf(await db.from('raffles').where('prize_points', 100), mayGrant ? 1 : 0)
      const plain = await stale.post(urlFor('admin_api.raffles.create'), RAFFLE)
      plain.assertStatus(200)
      assert.isNull(plain.body().raffle.prize_points)

      // an owner's raffle with a points prize: the prize it has may be sent back, another not
      const owner = await createUser({ role: 'owner' })
      const { id } = await createRaffle(client, owner, { prize_points: 100 })
      const update = (api: typeof fresh, body: object) => api.post(urlFor('admin_api.raffles.update', { id }), body)
      await update(stale, { title: 'Renamed', prize_points: 100 }).then((r) => r.assertStatus(200))
      expectAmountAnswer(await update(stale, { prize_points: 250 }), false)
      const raffle = await db.from('raffles').where('id', id).firstOrFail()
      assert.deepInclude(raffle, { title: 'Renamed', prize_points: 100 })
      // taking the prize away creates no points
      await update(stale, { prize_points: null }).then((r) => r.assertStatus(200))
      const removed = await db.from('raffles').where('id', id).firstOrFail()
      assert.isNull(removed.prize_points)

      // the hunt's guess prize: opening and closing guessing needs nothing more
      const ownerHunt = await startNewHunt(client, 'Gate hunt', 1000)
      const guessing = (api: typeof fresh, body: object) => api.post(urlFor('admin_api.hunt.guessing'), body)
      await guessing(stale, { open: true }).then((r) => r.assertStatus(200))
      expectAmountAnswer(await guessing(stale, { open: true, prize: 500 }), false)
      const prizeNow = () =>
        db
          .from('bonus_hunts')
          .where('status', 'live')
          .firstOrFail()
          .then((hunt) => hunt.guess_prize)
      assert.isNull(await prizeNow())
      expectAmountAnswer(await guessing(fresh, { open: true, prize: 500 }), true)
      assert.equal(await prizeNow(), mayGrant ? 500 : null)
      await guessing(ownerHunt, { open: true, prize: 700 }).then((r) => r.assertStatus(200))
      await guessing(stale, { open: false, prize: 700 }).then((r) => r.assertStatus(200))
      assert.equal(await prizeNow(), 700)

      // the Kick reward amounts (moderators have no Kick rewards page at all)
      const kick = (api: typeof fresh, body: object) =>
        api.put(urlFor('admin_api.kick_rewards'), { ...KICK_REWARD_DEFAULTS, ...body })
      const settings = () => db.from('kick_reward_settings').where('id', 1).first()
      if (!ROLE_ABILITIES[role].includes('manageKickRewards')) {
        const refused = await kick(fresh, { new_sub: 500 })
        refused.assertStatus(403)
        assert.isNull(await settings())
        return
      }
      await kick(stale, { hold_days: 30 }).then((r) => r.assertStatus(200))
      const audits = await auditRows()
      expectAmountAnswer(await kick(stale, { hold_days: 30, new_sub: 500 }), false)
      assert.deepInclude(await settings(), { new_sub: 0, hold_days: 30 })
      assert.equal(await auditRows(), audits)
      expectAmountAnswer(await kick(fresh, { hold_days: 30, new_sub: 500 }), true)
      const saved = await settings()
      assert.equal(Number(saved.new_sub), 500)
    })
})
