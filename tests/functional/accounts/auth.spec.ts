import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { CookieClient } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import ConfirmEmailMail from '#mails/confirm_email_mail'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { fromAddress, useTrustProxy } from '#tests/helpers/http/limits'
import { freshDatabaseWithFakeMail } from '#tests/helpers/fakes/mail'
import { Device } from '#tests/helpers/http/device'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_ATTEMPTS } from '#start/limiter'
import { CROSS_ORIGIN_REFUSED } from '#exceptions/handler'
import { en } from '#tests/helpers/i18n/english'

async function userCount() {
  const [row] = await User.query().count('* as total')
  return Number(row.$extras.total)
}

test.group('Accounts / log in and log out', (group) => {
  group.each.setup(() => resetDatabase())

  test('the right password logs in by username or email, in any letter case', async ({ client, assert }) => {
    await createUser({
      username: 'NeonRider',
      email: 'rider@example.test',
      password: 'secret-pass-1',
    })
    for (const login of ['NeonRider', 'neonrider', 'RIDER@example.test']) {
      const device = new Device()
      const response = await device.login(login, 'secret-pass-1')
      assert.equal(response.status, 200)
      assert.deepEqual(response.body, { message: 'success' })
      assert.isTrue(await device.isLoggedIn())
    }
    // and the pages see the user
    const user = await User.findByOrFail('username', 'NeonRider')
    const page = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.equal(page.inertiaProps.user?.username, 'NeonRider')
  })

  test('a wrong password or an unknown user answers unauthorized and logs nobody in', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    for (const [username, password] of [
      ['NeonRider', 'wrong-password'],
      ['nobody-here', 'secret-pass-1'],
      ['NeonRider', ''],
    ]) {
      const device = new Device()
      const response = await device.login(username, password)
      assert.equal(response.status, 401)
      assert.deepEqual(response.body, { message: 'unauthorized', error: ERROR_CODES.unauthorized })
      assert.isFalse(await device.isLoggedIn())
    }
  })

  test('logging in gives a new session id; the one from before login is worthless', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    // a guest holds no session: an attacker plants a session id of their own making
    const device = await Device.onHomePage()
    assert.isUndefined(device.sessionCookie)
    const cookies = new CookieClient(encryption.use())
    const before = encodeURIComponent(cookies.sign('neon-session', randomUUID())!)
    device.setCookie('neon-session', before)
    const response = await device.post(urlFor('auth.login'), {
      username: 'NeonRider',
      password: 'secret-pass-1',
    })
    assert.equal(response.status, 200)
    assert.notEqual(device.sessionCookie, before)
    assert.isTrue(await device.isLoggedIn())

    const attacker = new Device()
    attacker.setCookie('neon-session', before)
    assert.isFalse(await attacker.isLoggedIn())
  })

  test('the session cookie is HttpOnly and SameSite', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const response = await new Device().login('NeonRider', 'secret-pass-1')
    const cookie = response.setCookies.find((c) => c.startsWith('neon-session='))
    assert.match(cookie!, /HttpOnly/i)
    assert.match(cookie!, /SameSite=Lax/i)
  })

  test('log out ends the session', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const device = new Device()
    await device.login('NeonRider', 'secret-pass-1')
    assert.isTrue(await device.isLoggedIn())
    const response = await device.post(urlFor('auth.logout'))
    assert.equal(response.status, 200)
    assert.isFalse(await device.isLoggedIn())
  })

  test('log in and log out from another site are refused with 403', async ({ client, assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const login = await client
      .post(urlFor('auth.login'))
      .crossSite()
      .json({ username: 'NeonRider', password: 'secret-pass-1' })
      .accept('json')
      .redirects(0)
    login.assertStatus(403)
    login.assertBody({ message: en(CROSS_ORIGIN_REFUSED), error: ERROR_CODES.crossOrigin })

    const device = new Device()
    await device.login('NeonRider', 'secret-pass-1')
    const forged = await client
      .post(urlFor('auth.logout'))
      .crossSite()
      .header('cookie', `neon-session=${device.sessionCookie}`)
      .accept('json')
      .redirects(0)
    forged.assertStatus(403)
    assert.isTrue(await device.isLoggedIn())
  })
})

test.group('Accounts / login throttling', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    return useTrustProxy(undefined)
  })

  /** A wrong password for `username`; answers the status */
  async function wrong(device: Device, username: string) {
    const response = await device.post(urlFor('auth.login'), {
      username,
      password: 'wrong-password',
    })
    return response.status
  }

  test('failed logins are limited per address, across usernames', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const device = await Device.onHomePage()
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      assert.equal(await wrong(device, `someone${i}`), 401)
    }
    const blocked = await device.post(urlFor('auth.login'), {
      username: 'NeonRider',
      password: 'secret-pass-1',
    })
    assert.equal(blocked.status, 429)
    assert.deepEqual(blocked.body, { message: en(TOO_MANY_ATTEMPTS), error: ERROR_CODES.tooManyAttempts })
    assert.isFalse(await device.isLoggedIn())
  })

  test('with TRUST_PROXY, guessing from one address never locks the owner out of another', async ({ assert }) => {
    useTrustProxy('loopback')
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    await createUser({ username: 'OtherOne', password: 'secret-pass-2' })
    const attacker = await Device.onHomePage(fromAddress('203.0.113.7'))
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      assert.equal(await wrong(attacker, 'neonrider'), 401)
    }
    // address A is out of attempts for this username, even with the right password
    const locked = await attacker.post(urlFor('auth.login'), {
      username: 'NeonRider',
      password: 'secret-pass-1',
    })
    assert.equal(locked.status, 429)
    assert.equal(locked.body.message, en(TOO_MANY_ATTEMPTS))
    assert.isFalse(await attacker.isLoggedIn())

    // the owner, from address B, logs in as usual
    const owner = new Device(fromAddress('198.51.100.20'))
    const ownerLogin = await owner.login('NeonRider', 'secret-pass-1')
    assert.equal(ownerLogin.status, 200)
    assert.isTrue(await owner.isLoggedIn())

    // and address A itself is not locked: another account still logs in from there
    const other = await attacker.post(urlFor('auth.login'), {
      username: 'OtherOne',
      password: 'secret-pass-2',
    })
    assert.equal(other.status, 200)
  })

  test('without TRUST_PROXY, X-Forwarded-For is ignored: one bucket per socket address', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      const forged = await Device.onHomePage(fromAddress(`203.0.113.${i + 1}`))
      assert.equal(await wrong(forged, 'NeonRider'), 401)
    }
    const next = new Device(fromAddress('198.51.100.99'))
    const response = await next.login('NeonRider', 'secret-pass-1')
    assert.equal(response.status, 429)
  })

  test('IPv6 addresses of one /64 share a budget', async ({ assert }) => {
    useTrustProxy('loopback')
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      const hop = await Device.onHomePage(fromAddress(`2001:db8:1:2::${i + 1}`))
      assert.equal(await wrong(hop, 'NeonRider'), 401)
    }
    const sameNetwork = new Device(fromAddress('2001:db8:1:2:ffff::9'))
    const blocked = await sameNetwork.login('NeonRider', 'secret-pass-1')
    assert.equal(blocked.status, 429)
    const owner = new Device(fromAddress('2001:db8:1:3::1'))
    const ok = await owner.login('NeonRider', 'secret-pass-1')
    assert.equal(ok.status, 200)
  })

  test('a success clears the count of its username and address', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const device = await Device.onHomePage()
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS - 1; i++) {
        assert.equal(await wrong(device, 'NeonRider'), 401)
      }
      const ok = await device.post(urlFor('auth.login'), {
        username: 'NeonRider',
        password: 'secret-pass-1',
      })
      assert.equal(ok.status, 200, `round ${round}`)
    }
  })

  test('parallel guesses cannot exceed the budget (each attempt is consumed first)', async ({ assert }) => {
    await createUser({ username: 'NeonRider', password: 'secret-pass-1' })
    const device = await Device.onHomePage()
    const statuses = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS * 2 }, () => wrong(device, 'NeonRider'))
    )
    assert.equal(statuses.filter((s) => s === 401).length, LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS)
    assert.equal(statuses.filter((s) => s === 429).length, LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS)
  })
})

test.group('Accounts / sign up', (group) => {
  group.each.setup(freshDatabaseWithFakeMail)

  const valid = { username: 'FreshPlayer', email: 'fresh@example.test', password: 'long-enough-1' }

  test('a valid sign-up creates the account, logs it in and mails the confirmation link', async ({ assert }) => {
    const { mails } = mail.fake()
    const device = await Device.onHomePage()
    const response = await device.post(urlFor('auth.register'), valid)
    assert.equal(response.status, 200)
    assert.deepEqual(response.body, { message: 'success' })
    assert.isTrue(await device.isLoggedIn())

    const user = await User.findByOrFail('username', 'FreshPlayer')
    assert.equal(user.email, 'fresh@example.test')
    assert.notEqual(user.password, valid.password)
    assert.isNull(user.emailVerifiedAt)
    assert.equal(user.balance, 0)
    assert.isNull(user.role)

    mails.assertSent(ConfirmEmailMail, (message) => {
      message.message.assertTo('fresh@example.test')
      return message.url.startsWith(`${process.env.APP_URL}/confirm-email/${user.id}?`)
    })
  })

  test('{0} is refused with "{2}" and nothing is created')
    .with([
      ['a 3-character username', { username: 'abc' }, en(M.usernameLength)],
      ['a 21-character username', { username: 'a'.repeat(21) }, en(M.usernameLength)],
      ['a missing username', { username: undefined }, en(M.usernameLength)],
      ['a username with spaces', { username: 'neon rider' }, en(M.usernameCharacters)],
      ['a username with a dot', { username: 'neon.rider' }, en(M.usernameCharacters)],
      ['a username with a dash', { username: 'neon-rider' }, en(M.usernameCharacters)],
      ['an invalid email', { email: 'not-an-email' }, en(M.emailInvalid)],
      ['a missing email', { email: undefined }, en(M.emailInvalid)],
      ['a 7-character password', { password: 'short12' }, en(M.passwordShort)],
      ['a missing password', { password: undefined }, en(M.passwordShort)],
      ['a 129-character password', { password: 'p'.repeat(129) }, en(M.passwordTooLong, { max: 128 })],
    ] as const)
    .run(async ({ assert }, [, change, message]) => {
      const device = await Device.onHomePage()
      const response = await device.post(urlFor('auth.register'), { ...valid, ...change })
      assert.equal(response.status, 200)
      const field = Object.keys(change)[0]
      assert.deepEqual(response.body, { message: 'bad request', errors: { [field]: [message] } })
      assert.equal(await userCount(), 0)
      assert.isFalse(await device.isLoggedIn())
    })

  test('a taken username or email is refused whatever its letter case', async ({ assert }) => {
    await createUser({ username: 'TakenName', email: 'taken@example.test' })
    const device = await Device.onHomePage()

    const name = await device.post(urlFor('auth.register'), { ...valid, username: 'takenNAME' })
    assert.deepEqual(name.body, { message: 'bad request', errors: { username: [en(M.usernameTaken)] } })

    const email = await device.post(urlFor('auth.register'), {
      ...valid,
      email: 'TAKEN@Example.test',
    })
    assert.deepEqual(email.body, { message: 'bad request', errors: { email: [en(M.emailTaken)] } })

    assert.equal(await userCount(), 1)
  })

  test('sign-up from another site is refused', async ({ client, assert }) => {
    const response = await client.post(urlFor('auth.register')).crossSite().json(valid).accept('json').redirects(0)
    response.assertStatus(403)
    assert.equal(await userCount(), 0)
  })

  test('sign-up is rate limited with a readable message', async ({ assert }) => {
    const device = await Device.onHomePage()
    for (let i = 0; i < 5; i++) {
      const refused = await device.post(urlFor('auth.register'), { ...valid, username: 'ab' })
      assert.equal(refused.status, 200)
    }
    const blocked = await device.post(urlFor('auth.register'), valid)
    assert.equal(blocked.status, 429)
    assert.equal(blocked.body.message, en(TOO_MANY_ATTEMPTS))
    assert.equal(await userCount(), 0)
  })
})
