import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { CROSS_ORIGIN_REFUSED } from '#exceptions/handler'
import User from '#models/user'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import ResetPasswordMail from '#mails/reset_password_mail'
import { hashResetToken } from '#services/accounts/password_reset'
import { createUser } from '#tests/helpers/database/users'
import { fromAddress, useTrustProxy } from '#tests/helpers/http/limits'
import { freshDatabaseWithFakeMail } from '#tests/helpers/fakes/mail'
import { Device } from '#tests/helpers/http/device'
import { useDatabaseSessions } from '#tests/helpers/http/sessions'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { RESET_REQUESTS_PER_EMAIL, TOO_MANY_ATTEMPTS } from '#start/limiter'
import { en } from '#tests/helpers/i18n/english'

/** Asks for a reset link through the route and returns the token from the mailed link */
async function requestToken(device: Device, email: string) {
  const { mails } = mail.fake()
  mails.clear()
  const response = await device.post(urlFor('auth.reset_password_request'), { email })
  if (response.status !== 200) throw new Error(`reset request failed: ${JSON.stringify(response.body)}`)
  const [sent] = mails.sent((m) => m instanceof ResetPasswordMail) as ResetPasswordMail[]
  return decodeURIComponent(sent.url.split('/reset-password/')[1])
}

/** Forgetful (password 'old-password') asks for a link on a new device: the device and the token */
async function forgetfulWithToken() {
  await createUser({ username: 'Forgetful', email: 'f@example.test', password: 'old-password' })
  const device = await Device.onHomePage()
  return { device, token: await requestToken(device, 'f@example.test') }
}

/** Sends the reset form from `device`: the token from the link and the new password */
const resetPassword = (device: Device, token: string, password: string) =>
  device.post(urlFor('auth.reset_password'), { token, password })

async function passwordIs(username: string, password: string) {
  const user = await User.findByOrFail('username', username)
  return hash.verify(user.password, password)
}

test.group('Accounts / password reset request', (group) => {
  group.each.setup(freshDatabaseWithFakeMail)

  test('mails a one-time link built from APP_URL, and stores only the token hash', async ({ assert }) => {
    const user = await createUser({ username: 'Forgetful', email: 'forgetful@example.test' })
    const { mails } = mail.fake()
    const device = await Device.onHomePage()
    const response = await device.request('POST', urlFor('auth.reset_password_request'), {
      email: 'FORGETFUL@example.test',
    })
    assert.equal(response.status, 200)
    assert.deepEqual(response.body, { message: 'success' })

    const [sent] = mails.sent((m) => m instanceof ResetPasswordMail) as ResetPasswordMail[]
    assert.exists(sent)
    sent.message.assertTo('forgetful@example.test')
    assert.match(sent.url, new RegExp(`^${process.env.APP_URL}/reset-password/[A-Za-z0-9_-]{43}$`))
    sent.message.assertTextIncludes(sent.url)
    sent.message.assertHtmlIncludes(sent.url)

    const token = sent.url.split('/reset-password/')[1]
    const rows = await db.from('password_reset_tokens').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].token_hash, hashResetToken(token))
    assert.notInclude(JSON.stringify(rows), token)
    const expires = readDbTimestamp(rows[0].expires_at)
    assert.closeTo(expires.diffNow('minutes').minutes, 60, 1)
  })

  test('the link ignores a forged Host header', async ({ assert }) => {
    await createUser({ username: 'Forgetful', email: 'forgetful@example.test' })
    const { mails } = mail.fake()
    const device = await Device.onHomePage()
    const response = await device.request(
      'POST',
      urlFor('auth.reset_password_request'),
      { email: 'forgetful@example.test' },
      // an IP host: the Vite dev middleware running in tests refuses unknown host names
      { 'host': '10.6.6.6:6666', 'x-forwarded-host': 'evil.example' }
    )
    assert.equal(response.status, 200)
    const [sent] = mails.sent((m) => m instanceof ResetPasswordMail) as ResetPasswordMail[]
    assert.isTrue(sent.url.startsWith(`${process.env.APP_URL}/reset-password/`))
    assert.notInclude(sent.url, 'evil.example')
    assert.notInclude(sent.url, '10.6.6.6')
  })

  test('{0} answers "{2}" and mails nothing')
    .with([
      ['a missing email', undefined, en(M.resetEmailRequired)],
      ['an invalid email', 'not-an-email', en(M.resetEmailInvalid)],
      ['an unknown email', 'nobody@example.test', en(M.resetEmailNotFound)],
    ] as const)
    .run(async ({ assert }, [, email, message]) => {
      await createUser({ username: 'Forgetful', email: 'forgetful@example.test' })
      const { mails } = mail.fake()
      const device = await Device.onHomePage()
      const response = await device.post(urlFor('auth.reset_password_request'), { email })
      assert.equal(response.status, 422)
      assert.deepEqual(response.body, { message: 'bad request', errors: { email: [message] } })
      mails.assertNoneSent()
      assert.lengthOf(await db.from('password_reset_tokens'), 0)
    })

  test('from another site nothing is mailed', async ({ client }) => {
    await createUser({ username: 'Forgetful', email: 'forgetful@example.test' })
    const { mails } = mail.fake()
    const response = await client
      .post(urlFor('auth.reset_password_request'))
      .crossSite()
      .json({ email: 'forgetful@example.test' })
      .accept('json')
      .redirects(0)
    response.assertStatus(403)
    mails.assertNoneSent()
  })

  test('requests are limited per address, across emails, with a readable message', async ({ assert }) => {
    const device = await Device.onHomePage()
    for (let i = 0; i < 5; i++) {
      const email = `forgetful${i}@example.test`
      await createUser({ username: `Forgetful${i}`, email })
      const ok = await device.post(urlFor('auth.reset_password_request'), { email })
      assert.equal(ok.status, 200)
    }
    await createUser({ username: 'Forgetful9', email: 'forgetful9@example.test' })
    const blocked = await device.post(urlFor('auth.reset_password_request'), {
      email: 'forgetful9@example.test',
    })
    assert.equal(blocked.status, 429)
    assert.deepEqual(blocked.body, { message: en(TOO_MANY_ATTEMPTS), error: ERROR_CODES.tooManyAttempts })
  })

  test('requests are limited per email, from whatever address (TRUST_PROXY)', async ({ assert }) => {
    const restore = useTrustProxy('loopback')
    try {
      await createUser({ username: 'Forgetful', email: 'forgetful@example.test' })
      await createUser({ username: 'Another', email: 'another@example.test' })
      const { mails } = mail.fake()
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) {
        const device = await Device.onHomePage(fromAddress(`203.0.113.${i + 1}`))
        const ok = await device.post(urlFor('auth.reset_password_request'), {
          email: 'Forgetful@example.test',
        })
        assert.equal(ok.status, 200)
      }
      const fresh = await Device.onHomePage(fromAddress('198.51.100.20'))
      mails.clear()
      const blocked = await fresh.post(urlFor('auth.reset_password_request'), {
        email: 'forgetful@example.test',
      })
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.message, en(TOO_MANY_ATTEMPTS))
      mails.assertNoneSent()
      // the address itself is fine: another email goes through
      const other = await fresh.post(urlFor('auth.reset_password_request'), {
        email: 'another@example.test',
      })
      assert.equal(other.status, 200)
    } finally {
      restore()
    }
  })
})

test.group('Accounts / password reset', (group) => {
  group.each.setup(freshDatabaseWithFakeMail)

  test('the token sets the new password once, at {$self}')
    .with(['/api/auth/reset-password', '/api/auth/reset-password/'])
    .run(async ({ assert }, url) => {
      const { device, token } = await forgetfulWithToken()

      const response = await device.post(url, { token, password: 'brand-new-password' })
      assert.equal(response.status, 200)
      assert.deepEqual(response.body, { message: 'success' })
      assert.isTrue(await passwordIs('Forgetful', 'brand-new-password'))
      const withNew = await new Device().login('Forgetful', 'brand-new-password')
      assert.equal(withNew.status, 200)
      const withOld = await new Device().login('Forgetful', 'old-password')
      assert.equal(withOld.status, 401)

      const reused = await device.post(url, { token, password: 'another-password-1' })
      assert.equal(reused.status, 400)
      assert.deepEqual(reused.body, {
        message: 'bad request',
        errors: { token: [en(M.resetTokenInvalid)] },
      })
      assert.isTrue(await passwordIs('Forgetful', 'brand-new-password'))
    })

  test('an expired token is refused and changes nothing', async ({ assert }) => {
    const { device, token } = await forgetfulWithToken()
    await db
      .from('password_reset_tokens')
      .update({ expires_at: dbTimestamp(db.connection(), DateTime.utc().minus({ minutes: 1 })) })

    const response = await resetPassword(device, token, 'new-password-1')
    assert.equal(response.status, 400)
    assert.deepEqual(response.body.errors, { token: [en(M.resetTokenInvalid)] })
    assert.isTrue(await passwordIs('Forgetful', 'old-password'))
  })

  test('a newer request replaces the older link', async ({ assert }) => {
    const { device, token: first } = await forgetfulWithToken()
    const second = await requestToken(device, 'f@example.test')
    assert.notEqual(first, second)

    const old = await resetPassword(device, first, 'new-password-1')
    assert.equal(old.status, 400)
    assert.isTrue(await passwordIs('Forgetful', 'old-password'))

    const fresh = await resetPassword(device, second, 'new-password-1')
    assert.equal(fresh.status, 200)
    assert.isTrue(await passwordIs('Forgetful', 'new-password-1'))
  })

  test("a token only ever resets its own user's password", async ({ assert }) => {
    await createUser({ username: 'Alice', email: 'alice@example.test', password: 'alice-password' })
    await createUser({ username: 'Bobby', email: 'bobby@example.test', password: 'bobby-password' })
    const alice = new Device()
    await alice.login('Alice', 'alice-password')
    const aliceToken = await requestToken(alice, 'alice@example.test')
    const bobbyToken = await requestToken(alice, 'bobby@example.test')

    // Alice, logged in, uses the link mailed to Bobby: Bobby's password changes, not hers
    const response = await resetPassword(alice, bobbyToken, 'chosen-by-alice')
    assert.equal(response.status, 200)
    assert.isTrue(await passwordIs('Alice', 'alice-password'))
    assert.isTrue(await passwordIs('Bobby', 'chosen-by-alice'))

    // Bobby's request did not cancel Alice's link
    const own = await resetPassword(alice, aliceToken, 'alice-new-1')
    assert.equal(own.status, 200)
    assert.isTrue(await passwordIs('Alice', 'alice-new-1'))
  })

  test('{0} is refused and the token stays usable')
    .with([
      ['a 7-character password', { password: 'short12' }, { password: [en(M.resetDialogPasswordShort)] }],
      ['a missing password', { password: undefined }, { password: [en(M.resetDialogPasswordShort)] }],
      ['a missing token', { token: undefined }, { token: [en(M.resetTokenInvalid)] }],
      ['an unknown token', { token: 'not-a-real-token' }, { token: [en(M.resetTokenInvalid)] }],
    ] as const)
    .run(async ({ assert }, [, change, errors]) => {
      const { device, token } = await forgetfulWithToken()
      const refused = await device.post(urlFor('auth.reset_password'), {
        token,
        password: 'fine-password-1',
        ...change,
      })
      assert.equal(refused.status, 400)
      assert.deepEqual(refused.body, { message: 'bad request', errors })
      assert.isTrue(await passwordIs('Forgetful', 'old-password'))

      const later = await resetPassword(device, token, 'fine-password-1')
      assert.equal(later.status, 200)
    })

  test('from another site the password stays', async ({ client, assert }) => {
    const { token } = await forgetfulWithToken()
    const response = await client
      .post(urlFor('auth.reset_password'))
      .crossSite()
      .json({ token, password: 'new-password-1' })
      .accept('json')
      .redirects(0)
    response.assertStatus(403)
    // refused before the reset ran: the common refusal (the page reads any non-2xx as a failure)
    assert.deepEqual(response.body(), { message: en(CROSS_ORIGIN_REFUSED), error: ERROR_CODES.crossOrigin })
    assert.isTrue(await passwordIs('Forgetful', 'old-password'))
  })

  test('resets share the reset rate limit', async ({ assert }) => {
    const device = await Device.onHomePage()
    for (let i = 0; i < 5; i++) {
      const refused = await resetPassword(device, 'x', 'y')
      assert.equal(refused.status, 400)
    }
    const blocked = await resetPassword(device, 'x', 'y')
    assert.equal(blocked.status, 429)
    // refused before the reset ran: the common refusal (the page reads any non-2xx as a failure)
    assert.deepEqual(blocked.body, { message: en(TOO_MANY_ATTEMPTS), error: ERROR_CODES.tooManyAttempts })
  })

  test('the reset page says whether its token can still be used, without sending it back', async ({
    client,
    assert,
  }) => {
    const { device, token } = await forgetfulWithToken()

    const usable = await client.get(urlFor('reset_password', { token })).withInertia()
    usable.assertStatus(200)
    usable.assertInertiaComponent('auth/reset_password')
    assert.isTrue(usable.inertiaProps.tokenUsable)
    assert.notInclude(JSON.stringify(usable.inertiaProps), token)

    await resetPassword(device, token, 'new-password-1')
    const used = await client.get(urlFor('reset_password', { token })).withInertia()
    assert.isFalse(used.inertiaProps.tokenUsable)

    const unknown = await client.get(urlFor('reset_password', { token: 'nonsense' })).withInertia()
    assert.isFalse(unknown.inertiaProps.tokenUsable)

    const fresh = await requestToken(device, 'f@example.test')
    await db
      .from('password_reset_tokens')
      .update({ expires_at: dbTimestamp(db.connection(), DateTime.utc().minus({ seconds: 5 })) })
    const expired = await client.get(urlFor('reset_password', { token: fresh })).withInertia()
    assert.isFalse(expired.inertiaProps.tokenUsable)
  })
})

test.group('Accounts / sessions in the database store', (group) => {
  let restoreSessions: () => void
  group.setup(async () => {
    restoreSessions = await useDatabaseSessions()
    return () => restoreSessions()
  })
  group.each.setup(freshDatabaseWithFakeMail)

  test('sessions live in the sessions table, tagged with the user', async ({ assert }) => {
    const user = await createUser({ username: 'Forgetful', password: 'old-password' })
    const device = new Device()
    await device.login('Forgetful', 'old-password')
    assert.isTrue(await device.isLoggedIn())
    const rows = await db.from('sessions').where('user_id', String(user.id))
    assert.lengthOf(rows, 1)
  })

  test('logging out removes the session row', async ({ assert }) => {
    const user = await createUser({ username: 'Leaver', password: 'old-password' })
    const device = new Device()
    await device.login('Leaver', 'old-password')
    assert.lengthOf(await db.from('sessions').where('user_id', String(user.id)), 1)
    await device.post(urlFor('auth.logout'))
    assert.lengthOf(await db.from('sessions').where('user_id', String(user.id)), 0)
    assert.isFalse(await device.isLoggedIn())
  })

  test('after a reset, every session of the user is logged out', async ({ assert }) => {
    const user = await createUser({
      username: 'Forgetful',
      email: 'f@example.test',
      password: 'old-password',
    })
    const other = await createUser({ username: 'Bystander', password: 'bystander-pass' })
    const laptop = new Device()
    const phone = new Device()
    const bystander = new Device()
    await laptop.login('Forgetful', 'old-password')
    await phone.login('Forgetful', 'old-password')
    await bystander.login('Bystander', 'bystander-pass')
    assert.isTrue(await laptop.isLoggedIn())
    assert.isTrue(await phone.isLoggedIn())
    assert.lengthOf(await db.from('sessions').where('user_id', String(user.id)), 2)

    const stranger = await Device.onHomePage()
    const token = await requestToken(stranger, 'f@example.test')
    const response = await resetPassword(stranger, token, 'new-password-1')
    assert.equal(response.status, 200)

    assert.isFalse(await laptop.isLoggedIn())
    assert.isFalse(await phone.isLoggedIn())
    assert.lengthOf(await db.from('sessions').where('user_id', String(user.id)), 0)
    assert.isTrue(await bystander.isLoggedIn())
    assert.lengthOf(await db.from('sessions').where('user_id', String(other.id)), 1)
  })
})
