import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { withEnv } from '#tests/helpers/processes/env'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { freshDatabaseWithFakeMail } from '#tests/helpers/fakes/mail'
import { fakeOAuthFor, type FakeOAuthServer } from '#tests/helpers/fakes/fake_oauth'
import ResetPasswordMail from '#mails/reset_password_mail'
import ConfirmEmailMail from '#mails/confirm_email_mail'
import { ACCOUNT, USERNAME_PATTERN } from '#shared/accounts'
import { ERROR_CODES } from '#shared/errors'
import { beginTwoFactorSetup, enableTwoFactor } from '#services/accounts/two_factor'
import {
  alreadyLoggedInMessage,
  loginMismatchMessage,
  loginMissingStateMessage,
  socialNotConfiguredMessage,
} from '#services/accounts/social_login'
import { emailTakenMessage, noEmailMessage, usernameBase } from '#services/accounts/social_accounts'
import { en } from '#tests/helpers/i18n/english'

type Provider = 'discord' | 'kick'
type Account = Record<string, unknown>

const discordAccount = (overrides: Account = {}): Account => ({
  id: '80351110224678912',
  username: 'nelly.dev',
  discriminator: '0',
  avatar: null,
  email: 'Nelly@Discord.test',
  verified: true,
  ...overrides,
})
const kickAccount = (overrides: Account = {}): Account => ({
  user_id: 424242,
  name: 'KickNelly',
  email: 'kicknelly@kick.test',
  profile_picture: null,
  ...overrides,
})

/** Starts "Continue with" by browser navigation; answers the provider's authorize URL */
async function startLogin(device: Device, provider: Provider, intended?: string) {
  const qs = intended === undefined ? {} : { intended }
  const response = await device.navigate(urlFor('social_login.redirect', { provider }, { qs }))
  if (response.status !== 302) throw new Error(`expected a redirect, got ${response.status}`)
  return new URL(response.headers.location!)
}

const callbackUrl = (provider: Provider, qs: Record<string, string>) =>
  urlFor(`account_links.${provider}.callback`, {}, { qs })

/** Start, the provider's consent for `account` (for the challenge it was shown), the callback */
async function roundTrip(
  device: Device,
  fake: FakeOAuthServer,
  provider: Provider,
  account: Account,
  options: { intended?: string; challenge?: string; state?: string } = {}
) {
  const authorize = await startLogin(device, provider, options.intended)
  const challenge = options.challenge ?? authorize.searchParams.get('code_challenge')!
  const code = fake.issueCode(account, challenge)
  const state = options.state ?? authorize.searchParams.get('state')!
  const callback = await device.navigate(callbackUrl(provider, { code, state }))
  return { authorize, code, state, callback }
}

/** The page the callback sent the browser to, with its flash toast */
async function landing(device: Device, callback: { status: number; headers: Record<string, unknown> }) {
  if (callback.status !== 302) throw new Error(`expected a redirect, got ${callback.status}`)
  const page = await device.navigate(String(callback.headers.location))
  return String(page.body)
}

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

/** A 6-digit code the app does not show around now */
function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1].map((offset) => codeFor(secret, offset)))
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!
}

test.group('Accounts / log in with Discord or Kick (fake OAuth server)', (group) => {
  const fake = fakeOAuthFor(group)
  group.each.setup(async () => {
    const restoreMail = await freshDatabaseWithFakeMail()
    await clearRateLimits()
    const restoreEnv = withEnv({ ...fake.env('discord'), ...fake.env('kick') })
    return () => {
      restoreEnv()
      restoreMail()
    }
  })

  test('a new Discord account gets a site account, linked, logged in and sent back', async ({ assert }) => {
    const { mails } = mail.fake()
    const device = await Device.onHomePage()
    const before = device.sessionCookie
    const { authorize, code, callback } = await roundTrip(device, fake, 'discord', discordAccount(), {
      intended: '/store?tab=items',
    })
    assert.equal(authorize.origin + authorize.pathname, `${fake.base}/discord/authorize`)
    assert.equal(authorize.searchParams.get('scope'), 'identify email')
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(authorize.searchParams.get('redirect_uri'), `${process.env.APP_URL}/api/discord/callback`)

    assert.equal(callback.headers.location, '/store?tab=items')
    assert.include(await landing(device, callback), 'Welcome to NEONPLAY, nelly_dev! Your account is ready.')
    assert.isTrue(await device.isLoggedIn())
    assert.notEqual(device.sessionCookie, before)
    assert.isAbove(fake.tokenRequests.find((r) => r.code === code)!.code_verifier.length, 42)

    const user = await User.findByOrFail('username', 'nelly_dev')
    assert.equal(user.email, 'nelly@discord.test')
    assert.equal(user.discordId, '80351110224678912')
    assert.equal(user.discordUsername, 'nelly.dev')
    assert.isNotNull(user.emailVerifiedAt)
    assert.equal(user.balance, 0)
    // Discord confirmed the address: no confirmation mail
    assert.lengthOf(
      mails.sent((m) => m instanceof ConfirmEmailMail),
      0
    )
  })

  test('a new Kick account uses its email, unconfirmed, and gets the confirmation mail', async ({ assert }) => {
    const { mails } = mail.fake()
    const device = await Device.onHomePage()
    const { callback } = await roundTrip(device, fake, 'kick', kickAccount())
    assert.equal(callback.headers.location, '/')
    const user = await User.findByOrFail('kickId', '424242')
    assert.equal(user.username, 'KickNelly')
    assert.equal(user.kickUsername, 'KickNelly')
    assert.equal(user.email, 'kicknelly@kick.test')
    assert.isNull(user.emailVerifiedAt)
    assert.lengthOf(
      mails.sent((m) => m instanceof ConfirmEmailMail),
      1
    )
    assert.isTrue(await device.isLoggedIn())
  })

  test('a username someone holds (any letter case) gets digits; every name fits the username rule', async ({
    assert,
  }) => {
    await createUser({ username: 'Nelly_Dev' })
    await createUser({ username: 'nelly_dev2' })
    const device = await Device.onHomePage()
    await roundTrip(device, fake, 'discord', discordAccount())
    const user = await User.findByOrFail('discordId', '80351110224678912')
    assert.equal(user.username, 'nelly_dev3')

    const long = await Device.onHomePage()
    await createUser({ username: 'abcdefghijklmnopqrst' })
    await roundTrip(long, fake, 'kick', kickAccount({ name: 'abcdefghijklmnopqrstuvwxyz' }))
    const fromKick = await User.findByOrFail('kickId', '424242')
    assert.equal(fromKick.username, 'abcdefghijklmnopqrs2')

    for (const [name, expected] of [
      ['ab', 'ab_player'],
      ['...', 'player'],
      ['ñandú.fan 💜', 'and_fan'],
      ['a'.repeat(40), 'a'.repeat(20)],
    ]) {
      const base = usernameBase(name)
      assert.equal(base, expected)
      assert.match(base, USERNAME_PATTERN)
      assert.isAtLeast(base.length, ACCOUNT.usernameMin)
      assert.isAtMost(base.length, ACCOUNT.usernameMax)
    }
  })

  test('a linked account logs its user in on a new session id; no account is made', async ({ assert }) => {
    const owner = await createUser({ username: 'Owner', password: 'owner-password' })
    await owner.merge({ kickId: '424242', kickUsername: 'KickNelly' }).save()
    const device = await Device.onHomePage()
    const before = device.sessionCookie
    const { callback } = await roundTrip(device, fake, 'kick', kickAccount({ email: 'other@kick.test' }))
    assert.include(await landing(device, callback), 'Logged in with Kick.')
    assert.isTrue(await device.isLoggedIn())
    assert.notEqual(device.sessionCookie, before)
    const users = await User.all()
    assert.lengthOf(users, 1)
    await owner.refresh()
    assert.equal(owner.email, 'owner@example.test')
  })

  test('a linked account with two-factor sign-in on gets the code step before it is logged in', async ({ assert }) => {
    const owner = await createUser({ username: 'Guarded', password: 'guarded-password' })
    await owner.merge({ discordId: '80351110224678912' }).save()
    await owner.refresh()
    const { secret } = await beginTwoFactorSetup(owner)
    await owner.refresh()
    await enableTwoFactor(owner, codeFor(secret))

    const device = await Device.onHomePage()
    const { callback } = await roundTrip(device, fake, 'discord', discordAccount(), { intended: '/vault' })
    assert.equal(callback.headers.location, '/?auth=login&intended=%2Fvault&step=two-factor')
    assert.isFalse(await device.isLoggedIn())

    const wrong = await device.post(urlFor('auth.two_factor'), { code: wrongCode(secret) })
    assert.equal(wrong.status, 422)
    assert.isFalse(await device.isLoggedIn())
    // the next period's code: the current one was used up turning it on
    const right = await device.post(urlFor('auth.two_factor'), { code: codeFor(secret, 1) })
    assert.equal(right.status, 200)
    assert.isTrue(await device.isLoggedIn())
  })

  test('a wrong, missing or replayed state changes nothing and says why', async ({ assert }) => {
    const device = await Device.onHomePage()
    const forged = await roundTrip(device, fake, 'discord', discordAccount(), { state: 'forged-state' })
    assert.equal(forged.callback.headers.location, '/?auth=login')
    assert.include(await landing(device, forged.callback), en(loginMismatchMessage('discord')))

    const authorize = await startLogin(device, 'kick')
    const code = fake.issueCode(kickAccount(), authorize.searchParams.get('code_challenge')!)
    const missing = await device.navigate(callbackUrl('kick', { code }))
    assert.include(await landing(device, missing), en(loginMissingStateMessage('kick')))
    // the session's state was used up by the refused callback: the right one now fails too
    const late = await device.navigate(callbackUrl('kick', { code, state: authorize.searchParams.get('state')! }))
    assert.include(await landing(device, late), en(loginMismatchMessage('kick')))

    assert.lengthOf(await User.all(), 0)
    assert.isFalse(await device.isLoggedIn())
    assert.lengthOf(
      fake.tokenRequests.filter((r) => r.code === code || r.code === forged.code),
      0
    )

    // a good round trip, then the same callback again: refused, nothing more made
    const good = await roundTrip(device, fake, 'kick', kickAccount())
    assert.lengthOf(await User.all(), 1)
    await device.post(urlFor('auth.logout'))
    const replay = await device.navigate(callbackUrl('kick', { code: good.code, state: good.state }))
    assert.include(await landing(device, replay), 'expired or did not match')
    assert.isFalse(await device.isLoggedIn())
  })

  test('the PKCE verifier is checked: a code for another challenge, or no verifier cookie, logs nobody in', async ({
    assert,
  }) => {
    const device = await Device.onHomePage()
    const other = await roundTrip(device, fake, 'discord', discordAccount(), {
      challenge: 'another-browsers-challenge',
    })
    assert.include(await landing(device, other.callback), 'Could not reach Discord. Please try again later.')
    // the fake provider refused the exchange: the verifier did not hash to the challenge
    assert.lengthOf(
      fake.tokenRequests.filter((r) => r.code === other.code),
      1
    )

    const authorize = await startLogin(device, 'kick')
    const code = fake.issueCode(kickAccount(), authorize.searchParams.get('code_challenge')!)
    device.deleteCookie('kick_oauth_verifier')
    const state = authorize.searchParams.get('state')!
    const callback = await device.navigate(callbackUrl('kick', { code, state }))
    assert.include(await landing(device, callback), en(loginMismatchMessage('kick')))
    assert.lengthOf(await User.all(), 0)
    assert.isFalse(await device.isLoggedIn())
  })

  test('an email another account holds is never merged: refused, that account untouched', async ({ assert }) => {
    const holder = await createUser({ username: 'Holder', email: 'nelly@discord.test' })
    const device = await Device.onHomePage()
    const { callback } = await roundTrip(device, fake, 'discord', discordAccount())
    assert.equal(callback.headers.location, '/?auth=login')
    assert.include(await landing(device, callback), en(emailTakenMessage('discord')))
    assert.isFalse(await device.isLoggedIn())
    assert.lengthOf(await User.all(), 1)
    await holder.refresh()
    assert.isNull(holder.discordId)
  })

  test('no email, or an unverified Discord email, makes no account', async ({ assert }) => {
    for (const account of [discordAccount({ verified: false }), discordAccount({ email: null, verified: undefined })]) {
      const device = await Device.onHomePage()
      const { callback } = await roundTrip(device, fake, 'discord', account)
      assert.include(await landing(device, callback), en(noEmailMessage('discord')))
    }
    const device = await Device.onHomePage()
    const { callback } = await roundTrip(device, fake, 'kick', kickAccount({ email: undefined }))
    assert.include(await landing(device, callback), en(noEmailMessage('kick')))
    assert.lengthOf(await User.all(), 0)
  })

  test('the password login refuses a password-less account as any wrong password; a reset sets one', async ({
    assert,
  }) => {
    await roundTrip(await Device.onHomePage(), fake, 'kick', kickAccount())
    const user = await User.findByOrFail('kickId', '424242')

    const device = await Device.onHomePage()
    for (const password of ['', 'null', 'undefined', user.password]) {
      const response = await device.post(urlFor('auth.login'), { username: 'KickNelly', password })
      assert.oneOf(response.status, [401, 422])
    }
    const wrong = await device.post(urlFor('auth.login'), { username: 'KickNelly', password: 'a-guess-123' })
    assert.equal(wrong.status, 401)
    assert.deepEqual(wrong.body, { message: 'unauthorized', error: ERROR_CODES.unauthorized })

    const { mails } = mail.fake()
    mails.clear()
    await device.post(urlFor('auth.reset_password_request'), { email: 'kicknelly@kick.test' })
    const [sent] = mails.sent((m) => m instanceof ResetPasswordMail) as ResetPasswordMail[]
    const token = decodeURIComponent(sent.url.split('/reset-password/')[1])
    const reset = await device.post(urlFor('auth.reset_password'), { token, password: 'my-new-password' })
    assert.equal(reset.status, 200)
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'my-new-password'))

    const login = await new Device().login('KickNelly', 'my-new-password')
    assert.equal(login.status, 200)
  })

  test('logged in: the start links instead; a login trip finished after logging in elsewhere is refused', async ({
    assert,
  }) => {
    const user = await createUser({ username: 'Member', password: 'member-password' })
    const device = new Device()
    await device.login('Member', 'member-password')
    const { callback } = await roundTrip(device, fake, 'discord', discordAccount())
    assert.include(await landing(device, callback), 'Discord account connected!')
    await user.refresh()
    assert.equal(user.discordId, '80351110224678912')
    assert.lengthOf(await User.all(), 1)

    const other = new Device()
    const authorize = await startLogin(other, 'kick')
    await createUser({ username: 'Second', password: 'second-password' })
    await other.post(urlFor('auth.login'), { username: 'Second', password: 'second-password' })
    const code = fake.issueCode(kickAccount(), authorize.searchParams.get('code_challenge')!)
    const late = await other.navigate(callbackUrl('kick', { code, state: authorize.searchParams.get('state')! }))
    assert.include(await landing(other, late), en(alreadyLoggedInMessage('kick')))
    assert.isNull(await User.findBy('kickId', '424242'))
  })

  test('another site as the page to come back to is ignored', async ({ assert }) => {
    for (const intended of ['https://evil.test/x', '//evil.test', '/\\evil.test']) {
      await clearRateLimits()
      const device = await Device.onHomePage()
      const { callback } = await roundTrip(device, fake, 'discord', discordAccount(), { intended })
      assert.equal(callback.headers.location, '/')
      await User.query().delete()
    }
  })

  test('a provider that is not set up answers a clear error; its button is not offered', async ({ assert }) => {
    const restore = withEnv({ DISCORD_CLIENT_ID: undefined })
    try {
      const device = await Device.onHomePage()
      const response = await device.navigate(urlFor('social_login.redirect', { provider: 'discord' }))
      assert.equal(response.status, 302)
      assert.equal(response.headers.location, '/?auth=login')
      const page = await landing(device, response)
      assert.include(page, en(socialNotConfiguredMessage('discord')))
      assert.include(page, '"socialLogin":{"discord":false,"kick":true,"twitch":false}')
    } finally {
      restore()
    }
  })

  test('starts are rate limited per address', async ({ assert }) => {
    const device = await Device.onHomePage()
    for (let n = 0; n < 10; n++) await startLogin(device, 'kick')
    const limited = await device.navigate(urlFor('social_login.redirect', { provider: 'kick' }))
    assert.equal(limited.status, 429)
  })
})
