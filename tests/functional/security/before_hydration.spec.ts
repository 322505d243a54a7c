import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import PasswordResetToken from '#models/password_reset_token'
import { hashResetToken } from '#services/accounts/password_reset'
import { DateTime } from 'luxon'

/** The opening tag of the server-rendered form holding the named field, and its submit button */
function formWith(html: string, field: string) {
  const forms = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? []
  const form = forms.find((candidate) => candidate.includes(`name="${field}"`))
  if (!form) throw new Error(`no server-rendered form with a ${field} field`)
  return {
    tag: /^<form\b[^>]*>/.exec(form)![0],
    submit: /<button\b[^>]*type="submit"[^>]*>/.exec(form)?.[0] ?? '',
  }
}

test.group('Security / forms before hydration and the login link', (group) => {
  group.each.setup(() => resetDatabase())

  test('the server-rendered password form posts and cannot submit before hydration', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client.get(urlFor('account')).loginAs(user)
    response.assertStatus(200)
    const { tag, submit } = formWith(response.text(), 'password')
    assert.match(tag, /\smethod="post"/)
    assert.notMatch(tag, /\saction="[^"]*\?/)
    assert.match(submit, /\sdisabled=""/)
  })

  test('the reset-password page form posts and cannot submit before hydration', async ({ client, assert }) => {
    const user = await createUser()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashResetToken('a-usable-reset-token'),
      expiresAt: DateTime.utc().plus({ minutes: 30 }),
      usedAt: null,
    })
    const response = await client.get(urlFor('reset_password', { token: 'a-usable-reset-token' }))
    response.assertStatus(200)
    const { tag, submit } = formWith(response.text(), 'password')
    assert.match(tag, /\smethod="post"/)
    assert.match(submit, /\sdisabled=""/)
  })

  test('a guest opening a page with a query is sent to log in with it encoded', async ({ client, assert }) => {
    const response = await client.get(urlFor('account', {}, { qs: { tab: 'connections' } })).redirects(0)
    response.assertStatus(302)
    const location = response.header('location')!
    assert.equal(location, '/?auth=login&intended=%2Faccount%3Ftab%3Dconnections')
    const params = new URL(location, 'http://x').searchParams
    assert.equal(params.get('auth'), 'login')
    assert.equal(params.get('intended'), '/account?tab=connections')
  })

  test('a JSON caller still gets 401, not a redirect', async ({ client }) => {
    const response = await client.get(urlFor('account')).accept('json').redirects(0)
    response.assertStatus(401)
  })
})
