import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'

test.group('Shared props', (group) => {
  group.each.setup(() => resetDatabase())

  test('the logged-in user is a small DTO without secrets', async ({ client, assert }) => {
    const user = await createUser({ points: 1234, celsiusUsername: 'CelsiusMe' })
    const response = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.deepEqual(response.inertiaProps.user, {
      id: user.id,
      username: user.username,
      avatar: null,
      balance: 1234,
      admin: 0,
      role: null,
      celsius_username: 'CelsiusMe',
      discord_username: null,
      kick_username: null,
      twitch_username: null,
      email_verified: false,
      two_factor: false,
    })
    const page = await client.get(urlFor('home')).loginAs(user)
    const html = page.text()
    assert.notInclude(html, user.password)
    assert.notInclude(html, user.email)
  })

  test('flash messages reach the page', async ({ client, assert }) => {
    const response = await client.get(urlFor('home')).withInertia().withFlashMessages({ success: 'Saved!' })
    assert.equal(response.inertiaProps.flash.success, 'Saved!')
  })
})

test.group('Shared props / partner referral links', (group) => {
  group.each.setup(() => resetDatabase())

  test('only configured referral links reach the pages and get a button', async ({ client, assert, cleanup }) => {
    cleanup(
      withEnv({
        REFERRAL_URL_CELSIUS: undefined,
        REFERRAL_URL_SKINFANS: undefined,
        REFERRAL_URL_XFUN: 'https://xfun.partner.test/r/NEON',
        REFERRAL_URL_HYPEDROP: undefined,
      })
    )
    const home = await client.get(urlFor('home')).withInertia()
    assert.deepEqual(home.inertiaProps.site.referralLinks, {
      xfun: 'https://xfun.partner.test/r/NEON',
    })
    // no configured Celsius link: the home page shows no VISIT button and no made-up address
    const page = await client.get(urlFor('home'))
    const html = page.text()
    assert.notMatch(html, />\s*VISIT/)
    assert.notInclude(html, '.example/r/')

    cleanup(withEnv({ REFERRAL_URL_CELSIUS: 'https://celsius.partner.test/r/NEON' }))
    const configured = await client.get(urlFor('home'))
    assert.include(configured.text(), 'href="https://celsius.partner.test/r/NEON"')
  })
})
