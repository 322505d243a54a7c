import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { withEnv } from '#tests/helpers/processes/env'
import { clearRateLimits, fromAddress, useTrustProxy } from '#tests/helpers/http/limits'
import { useSessionStore } from '#tests/helpers/http/sessions'
import { createUser } from '#tests/helpers/database/users'
import {
  CODE_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS,
  TOO_MANY_ATTEMPTS,
} from '#infra/http/rate_limits'
import { CONFIRMATION, CONFIRMATION_MESSAGES } from '#shared/confirmation'
import { ERROR_CODES } from '#shared/errors'
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { STAFF_ROLES } from '#shared/roles'
import { countRows } from '#tests/helpers/database/economy'
import { en } from '#tests/helpers/i18n/english'

const PASSWORD = 'secret-pass-1'

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now */
function codeFor(secret: string, offsetSteps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 })
}

/** Whether NeonRider has two-factor sign-in on, read from the database */
async function twoFactorOn(username = 'NeonRider') {
  const user = await User.findByOrFail('username', username)
  return user.twoFactorEnabledAt !== null
}

/** The status of a JSON call on a device */
async function statusOf(request: Promise<{ status: number }>) {
  const response = await request
  return response.status
}

/** A 6-digit code the app does not show around now */
function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1].map((offset) => codeFor(secret, offset)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

/**
 * A user with two-factor sign-in on, enabled through the real routes with the code of the
 * previous period (so the current period's code is still unused), logged out again
 */
async function userWithTwoFactor(username = 'NeonRider') {
  const user = await createUser({ username, password: PASSWORD })
  const device = new Device()
  await device.login(username, PASSWORD)
  const setup = await device.post(urlFor('account_api.user.two_factor.setup'))
  const enabled = await device.post(urlFor('account_api.user.two_factor.enable'), {
    code: codeFor(setup.body.secret, -1),
  })
  await device.post(urlFor('auth.logout'))
  return { user, secret: setup.body.secret as string, recoveryCodes: enabled.body.recovery_codes as string[] }
}

/** Logs in with the password on a new device; with two-factor on, it stops at the second step */
async function passwordStep(username = 'NeonRider', headers: Record<string, string> = {}) {
  const device = new Device(headers)
  const response = await device.login(username, PASSWORD)
  return { device, response }
}

/** A device signed in with the password and, where on, a code */
async function signedIn(username: string, secret?: string) {
  const { device } = await passwordStep(username)
  if (secret) await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
  return device
}

/** Setup and the first code on a signed-in device; answers the secret and the enable answer */
async function turnOn(device: Device, offsetSteps = 0) {
  const setup = await device.post(urlFor('account_api.user.two_factor.setup'))
  const enabled = await device.post(urlFor('account_api.user.two_factor.enable'), {
    code: codeFor(setup.body.secret, offsetSteps),
  })
  return { secret: setup.body.secret as string, enabled }
}

/** Moves the clock (of this process, which runs the test server too) `minutes` ahead until restored */
function clockAhead(minutes: number) {
  const realNow = Date.now
  Date.now = () => realNow() + minutes * 60_000
  return () => {
    Date.now = realNow
  }
}

const adminSearch = () => urlFor('admin_api.users.search', { username: 'the' })

test.group('Accounts / two-factor setup', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })

  test('setup answers the secret, its otpauth URL and a QR code; the first code turns it on', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const device = new Device()
    await device.login('NeonRider', PASSWORD)

    const setup = await device.post(urlFor('account_api.user.two_factor.setup'))
    assert.equal(setup.status, 200)
    assert.match(setup.body.secret, /^[A-Z2-7]{32}$/)
    assert.match(setup.body.otpauth_url, /^otpauth:\/\/totp\/NEONPLAY:NeonRider\?/)
    assert.include(setup.body.otpauth_url, `secret=${setup.body.secret}`)
    assert.match(setup.body.qr_svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // not in force before a code was entered
    assert.isFalse(await twoFactorOn())

    const enabled = await device.post(urlFor('account_api.user.two_factor.enable'), {
      code: codeFor(setup.body.secret),
    })
    assert.equal(enabled.status, 200)
    assert.equal(enabled.body.message, en(M.enabled))
    assert.lengthOf(enabled.body.recovery_codes, 10)
    for (const code of enabled.body.recovery_codes) assert.match(code, RECOVERY_CODE_PATTERN)
    assert.lengthOf(new Set(enabled.body.recovery_codes), 10)

    const user = await User.findByOrFail('username', 'NeonRider')
    assert.isNotNull(user.twoFactorEnabledAt)
    // the secret is stored encrypted, the recovery codes as digests only
    assert.notInclude(user.twoFactorSecret!, setup.body.secret)
    const stored = await db.from('two_factor_recovery_codes').where('user_id', user.id)
    assert.lengthOf(stored, 10)
    for (const row of stored) assert.notInclude(enabled.body.recovery_codes, row.code_hash)
    // and neither reaches the pages
    const page = await device.get(urlFor('account'))
    assert.notInclude(JSON.stringify(page.body), user.twoFactorSecret!)
  })

  test('a wrong code turns nothing on; setup again once it is on is refused', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const device = new Device()
    await device.login('NeonRider', PASSWORD)
    const setup = await device.post(urlFor('account_api.user.two_factor.setup'))
    const refused = await device.post(urlFor('account_api.user.two_factor.enable'), {
      code: wrongCode(setup.body.secret),
    })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, en(M.codeInvalid))
    assert.isFalse(await twoFactorOn())
    assert.equal(await countRows('two_factor_recovery_codes'), 0)

    await device.post(urlFor('account_api.user.two_factor.enable'), { code: codeFor(setup.body.secret) })
    const again = await device.post(urlFor('account_api.user.two_factor.setup'))
    assert.equal(again.status, 422)
    assert.equal(again.body.message, en(M.alreadyOn))
  })

  test('turning it off needs the password and a current code', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const { device } = await passwordStep()
    await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })

    // a wrong password or a wrong code: the answer does not say which
    const wrongPassword = await device.post(urlFor('account_api.user.two_factor.disable'), {
      password: 'not-my-password',
      code: codeFor(secret, 1),
    })
    const badCode = await device.post(urlFor('account_api.user.two_factor.disable'), {
      password: PASSWORD,
      code: wrongCode(secret),
    })
    for (const refused of [wrongPassword, badCode]) {
      assert.equal(refused.status, 422)
      assert.equal(refused.body.message, en(M.passwordOrCodeWrong))
    }
    assert.deepEqual(wrongPassword.body, badCode.body)
    assert.isTrue(await twoFactorOn())

    const off = await device.post(urlFor('account_api.user.two_factor.disable'), {
      password: PASSWORD,
      code: codeFor(secret, 1),
    })
    assert.equal(off.status, 200)
    const user = await User.findByOrFail('username', 'NeonRider')
    assert.isNull(user.twoFactorEnabledAt)
    assert.isNull(user.twoFactorSecret)
    // and the password alone logs in again
    const { response } = await passwordStep()
    assert.deepEqual(response.body, { message: 'success' })
  })

  test('turning it on needs a fresh confirmation with the password; on and off end every other session', async ({
    assert,
    cleanup,
  }) => {
    await createUser({ username: 'NeonRider', password: PASSWORD })
    const here = await signedIn('NeonRider')
    const elsewhere = await signedIn('NeonRider')
    cleanup(clockAhead(CONFIRMATION.minutes + 1))

    // the sign-in is too old now: setup is harmless, turning it on asks again
    const setup = await here.post(urlFor('account_api.user.two_factor.setup'))
    const stale = await here.post(urlFor('account_api.user.two_factor.enable'), { code: codeFor(setup.body.secret) })
    assert.equal(stale.status, 403)
    assert.deepEqual(stale.body, {
      message: en(CONFIRMATION_MESSAGES.required),
      error: ERROR_CODES.confirmationRequired,
    })
    assert.isFalse(await twoFactorOn())
    assert.isTrue(await elsewhere.isLoggedIn())

    assert.equal(await statusOf(here.post(urlFor('auth.confirm'), { password: PASSWORD })), 200)
    const on = await here.post(urlFor('account_api.user.two_factor.enable'), { code: codeFor(setup.body.secret) })
    assert.equal(on.status, 200)
    assert.isTrue(await twoFactorOn())
    assert.isTrue(await here.isLoggedIn())
    assert.isFalse(await elsewhere.isLoggedIn())

    // off (the password and a code) ends the sessions opened since, too
    const again = await signedIn('NeonRider', setup.body.secret)
    const off = await here.post(urlFor('account_api.user.two_factor.disable'), {
      password: PASSWORD,
      code: codeFor(setup.body.secret, 1),
    })
    assert.equal(off.status, 200)
    assert.isFalse(await twoFactorOn())
    assert.isTrue(await here.isLoggedIn())
    assert.isFalse(await again.isLoggedIn())
  })
})

test.group('Accounts / two-factor login', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })

  test('the right password alone logs nobody in; a code from the app completes it', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const { device, response } = await passwordStep()
    assert.equal(response.status, 200)
    assert.deepEqual(response.body, { two_factor: true })
    assert.isFalse(await device.isLoggedIn())

    const done = await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.equal(done.status, 200)
    assert.deepEqual(done.body, { message: 'success' })
    assert.isTrue(await device.isLoggedIn())
  })

  test('a code is accepted once; a wrong or expired one is refused', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const first = await passwordStep()
    // the very code used (not the current one again: the 30 s period may turn meanwhile)
    const used = codeFor(secret)
    await first.device.post(urlFor('auth.two_factor'), { code: used })
    assert.isTrue(await first.device.isLoggedIn())

    const second = await passwordStep()
    for (const code of [used, codeFor(secret, -3), wrongCode(secret)]) {
      const refused = await second.device.post(urlFor('auth.two_factor'), { code })
      assert.equal(refused.status, 422, code)
      assert.equal(refused.body.message, en(M.codeInvalid))
    }
    assert.isFalse(await second.device.isLoggedIn())

    // the next period's code (the app's clock a little ahead) is still good
    const next = await second.device.post(urlFor('auth.two_factor'), { code: codeFor(secret, 1) })
    assert.equal(next.status, 200)
  })

  test('each recovery code works once, in place of a code', async ({ assert }) => {
    const { recoveryCodes } = await userWithTwoFactor()
    const first = await passwordStep()
    const used = await first.device.post(urlFor('auth.two_factor'), {
      recovery_code: recoveryCodes[0].toUpperCase(),
    })
    assert.equal(used.status, 200)
    assert.isTrue(await first.device.isLoggedIn())

    const second = await passwordStep()
    const again = await second.device.post(urlFor('auth.two_factor'), { recovery_code: recoveryCodes[0] })
    assert.equal(again.status, 422)
    assert.equal(again.body.message, en(M.recoveryCodeInvalid))
    assert.isFalse(await second.device.isLoggedIn())
    const another = await second.device.post(urlFor('auth.two_factor'), { recovery_code: recoveryCodes[1] })
    assert.equal(another.status, 200)
  })

  test('code guesses are throttled like password guesses', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const { device } = await passwordStep()
    const wrong = wrongCode(secret)
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      assert.equal(await statusOf(device.post(urlFor('auth.two_factor'), { code: wrong })), 422)
    }
    // out of attempts: even the right code is refused now
    const blocked = await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.equal(blocked.status, 429)
    assert.equal(blocked.body.message, en(TOO_MANY_ATTEMPTS))
    assert.isFalse(await device.isLoggedIn())
  })

  test('wrong codes are limited per account too: spreading them over addresses does not help', async ({
    assert,
    cleanup,
  }) => {
    cleanup(useTrustProxy('loopback'))
    const { secret } = await userWithTwoFactor()
    const wrong = wrongCode(secret)
    // two guesses from each address, below every per-address limit
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT / 2; i++) {
      const { device } = await passwordStep('NeonRider', fromAddress(`203.0.113.${i + 1}`))
      for (let j = 0; j < 2; j++) {
        assert.equal(await statusOf(device.post(urlFor('auth.two_factor'), { code: wrong })), 422)
      }
    }
    const { device } = await passwordStep('NeonRider', fromAddress('198.51.100.7'))
    const blocked = await device.post(urlFor('auth.two_factor'), { code: wrong })
    assert.equal(blocked.status, 429)
    assert.equal(blocked.body.message, en(TOO_MANY_ATTEMPTS))
    assert.equal(await statusOf(device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })), 429)
    assert.isFalse(await device.isLoggedIn())
    // another account is not held up by it
    const other = await userWithTwoFactor('OtherRider')
    const theirs = await passwordStep('OtherRider', fromAddress('198.51.100.8'))
    assert.equal(await statusOf(theirs.device.post(urlFor('auth.two_factor'), { code: codeFor(other.secret) })), 200)
  })

  test('a code without the password step first logs nobody in', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const device = new Device()
    await device.visit(urlFor('home'))
    const response = await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.equal(response.status, 400)
    assert.equal(response.body.message, en(M.loginExpired))
    assert.isFalse(await device.isLoggedIn())
  })
})

test.group('Accounts / staff two-factor rule', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
    return withEnv({ STAFF_2FA: 'required' })
  })

  test('a {$self} without two-factor is sent to turn it on before any admin page or route')
    .with([...STAFF_ROLES])
    .run(async ({ assert }, role) => {
      await createUser({ username: 'TheBoss', password: PASSWORD, role })
      const device = new Device()
      await device.login('TheBoss', PASSWORD)

      const json = await device.get(urlFor('admin_api.users.search', { username: 'the' }))
      assert.equal(json.status, 403)
      assert.deepEqual(json.body, { message: en(M.staffRequired), error: 'two_factor_required' })
      const page = await device.navigate(urlFor('admin.index'))
      assert.equal(page.status, 302)
      assert.equal(page.headers.location, '/account?tab=security')
    })

  test('an admin with two-factor on gets through; optional turns the rule off', async ({ assert }) => {
    const { user, secret } = await userWithTwoFactor('TheBoss')
    await User.query().where('id', user.id).update({ role: 'admin' })
    const { device } = await passwordStep('TheBoss')
    await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.equal(await statusOf(device.get(urlFor('admin_api.users.search', { username: 'the' }))), 200)

    const restore = withEnv({ STAFF_2FA: 'optional' })
    try {
      await createUser({ username: 'Helper', password: PASSWORD, admin: true })
      const helper = new Device()
      await helper.login('Helper', PASSWORD)
      assert.equal(await statusOf(helper.get(urlFor('admin_api.users.search', { username: 'the' }))), 200)
    } finally {
      restore()
    }
  })

  test('a session that did not pass the second step is refused once another session turns it on', async ({
    assert,
  }) => {
    await createUser({ username: 'TheBoss', password: PASSWORD, role: 'admin' })
    const before = await signedIn('TheBoss')
    const enroller = await signedIn('TheBoss')
    const { enabled } = await turnOn(enroller)
    assert.equal(enabled.status, 200)
    // the session that turned it on counts as having passed the second step
    assert.equal(await statusOf(enroller.get(adminSearch())), 200)
    // the other one was ended, and gets nothing
    const refused = await before.get(adminSearch())
    assert.equal(refused.status, 403)
    assert.isFalse(await before.isLoggedIn())
  })

  test('where sessions cannot be ended (cookie store), a session without the second step is still refused', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await useSessionStore('cookie'))
    await createUser({ username: 'TheBoss', password: PASSWORD, role: 'admin' })
    const before = await signedIn('TheBoss')
    const enroller = await signedIn('TheBoss')
    const { secret, enabled } = await turnOn(enroller, -1)
    assert.equal(enabled.status, 200)
    assert.equal(await statusOf(enroller.get(adminSearch())), 200)

    assert.isTrue(await before.isLoggedIn())
    const refused = await before.get(adminSearch())
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.body, { message: en(M.staffSessionWithoutCode), error: 'two_factor_required' })
    const page = await before.navigate(urlFor('admin.index'))
    assert.equal(page.status, 302)
    assert.equal(page.headers.location, '/account?tab=security')
    // signing in again with the code opens the admin routes
    const withCode = await signedIn('TheBoss', secret)
    assert.equal(await statusOf(withCode.get(adminSearch())), 200)
  })
})

test.group('Accounts / every password or code check counts against the login limits', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await clearRateLimits()
  })

  /** [what, route, body with a wrong password, body with the right one] (two-factor on for all) */
  type Body = (secret: string) => Record<string, unknown>
  const CHECKS = (): [string, string, Body, Body][] => [
    [
      'turning two-factor off',
      urlFor('account_api.user.two_factor.disable'),
      (secret) => ({ password: 'not-my-password', code: codeFor(secret, 1) }),
      (secret) => ({ password: PASSWORD, code: codeFor(secret, 1) }),
    ],
    [
      'deleting the account',
      urlFor('account_api.user.delete'),
      (secret) => ({ password: 'not-my-password', code: codeFor(secret, 1) }),
      (secret) => ({ password: PASSWORD, code: codeFor(secret, 1) }),
    ],
    [
      'confirming it is you',
      urlFor('auth.confirm'),
      () => ({ password: 'not-my-password' }),
      () => ({ password: PASSWORD }),
    ],
  ]

  test('{0}: wrong passwords spend the login attempts, then 429 even for the right one')
    .with(CHECKS)
    .run(async ({ assert }, [, url, wrongBody, rightBody]) => {
      const { secret } = await userWithTwoFactor()
      const device = await signedIn('NeonRider', secret)
      const user = await User.findByOrFail('username', 'NeonRider')
      for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
        assert.equal(await statusOf(device.post(url, wrongBody(secret))), 422)
      }
      const blocked = await device.post(url, rightBody(secret))
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.message, en(TOO_MANY_ATTEMPTS))
      // nothing happened, and the login of this name from this address is out of attempts too
      await user.refresh()
      assert.equal(user.username, 'NeonRider')
      assert.isNotNull(user.twoFactorEnabledAt)
      assert.equal(await statusOf(new Device().login('NeonRider', PASSWORD)), 429)
    })

  test('turning two-factor off: wrong guesses from many addresses hit the per-account limit', async ({
    assert,
    cleanup,
  }) => {
    cleanup(useTrustProxy('loopback'))
    const { secret } = await userWithTwoFactor()
    const device = await signedIn('NeonRider', secret)
    const disable = (body: Record<string, unknown>, address: string) =>
      device.request('POST', urlFor('account_api.user.two_factor.disable'), body, fromAddress(address))
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT; i++) {
      const guess = await disable({ password: `guess-${i}`, code: codeFor(secret, 1) }, `203.0.113.${i + 1}`)
      assert.equal(guess.status, 422)
      assert.equal(guess.body.message, en(M.passwordOrCodeWrong))
    }
    const blocked = await disable({ password: PASSWORD, code: codeFor(secret, 1) }, '198.51.100.9')
    assert.equal(blocked.status, 429)
    assert.isTrue(await twoFactorOn())
  })
})
