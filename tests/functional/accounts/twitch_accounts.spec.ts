import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { withEnv } from '#tests/helpers/processes/env'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { freshDatabaseWithFakeMail } from '#tests/helpers/fakes/mail'
import { FakeTwitch, useFakeTwitch } from '#tests/helpers/fakes/twitch'
import { CONNECTIONS_URL, stateMismatchMessage } from '#services/accounts/link_flow'
import { holdCredit } from '#services/points/held_credits'
import { auditPointsAfterEach } from '#tests/helpers/database/economy'
import { USERNAME_PATTERN } from '#shared/accounts'
import { en } from '#tests/helpers/i18n/english'

const account = (overrides: Record<string, unknown> = {}) => ({
  id: '141981764',
  login: 'twitchnelly',
  display_name: 'TwitchNelly',
  email: 'nelly@twitch.test',
  ...overrides,
})

const callbackUrl = (qs: Record<string, string>) => urlFor('account_links.twitch.callback', {}, { qs })

async function flash(device: Device, path = CONNECTIONS_URL) {
  const page = await device.navigate(path)
  return String(page.body)
}

/** Start (log-in or link), Twitch's consent for `who`, the callback */
async function roundTrip(device: Device, twitch: FakeTwitch, start: string, who: Record<string, unknown>) {
  const response = await device.navigate(start)
  if (response.status !== 302) throw new Error(`expected a redirect, got ${response.status}`)
  const authorize = new URL(response.headers.location!)
  const code = twitch.issueCode(who)
  const state = authorize.searchParams.get('state')!
  const callback = await device.navigate(callbackUrl({ code, state }))
  return { authorize, code, state, callback }
}

async function pageOf(device: Device) {
  const page = await device.navigate('/')
  return String(page.body)
}

const loginStart = () => urlFor('social_login.redirect', { provider: 'twitch' })

test.group('Accounts / Twitch: log in, link, unlink (fake Twitch)', (group) => {
  const twitch = new FakeTwitch()
  useFakeTwitch(group, twitch)
  group.each.setup(async () => {
    const restoreMail = await freshDatabaseWithFakeMail()
    await clearRateLimits()
    const restoreEnv = withEnv(twitch.env())
    return () => {
      restoreEnv()
      restoreMail()
    }
  })
  auditPointsAfterEach(group)

  test('"Continue with Twitch" makes a linked account with a valid name, logged in, no password', async ({
    assert,
  }) => {
    await createUser({ username: 'TwitchNelly' })
    const device = await Device.onHomePage()
    const { authorize, code, callback } = await roundTrip(device, twitch, loginStart(), account())
    assert.equal(authorize.origin + authorize.pathname, `${twitch.base}/id/oauth2/authorize`)
    assert.equal(authorize.searchParams.get('client_id'), 'twitch-client-id')
    assert.equal(authorize.searchParams.get('response_type'), 'code')
    assert.equal(authorize.searchParams.get('scope'), 'user:read:email')
    assert.equal(authorize.searchParams.get('redirect_uri'), `${process.env.APP_URL}/api/twitch/callback`)
    assert.isAbove(authorize.searchParams.get('state')!.length, 20)
    assert.equal(twitch.tokenRequests.find((r) => r.code === code)!.grant_type, 'authorization_code')
    // Helix was asked with the user's token and the client id
    assert.equal(twitch.sent('/users')[0].headers['client-id'], 'twitch-client-id')

    assert.equal(callback.headers.location, '/')
    assert.include(await flash(device, '/'), 'Welcome to NEONPLAY, TwitchNelly2!')
    assert.isTrue(await device.isLoggedIn())
    const user = await User.findByOrFail('twitchId', '141981764')
    assert.equal(user.username, 'TwitchNelly2')
    assert.match(user.username, USERNAME_PATTERN)
    assert.equal(user.twitchUsername, 'TwitchNelly')
    assert.equal(user.email, 'nelly@twitch.test')
    // Twitch only gives verified addresses
    assert.isNotNull(user.emailVerifiedAt)

    // the same Twitch account logs the same user in again; no second account
    const again = await Device.onHomePage()
    const second = await roundTrip(again, twitch, loginStart(), account({ email: 'other@twitch.test' }))
    assert.include(await flash(again, second.callback.headers.location!), 'Logged in with Twitch.')
    assert.lengthOf(await User.query().whereNotNull('twitch_id'), 1)
  })

  test('a password login fails for an account made by Twitch until a password is set', async ({ assert }) => {
    const device = await Device.onHomePage()
    await roundTrip(device, twitch, loginStart(), account())
    const user = await User.findByOrFail('twitchId', '141981764')
    const other = new Device()
    const response = await other.post(urlFor('auth.login'), { username: user.username, password: '' })
    assert.notEqual(response.status, 200)
    assert.isFalse(await other.isLoggedIn())
  })

  test('linking from My Account, one site account per Twitch account, unlinking', async ({ assert }) => {
    const owner = await createUser({ username: 'Owner' })
    const me = await createUser({ username: 'Linker', password: 'linker-password' })
    const device = new Device()
    await device.login('Linker', 'linker-password')

    // held points for this Twitch account are paid when it links
    await db.transaction((trx) =>
      holdCredit(trx, {
        platform: 'twitch',
        kickUserId: '141981764',
        points: 40,
        reason: 'kick_reward',
        note: 'channel.subscribe',
        expiresAt: DateTime.utc().plus({ days: 1 }),
      })
    )
    const { authorize, callback } = await roundTrip(device, twitch, urlFor('account_links.twitch.redirect'), account())
    assert.isNull(authorize.searchParams.get('scope') || null)
    assert.equal(callback.headers.location, CONNECTIONS_URL)
    assert.include(await flash(device), 'Twitch account connected!')
    await me.refresh()
    assert.equal(me.twitchId, '141981764')
    assert.equal(me.twitchUsername, 'TwitchNelly')
    assert.equal(me.balance, 40)

    // the state is used up: the same callback again is refused
    const replay = await device.navigate(callbackUrl({ code: 'x', state: authorize.searchParams.get('state')! }))
    assert.equal(replay.status, 302)
    assert.include(await flash(device), en(stateMismatchMessage('twitch')))

    // another user cannot link the same Twitch account
    const other = new Device()
    await owner.merge({ password: 'owner-password' }).save()
    await other.login('Owner', 'owner-password')
    await roundTrip(other, twitch, urlFor('account_links.twitch.redirect'), account())
    assert.include(await flash(other), 'This Twitch account is already linked to another NEONPLAY user.')
    await owner.refresh()
    assert.isNull(owner.twitchId)

    const unlink = await device.post(urlFor('account_api.twitch.unlink'))
    assert.equal(unlink.status, 200)
    await me.refresh()
    assert.isNull(me.twitchId)
    assert.isNull(me.twitchUsername)
    // the held credit was paid once
    assert.equal(me.balance, 40)
  })

  test('a forged state links nothing; without a client id the buttons are not offered', async ({ assert }) => {
    const me = await createUser({ username: 'Linker', password: 'linker-password' })
    const device = new Device()
    await device.login('Linker', 'linker-password')
    await device.navigate(urlFor('account_links.twitch.redirect'))
    const code = twitch.issueCode(account())
    await device.navigate(callbackUrl({ code, state: 'forged-state' }))
    await me.refresh()
    assert.isNull(me.twitchId)

    const home = await Device.onHomePage()
    assert.include(await pageOf(home), '"kick":false,"twitch":true}')
    const restore = withEnv({ TWITCH_CLIENT_ID: undefined })
    try {
      assert.include(await pageOf(home), '"kick":false,"twitch":false}')
    } finally {
      restore()
    }
  })
})
