import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import ResetPasswordMail from '#mails/reset_password_mail'
import { sendPasswordResetLink, hashResetToken } from '#services/accounts/password_reset'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { publicPages } from '#tests/helpers/http/route_walk'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appKey } from '#config/app'

/** Every page a logged-in user can open */
const pages = () => [...publicPages(), urlFor('account'), urlFor('account', {}, { qs: { tab: 'history' } })]

/** Issues a reset link for the user and returns its plain token */
async function resetTokenFor(user: User) {
  const { mails } = mail.fake()
  await sendPasswordResetLink(user)
  const [sent] = mails.sent((m) => m instanceof ResetPasswordMail) as ResetPasswordMail[]
  mail.restore()
  return decodeURIComponent(sent.url.split('/reset-password/')[1])
}

test.group('Accounts / no secrets or other users in page props', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('pages show a signed-in user no hashes, tokens, provider ids or other emails', async ({ client, assert }) => {
    const me = await createUser({ username: 'PrivateMe', email: 'me@example.test' })
    me.discordId = '111222333444'
    me.kickId = '999888'
    me.discordUsername = 'me_on_discord'
    await me.save()
    const other = await createUser({ username: 'SomeoneElse', email: 'someone@example.test' })
    const myToken = await resetTokenFor(me)
    const otherToken = await resetTokenFor(other)

    const everyone = await User.all()
    const forbidden = [
      ...everyone.map((u) => u.password),
      ...everyone.filter((u) => u.id !== me.id).map((u) => u.email),
      me.email,
      myToken,
      otherToken,
      hashResetToken(myToken),
      hashResetToken(otherToken),
      '111222333444',
      '999888',
      appKey.release(),
      '$scrypt',
    ]

    // the reset page of the other user's link shows that token: it is what the link is for
    const otherResetPage = urlFor('reset_password', { token: otherToken })
    for (const url of [...pages(), otherResetPage]) {
      const response = await client.get(url).loginAs(me).withInertia()
      response.assertStatus(200)
      const props = JSON.stringify(response.inertiaProps)
      for (const secret of forbidden) {
        if (url === otherResetPage && secret === otherToken) continue
        assert.notInclude(props, secret, `${url} leaks ${secret.slice(0, 12)}...`)
      }
      assert.equal(response.inertiaProps.user.username, 'PrivateMe')
    }
  })

  test('a guest sees no user at all', async ({ client, assert }) => {
    const someone = await createUser({ email: 'hidden@example.test' })
    for (const url of publicPages()) {
      const response = await client.get(url).withInertia()
      assert.isNull(response.inertiaProps.user)
      const props = JSON.stringify(response.inertiaProps)
      assert.notInclude(props, someone.email)
      assert.notInclude(props, someone.password)
    }
  })
})
