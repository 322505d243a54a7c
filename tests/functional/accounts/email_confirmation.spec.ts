import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import ConfirmEmailMail from '#mails/confirm_email_mail'
import { emailConfirmationUrl } from '#services/accounts/email_confirmation'
import { CONFIRMATION_LINK_INVALID, EMAIL_CONFIRMED } from '#controllers/email_confirmation_controller'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { en } from '#tests/helpers/i18n/english'

/** The path and query of a mailed absolute link */
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

test.group('Accounts / email confirmation', (group) => {
  group.each.setup(() => resetDatabase())

  test('the mailed link confirms the address, once and for good', async ({ client, assert }) => {
    const user = await createUser()
    const url = emailConfirmationUrl(user)
    assert.isTrue(url.startsWith(`${process.env.APP_URL}/confirm-email/${user.id}?`))

    const response = await client.get(pathOf(url)).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/')
    response.assertFlashMessage('success', en(EMAIL_CONFIRMED))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    const page = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.isTrue(page.inertiaProps.user?.email_verified)
  })

  test('a tampered link, or one signed for another user, confirms nothing', async ({ client, assert }) => {
    const user = await createUser()
    const victim = await createUser()
    const url = new URL(emailConfirmationUrl(user))

    const tampered = await client.get(`${url.pathname}?signature=${url.searchParams.get('signature')}x`).redirects(0)
    tampered.assertFlashMessage('error', en(CONFIRMATION_LINK_INVALID))

    const swapped = await client.get(urlFor('email_confirmation', { id: victim.id }) + url.search).redirects(0)
    swapped.assertFlashMessage('error', en(CONFIRMATION_LINK_INVALID))

    await user.refresh()
    await victim.refresh()
    assert.isNull(user.emailVerifiedAt)
    assert.isNull(victim.emailVerifiedAt)
  })

  test('an unconfirmed user can ask for a new mail, a confirmed one gets none', async ({ client }) => {
    const { mails } = mail.fake()
    try {
      const user = await createUser({ email: 'later@example.test' })
      const response = await jsonAs(client, user).post(urlFor('auth.resend_confirmation'))
      response.assertStatus(200)
      mails.assertSent(ConfirmEmailMail, ({ message }) => {
        message.assertTo('later@example.test')
        return true
      })

      mails.clear()
      await client.get(pathOf(emailConfirmationUrl(user))).redirects(0)
      const again = await jsonAs(client, user).post(urlFor('auth.resend_confirmation'))
      again.assertStatus(200)
      mails.assertNoneSent()

      const guest = await client.post(urlFor('auth.resend_confirmation')).sameOrigin().accept('json')
      guest.assertStatus(401)
    } finally {
      mail.restore()
    }
  })
})
