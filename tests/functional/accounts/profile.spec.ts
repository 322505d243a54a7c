import { ERROR_CODES } from '#shared/errors'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Purchase from '#models/purchase'
import { IMAGE_MAX_BYTES } from '#infra/uploads/image_upload'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import { useDatabaseSessions } from '#tests/helpers/http/sessions'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import PasswordChangedMail from '#mails/password_changed_mail'
import { freshDatabaseWithFakeMail } from '#tests/helpers/fakes/mail'
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS, TOO_MANY_ATTEMPTS } from '#start/limiter'
import { en } from '#tests/helpers/i18n/english'

async function passwordIs(username: string, password: string) {
  const user = await User.findByOrFail('username', username)
  return hash.verify(user.password, password)
}

/** The avatar upload as the user, from the site itself */
function uploadAvatar(client: ApiClient, user: User, content: Buffer, filename: string) {
  return jsonAs(client, user).post(urlFor('account_api.user.set_avatar')).file('avatar', content, { filename })
}

/** Avatars on the real upload disk (the test removes what it stored) */
async function storedAvatars() {
  const { objects } = await drive.use('fs').listAll('avatars', { recursive: true })
  return [...objects].flatMap((o) => ('key' in o ? [o.key] : [])).sort()
}

test.group('Accounts / avatar', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    const before = await storedAvatars()
    return async () => {
      for (const key of await storedAvatars()) {
        if (!before.includes(key)) await drive.use('fs').delete(key)
      }
    }
  })

  test('a PNG becomes the avatar under a generated name; the old file is removed', async ({ client, assert }) => {
    const user = await createUser()
    const first = await uploadAvatar(client, user, TINY_PNG, 'me.png')
    first.assertStatus(200)
    const avatar = first.body().avatar as string
    assert.match(avatar, /^\/uploads\/avatars\/[0-9a-f-]{36}_1x1\.webp$/)
    assert.notInclude(avatar, 'me.png')
    await user.refresh()
    assert.equal(user.avatar, avatar)
    assert.include(await storedAvatars(), avatar.replace('/uploads/', ''))

    const second = await uploadAvatar(client, user, TINY_PNG, 'again.png')
    second.assertStatus(200)
    const now = await storedAvatars()
    assert.include(now, second.body().avatar.replace('/uploads/', ''))
    assert.notInclude(now, avatar.replace('/uploads/', ''))
  })

  test('{0} is refused with "{3}" and nothing is stored')
    .with([
      [
        'an HTML file named .png',
        Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        'avatar.png',
        'Please select an image file',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'avatar.svg',
        'Please select an image file',
      ],
      [
        'a PNG over 5 MB',
        Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]),
        'huge.png',
        'The image must be 5 MB or smaller',
      ],
    ] as const)
    .run(async ({ client, assert }, [, content, filename, message]) => {
      const user = await createUser()
      const before = await storedAvatars()
      const response = await uploadAvatar(client, user, content, filename)
      response.assertStatus(422)
      response.assertBody({ message, error: ERROR_CODES.unusableInput })
      await user.refresh()
      assert.isNull(user.avatar)
      assert.deepEqual(await storedAvatars(), before)
    })

  test('no file is refused', async ({ client }) => {
    const user = await createUser()
    const response = await jsonAs(client, user).post(urlFor('account_api.user.set_avatar'))
    response.assertStatus(422)
    response.assertBody({ message: 'Please select an image file', error: ERROR_CODES.unusableInput })
  })

  test('a guest, or a request from another site, changes nothing', async ({ client, assert }) => {
    const before = await storedAvatars()
    const guest = await client
      .post(urlFor('account_api.user.set_avatar'))
      .file('avatar', TINY_PNG, { filename: 'me.png' })
      .sameOrigin()
      .accept('json')
    guest.assertStatus(401)

    const user = await createUser()
    const forged = await client
      .post(urlFor('account_api.user.set_avatar'))
      .file('avatar', TINY_PNG, { filename: 'me.png' })
      .loginAs(user)
      .crossSite()
      .accept('json')
      .redirects(0)
    forged.assertStatus(403)
    await user.refresh()
    assert.isNull(user.avatar)
    assert.deepEqual(await storedAvatars(), before)
  })
})

/** The profile's password change from `device`: the current password, then the new one twice */
const changePasswordOn = (device: Device, current: string | undefined, password: string) =>
  device.post(urlFor('account_api.user.change_password'), {
    current_password: current,
    password,
    password_confirmation: password,
  })

/** The mailer faked by freshDatabaseWithFakeMail (mail.fake() again would start a new one) */
const fakeMailer = () => mail.use() as unknown as FakeMailer

/** The status of that change */
async function changeStatus(device: Device, current: string | undefined, password: string) {
  const response = await changePasswordOn(device, current, password)
  return response.status
}

/** The status of a login from `device` */
async function loginStatus(device: Device, username: string, password: string) {
  const response = await device.login(username, password)
  return response.status
}

/** The password-changed mails sent to the fake mailer, each built (views rendered) */
async function passwordChangedMails() {
  const { mails } = fakeMailer()
  const sent = mails.sent((m) => m instanceof PasswordChangedMail) as PasswordChangedMail[]
  for (const one of sent) await one.buildWithContents()
  return sent.map((one) => one.message.toJSON().message)
}

test.group('Accounts / change password', (group) => {
  group.each.setup(freshDatabaseWithFakeMail)

  test('with the current password, sets the new one and mails the account address, no secret in it', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ username: 'Changer', email: 'changer@example.test', password: 'old-password' })
    const response = await jsonAs(client, user).post(urlFor('account_api.user.change_password'), {
      current_password: 'old-password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    })
    response.assertStatus(200)
    response.assertBody({ message: 'success' })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'new-password-1'))

    const sent = await passwordChangedMails()
    assert.lengthOf(sent, 1)
    const [message] = sent
    assert.deepEqual(message.to, ['changer@example.test'])
    assert.equal(message.subject, 'Your NEONPLAY password was changed')
    for (const body of [String(message.text), String(message.html)]) {
      assert.include(body, 'Changer')
      assert.include(body, `${process.env.APP_URL}/?auth=login`)
      for (const secret of ['new-password-1', 'old-password', user.password]) assert.notInclude(body, secret)
    }
  })

  test('{0} is refused with "{2}" about the current password, changes nothing and mails nothing')
    .with([
      ['no current password', { current_password: undefined }, en(M.currentPasswordRequired), 'invalid'],
      ['an empty current password', { current_password: '' }, en(M.currentPasswordRequired), 'invalid'],
      ['a wrong current password', { current_password: 'not-the-password' }, en(M.currentPasswordWrong), 'wrong'],
      [
        'the current password in other letter case',
        { current_password: 'OLD-PASSWORD' },
        en(M.currentPasswordWrong),
        'wrong',
      ],
      [
        'a current password longer than any can be',
        { current_password: 'x'.repeat(129) },
        en(M.currentPasswordWrong),
        'invalid',
      ],
      [
        'a current password that is no text',
        { current_password: ['old-password'] },
        en(M.currentPasswordRequired),
        'invalid',
      ],
    ] as const)
    .run(async ({ assert }, [, body, message, kind]) => {
      await createUser({ username: 'Changer', password: 'old-password' })
      const laptop = new Device()
      const phone = new Device()
      await laptop.login('Changer', 'old-password')
      await phone.login('Changer', 'old-password')
      const response = await phone.post(urlFor('account_api.user.change_password'), {
        ...body,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      })
      assert.equal(response.status, 422)
      // the validator's refusal names the field; the wrong password has its own code
      assert.deepEqual(
        response.body,
        kind === 'wrong'
          ? { message, error: ERROR_CODES.currentPassword }
          : { message, error: ERROR_CODES.invalidInput, errors: { current_password: [message] } }
      )
      assert.isTrue(await passwordIs('Changer', 'old-password'))
      assert.isTrue(await laptop.isLoggedIn())
      assert.isTrue(await phone.isLoggedIn())
      assert.lengthOf(await passwordChangedMails(), 0)
    })

  test('{0} is refused with "{2}" as invalid input')
    .with([
      ['an empty password', { password: '', password_confirmation: '' }, en(M.newPasswordRequired)],
      [
        'a different confirmation',
        { password: 'new-password-1', password_confirmation: 'new-password-2' },
        en(M.newPasswordsDiffer),
      ],
      [
        'a 7-character password',
        { password: 'short12', password_confirmation: 'short12' },
        en(M.resetDialogPasswordShort),
      ],
    ] as const)
    .run(async ({ client, assert }, [, body, message]) => {
      const user = await createUser({ password: 'old-password' })
      const response = await jsonAs(client, user).post(urlFor('account_api.user.change_password'), {
        current_password: 'old-password',
        ...body,
      })
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      assert.equal(response.body().error, ERROR_CODES.invalidInput)
      assert.include(Object.values(response.body().errors).flat(), message)
      await user.refresh()
      assert.isTrue(await hash.verify(user.password, 'old-password'))
    })

  test('wrong current passwords are limited like logins, per user at an address', async ({ assert }) => {
    await createUser({ username: 'Changer', password: 'old-password' })
    const phone = new Device()
    await phone.login('Changer', 'old-password')
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      assert.equal(await changeStatus(phone, `guess-${i}`, 'new-password-1'), 422)
    }
    // out of attempts: even the right password changes nothing now
    const blocked = await changePasswordOn(phone, 'old-password', 'new-password-1')
    assert.equal(blocked.status, 429)
    assert.deepEqual(blocked.body, { message: en(TOO_MANY_ATTEMPTS), error: ERROR_CODES.tooManyAttempts })
    assert.isTrue(await passwordIs('Changer', 'old-password'))
    // one budget with the login form: no extra guesses by logging in from the same address
    assert.equal(await loginStatus(new Device(), 'Changer', 'old-password'), 429)
    assert.lengthOf(await passwordChangedMails(), 0)
  })

  test('wrong current passwords count against the address, across users', async ({ assert }) => {
    // the address has made all but one of its failed logins already
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS - 1; i++) {
      assert.equal(await loginStatus(new Device(), `someone${i}`, 'wrong-password'), 401)
    }
    await createUser({ username: 'Changer', password: 'old-password' })
    const phone = new Device()
    assert.equal(await loginStatus(phone, 'Changer', 'old-password'), 200)
    assert.equal(await changeStatus(phone, 'a-guess', 'new-password-1'), 422)
    const blocked = await changePasswordOn(phone, 'old-password', 'new-password-1')
    assert.equal(blocked.status, 429)
    assert.isTrue(await passwordIs('Changer', 'old-password'))
  })

  test('a right current password gives the attempts back', async ({ assert }) => {
    await createUser({ username: 'Changer', password: 'old-password' })
    const phone = new Device()
    await phone.login('Changer', 'old-password')
    for (let i = 0; i < LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS - 1; i++) {
      assert.equal(await changeStatus(phone, `guess-${i}`, 'new-password-1'), 422)
    }
    assert.equal(await changeStatus(phone, 'old-password', 'new-password-1'), 200)
    assert.equal(await changeStatus(phone, 'a-guess', 'new-password-2'), 422)
    assert.equal(await changeStatus(phone, 'new-password-1', 'new-password-2'), 200)
    assert.isTrue(await passwordIs('Changer', 'new-password-2'))
  })

  test('a mail server that is down does not undo the change', async ({ assert }) => {
    await createUser({ username: 'Changer', password: 'old-password' })
    const phone = new Device()
    await phone.login('Changer', 'old-password')
    fakeMailer().send = async () => {
      throw new Error('SMTP is down')
    }
    const response = await changePasswordOn(phone, 'old-password', 'new-password-1')
    assert.equal(response.status, 200)
    assert.isTrue(await passwordIs('Changer', 'new-password-1'))
    assert.isTrue(await phone.isLoggedIn())
  })

  test("ends the user's other sessions and keeps this one", async ({ assert }) => {
    await createUser({ username: 'Changer', password: 'old-password' })
    const laptop = new Device()
    const phone = new Device()
    await laptop.login('Changer', 'old-password')
    await phone.login('Changer', 'old-password')
    const response = await changePasswordOn(phone, 'old-password', 'new-password-1')
    assert.equal(response.status, 200)
    assert.isTrue(await phone.isLoggedIn())
    assert.isFalse(await laptop.isLoggedIn())
  })

  test('an old session stays out even if its row comes back (whatever the store)', async ({ assert }) => {
    const restore = await useDatabaseSessions()
    try {
      await createUser({ username: 'Changer', password: 'old-password' })
      const laptop = new Device()
      const phone = new Device()
      await laptop.login('Changer', 'old-password')
      await phone.login('Changer', 'old-password')
      assert.isTrue(await laptop.isLoggedIn())
      const before = await db.from('sessions').select('*')
      assert.lengthOf(before, 2)

      const response = await changePasswordOn(phone, 'old-password', 'new-password-1')
      assert.equal(response.status, 200)

      // a request of the laptop already in flight writes its session row back after the
      // change, or the store could not remove it: the row alone must not log it in
      const after = await db.from('sessions').select('id')
      const kept = new Set(after.map((row) => row.id))
      const laptopRows = before.filter((row) => !kept.has(row.id))
      assert.lengthOf(laptopRows, 1)
      await db.table('sessions').multiInsert(laptopRows)
      assert.isFalse(await laptop.isLoggedIn())
      assert.isTrue(await phone.isLoggedIn())
      const again = await phone.get(urlFor('account_links.kick.connection'))
      assert.equal(again.status, 200)
    } finally {
      restore()
    }
  })
})

test.group('Accounts / Celsius username', (group) => {
  group.each.setup(() => resetDatabase())

  test('is saved trimmed', async ({ client, assert }) => {
    const user = await createUser()
    const response = await jsonAs(client, user).post(urlFor('account_api.user.update'), {
      celsius_username: '  HighRoller99 ',
    })
    response.assertStatus(200)
    response.assertBody({ message: 'success' })
    await user.refresh()
    assert.equal(user.celsiusUsername, 'HighRoller99')
  })

  test('{0} is refused with "{2}"')
    .with([
      ['blank', '   ', en(M.celsiusRequired)],
      ['missing', undefined, en(M.celsiusRequired)],
      ['65 characters', 'c'.repeat(65), en(M.celsiusTooLong, { max: 64 })],
      ['markup', '<!--<script>', en(M.celsiusCharacters)],
      ['a control character', 'High\u0000Roller', en(M.celsiusCharacters)],
    ] as const)
    .run(async ({ client, assert }, [, value, message]) => {
      const user = await createUser({ celsiusUsername: 'Before' })
      const response = await jsonAs(client, user).post(urlFor('account_api.user.update'), {
        celsius_username: value,
      })
      response.assertStatus(422)
      response.assertBody({
        message,
        error: ERROR_CODES.invalidInput,
        errors: { celsius_username: [message] },
      })
      await user.refresh()
      assert.equal(user.celsiusUsername, 'Before')
    })

  test('a guest gets 401', async ({ client }) => {
    const response = await client
      .post(urlFor('account_api.user.update'))
      .json({ celsius_username: 'x' })
      .sameOrigin()
      .accept('json')
    response.assertStatus(401)
  })
})

test.group('Accounts / shop history', (group) => {
  group.each.setup(() => resetDatabase())

  test("lists the user's own purchases, newest first", async ({ client, assert }) => {
    const user = await createUser()
    const other = await createUser()
    const at = (days: number) => DateTime.utc().minus({ days })
    await Purchase.createMany([
      {
        userId: user.id,
        productId: null,
        productName: 'Old Hoodie',
        productImage: '/uploads/products/h.png',
        price: 5000,
        status: 'Sent',
        createdAt: at(40),
      },
      {
        userId: user.id,
        productId: null,
        productName: 'Fresh Cap',
        productImage: null,
        price: 1200,
        status: '',
        createdAt: at(1),
      },
      {
        userId: other.id,
        productId: null,
        productName: 'Not Mine',
        productImage: null,
        price: 1,
        status: '',
        createdAt: at(2),
      },
    ])
    const response = await jsonAs(client, user).get(urlFor('account_links.user.purchases'))
    response.assertStatus(200)
    const { purchases } = response.body()
    assert.deepEqual(
      purchases.map((p: any) => [p.product.name, p.amount, p.status]),
      [
        ['Fresh Cap', 1200, ''],
        ['Old Hoodie', 5000, 'Sent'],
      ]
    )
    assert.deepEqual(Object.keys(purchases[1]).sort(), [
      'amount',
      'created_at',
      'id',
      'product',
      'product_id',
      'status',
    ])
    assert.deepEqual(purchases[1].product, { name: 'Old Hoodie', image: '/uploads/products/h.png' })
    assert.isTrue(DateTime.fromISO(purchases[1].created_at).isValid)
  })

  test('a guest gets 401', async ({ client }) => {
    const response = await client.get(urlFor('account_links.user.purchases')).accept('json')
    response.assertStatus(401)
  })
})

test.group('Accounts / account page', (group) => {
  group.each.setup(() => resetDatabase())

  test('/account shows the profile to a logged-in user and sends guests to log in', async ({ client }) => {
    const guest = await client.get(urlFor('account')).redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/?auth=login&intended=%2Faccount')

    const user = await createUser()
    const page = await client.get(urlFor('account')).loginAs(user).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('account')
  })
})

test.group('Accounts / user lookup stays private', (group) => {
  group.each.setup(() => resetDatabase())

  test('the user model never serializes its password', async ({ assert }) => {
    const user = await createUser({ password: 'do-not-leak' })
    const fresh = await User.findOrFail(user.id)
    assert.notProperty(fresh.serialize(), 'password')
  })
})
