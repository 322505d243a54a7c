import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { withEnv } from '#tests/helpers/processes/env'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { createUser } from '#tests/helpers/database/users'
import { LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_ATTEMPTS } from '#infra/http/rate_limits'
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { STAFF_ROLES } from '#shared/roles'
import { countRows } from '#tests/helpers/database/economy'

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
async function passwordStep(username = 'NeonRider') {
  const device = new Device()
  const response = await device.login(username, PASSWORD)
  return { device, response }
}

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
    assert.equal(enabled.body.message, M.enabled)
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
    assert.equal(refused.body.message, M.codeInvalid)
    assert.isFalse(await twoFactorOn())
    assert.equal(await countRows('two_factor_recovery_codes'), 0)

    await device.post(urlFor('account_api.user.two_factor.enable'), { code: codeFor(setup.body.secret) })
    const again = await device.post(urlFor('account_api.user.two_factor.setup'))
    assert.equal(again.status, 422)
    assert.equal(again.body.message, M.alreadyOn)
  })

  test('turning it off needs the password and a current code', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const { device } = await passwordStep()
    await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })

    const wrongPassword = await device.post(urlFor('account_api.user.two_factor.disable'), {
      password: 'not-my-password',
      code: codeFor(secret, 1),
    })
    assert.equal(wrongPassword.status, 422)
    assert.equal(wrongPassword.body.message, M.passwordWrong)
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
    await first.device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.isTrue(await first.device.isLoggedIn())

    const second = await passwordStep()
    for (const code of [codeFor(secret), codeFor(secret, -3), wrongCode(secret)]) {
      const refused = await second.device.post(urlFor('auth.two_factor'), { code })
      assert.equal(refused.status, 422, code)
      assert.equal(refused.body.message, M.codeInvalid)
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
    assert.equal(again.body.message, M.recoveryCodeInvalid)
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
    assert.equal(blocked.body.message, TOO_MANY_ATTEMPTS)
    assert.isFalse(await device.isLoggedIn())
  })

  test('a code without the password step first logs nobody in', async ({ assert }) => {
    const { secret } = await userWithTwoFactor()
    const device = new Device()
    await device.visit(urlFor('home'))
    const response = await device.post(urlFor('auth.two_factor'), { code: codeFor(secret) })
    assert.equal(response.status, 400)
    assert.equal(response.body.message, M.loginExpired)
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
      assert.deepEqual(json.body, { message: M.staffRequired, error: 'two_factor_required' })
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
})
