import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import User from '#models/user'
import { auditPoints } from '#services/points/consistency_audit'
import { resetDatabase } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { useDatabaseSessions, useSessionStore } from '#tests/helpers/http/sessions'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { createUser } from '#tests/helpers/database/users'
import { buy } from '#tests/helpers/database/admin_fixtures'
import { ROLE_MESSAGES } from '#shared/roles'
import { ProductFactory } from '#database/factories/product_factory'
import { TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { ACCOUNT_READS_PER_MINUTE } from '#start/limiter'

const PASSWORD = 'secret-pass-1'

async function loggedIn(username: string, agent: string) {
  const device = new Device({ 'user-agent': agent })
  await device.login(username, PASSWORD)
  return device
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

for (const store of ['database', 'redis'] as const) {
  test.group(`Accounts / signed-in sessions (${store} store)`, (group) => {
    group.each.setup(async () => {
      await resetDatabase()
      await clearRateLimits()
      const restore = store === 'database' ? await useDatabaseSessions() : await useSessionStore('redis')
      return async () => {
        restore()
        if (store === 'redis') await deleteRedisKeys()
      }
    })

    test('lists each session with its browser, this one marked; ending one logs that device out', async ({
      assert,
    }) => {
      await createUser({ username: 'NeonRider', password: PASSWORD })
      const laptop = await loggedIn('NeonRider', FIREFOX)
      const phone = await loggedIn('NeonRider', SAFARI_PHONE)

      const listed = await laptop.get(urlFor('account_links.user.sessions'))
      assert.equal(listed.status, 200)
      const sessions = listed.body.sessions as { handle: string; browser: string; current: boolean }[]
      assert.deepEqual(
        sessions.map((s) => [s.browser, s.current]),
        [
          ['Firefox on Windows', true],
          ['Safari on iOS', false],
        ]
      )
      // the page never sees a session id
      assert.notInclude(JSON.stringify(listed.body), phone.sessionCookie!.split('.')[0])

      const ended = await laptop.post(urlFor('account_api.user.sessions.end', { handle: sessions[1].handle }))
      assert.equal(ended.status, 200)
      assert.lengthOf(ended.body.sessions, 1)
      assert.isFalse(await phone.isLoggedIn())
      assert.isTrue(await laptop.isLoggedIn())

      // this session is not ended here (Log out does that), nor is another user's
      const own = await laptop.post(urlFor('account_api.user.sessions.end', { handle: sessions[0].handle }))
      assert.equal(own.status, 422)
      await createUser({ username: 'OtherOne', password: PASSWORD })
      const other = await loggedIn('OtherOne', FIREFOX)
      const listedForOther = await other.get(urlFor('account_links.user.sessions'))
      const theirs = listedForOther.body.sessions[0].handle
      const refused = await laptop.post(urlFor('account_api.user.sessions.end', { handle: theirs }))
      assert.equal(refused.status, 404)
      assert.isTrue(await other.isLoggedIn())
    })

    test('"end all others" keeps only this session', async ({ assert }) => {
      await createUser({ username: 'NeonRider', password: PASSWORD })
      const devices = [
        await loggedIn('NeonRider', FIREFOX),
        await loggedIn('NeonRider', SAFARI_PHONE),
        await loggedIn('NeonRider', FIREFOX),
      ]
      const answer = await devices[0].post(urlFor('account_api.user.sessions.end_others'))
      assert.equal(answer.status, 200)
      assert.equal(answer.body.message, '2 other sessions ended.')
      assert.deepEqual(await Promise.all(devices.map((d) => d.isLoggedIn())), [true, false, false])
    })
  })
}

test.group('Accounts / your data', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })

  test('the sessions list is rate limited per user', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const device = await loggedIn('NeonRider', FIREFOX)
    const statuses = []
    for (let i = 0; i <= ACCOUNT_READS_PER_MINUTE; i++) {
      const listed = await device.get(urlFor('account_links.user.sessions'))
      statuses.push(listed.status)
    }
    assert.deepEqual(statuses, [...Array(ACCOUNT_READS_PER_MINUTE).fill(200), 429])
  })

  test('the export holds the user own data and no secret or other user', async ({ assert }) => {
    const user = await createUser({
      username: 'NeonRider',
      password: PASSWORD,
      points: 5000,
      celsiusUsername: 'rider_c',
    })
    await User.query().where('id', user.id).update({ kick_id: '4242', kick_username: 'rider_kick' })
    const other = await createUser({ username: 'OtherOne', points: 7777 })
    const product = await ProductFactory.merge({ name: 'Neon Hoodie', price: 1000, stock: 5 }).create()
    await buy(user, product)
    await buy(other, product)

    const device = await loggedIn('NeonRider', FIREFOX)
    const response = await device.get(urlFor('account_links.user.export'))
    assert.equal(response.status, 200)
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="neonplay-\d+-\d{4}-\d{2}-\d{2}\.json"$/
    )
    const data = response.body
    assert.equal(data.profile.username, 'NeonRider')
    assert.equal(data.profile.celsius_username, 'rider_c')
    assert.deepEqual(data.linked_accounts.kick, { id: '4242', username: 'rider_kick' })
    assert.deepEqual(
      data.points_history.map((p: any) => [p.delta, p.reason]),
      [
        [5000, 'admin'],
        [-1000, 'purchase'],
      ]
    )
    assert.deepEqual(
      data.purchases.map((p: any) => p.product_name),
      ['Neon Hoodie']
    )

    const text = JSON.stringify(data)
    const stored = await User.findOrFail(user.id)
    for (const secret of [stored.password, 'OtherOne', '7777', 'password']) assert.notInclude(text, secret)
  })

  test('a deleted staff account loses its role; the last owner cannot delete theirs', async ({ assert }) => {
    await createUser({ username: 'OnlyOwner', password: PASSWORD, role: 'owner' })
    const owner = await loggedIn('OnlyOwner', FIREFOX)
    const refused = await owner.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, ROLE_MESSAGES.lastOwnerDelete)
    const kept = await User.findByOrFail('username', 'OnlyOwner')
    assert.equal(kept.role, 'owner')

    const moderator = await createUser({ username: 'ModSquad', password: PASSWORD, role: 'moderator' })
    const device = await loggedIn('ModSquad', FIREFOX)
    const deleted = await device.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(deleted.status, 200)
    await moderator.refresh()
    assert.isNull(moderator.role)
  })

  test('deleting needs the password; afterwards nobody can log in, the books still add up', async ({ assert }) => {
    const user = await createUser({ username: 'NeonRider', password: PASSWORD, points: 5000 })
    const product = await ProductFactory.merge({ name: 'Neon Hoodie', price: 1000, stock: 5 }).create()
    await buy(user, product)
    const device = await loggedIn('NeonRider', FIREFOX)
    const elsewhere = await loggedIn('NeonRider', SAFARI_PHONE)

    const refused = await device.post(urlFor('account_api.user.delete'), { password: 'wrong-password' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, M.passwordWrong)
    const unchanged = await User.findOrFail(user.id)
    assert.equal(unchanged.username, 'NeonRider')

    const deleted = await device.post(urlFor('account_api.user.delete'), { password: PASSWORD })
    assert.equal(deleted.status, 200)
    assert.isFalse(await device.isLoggedIn())
    assert.isFalse(await elsewhere.isLoggedIn())

    const row = await User.findOrFail(user.id)
    assert.equal(row.username, `deleted-${user.id}`)
    assert.notInclude(row.email, 'neonrider')
    assert.isNull(row.avatar)
    assert.isNull(row.celsiusUsername)
    assert.isNull(row.kickId)
    assert.equal(row.balance, 4000)
    const ledger = await db.from('point_transactions').where('user_id', user.id).count('* as n').first()
    assert.equal(Number(ledger.n), 2)
    assert.deepEqual(await auditPoints(), [])

    const again = await new Device().login('NeonRider', PASSWORD)
    assert.equal(again.status, 401)
    // the name is free again
    const fresh = new Device()
    await fresh.visit(urlFor('home'))
    const registered = await fresh.post(urlFor('auth.register'), {
      username: 'NeonRider',
      email: 'neonrider@example.test',
      password: 'another-pass-1',
    })
    assert.equal(registered.status, 200)
  })
})
