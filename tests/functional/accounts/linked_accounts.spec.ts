import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { Group } from '@japa/runner/core'
import User from '#models/user'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { withEnv } from '#tests/helpers/processes/env'
import { FakeOAuthServer } from '#tests/helpers/fakes/fake_oauth'
import {
  CONNECTIONS_URL,
  missingStateMessage,
  notConfiguredMessage,
  stateMismatchMessage,
} from '#services/accounts/link_flow'
import { en } from '#tests/helpers/i18n/english'

const DISCORD_ACCOUNT = {
  id: '80351110224678912',
  username: 'nelly',
  discriminator: '0',
  avatar: null,
}
const KICK_ACCOUNT = {
  user_id: 424242,
  name: 'KickNelly',
  email: 'n@kick.test',
  profile_picture: null,
}

/** Each provider's name in messages, client id setting, cookies, account column, fake outside account and its id */
const PROVIDERS = {
  discord: {
    name: 'Discord',
    clientIdKey: 'DISCORD_CLIENT_ID',
    cookies: ['discord_oauth_state', 'discord_oauth_verifier'],
    column: 'discordId',
    account: DISCORD_ACCOUNT,
    accountId: DISCORD_ACCOUNT.id,
  },
  kick: {
    name: 'Kick',
    clientIdKey: 'KICK_CLIENT_ID',
    cookies: ['kick_oauth_state', 'kick_oauth_verifier'],
    column: 'kickId',
    account: KICK_ACCOUNT,
    accountId: String(KICK_ACCOUNT.user_id),
  },
} as const
type Provider = keyof typeof PROVIDERS

/** The provider's callback with its query (code, state, error) as the provider sends it */
const callbackUrl = (provider: Provider, qs: Record<string, string>) =>
  urlFor(`account_links.${provider}.callback`, {}, { qs })

/** Logs a fresh user in on a device */
async function loggedIn(username = 'Linker') {
  const user = await createUser({ username, password: 'linker-password' })
  const device = new Device()
  await device.login(username, 'linker-password')
  return { user, device }
}

/** Starts linking by browser navigation and returns the provider redirect's query */
async function startLink(device: Device, provider: Provider) {
  const response = await device.navigate(urlFor(`account_links.${provider}.redirect`))
  if (response.status !== 302) throw new Error(`expected a redirect, got ${response.status}`)
  return new URL(response.headers.location!)
}

/**
 * The whole round trip: start, the provider issues a code for its fake account (for the
 * challenge it was shown, unless told otherwise), then the browser comes back to the callback.
 */
async function linkRoundTrip(
  device: Device,
  fake: FakeOAuthServer,
  provider: Provider,
  options: { challenge?: string; beforeCallback?: () => void } = {}
) {
  const authorize = await startLink(device, provider)
  const challenge = options.challenge ?? authorize.searchParams.get('code_challenge')!
  const code = fake.issueCode(PROVIDERS[provider].account, challenge)
  options.beforeCallback?.()
  const state = authorize.searchParams.get('state')!
  const callback = await device.navigate(callbackUrl(provider, { code, state }))
  return { authorize, code, callback }
}

/** The refusals both providers share: the user stays unlinked, an owner keeps the account */
function sharedRefusals(fake: FakeOAuthServer, provider: Provider) {
  const { name, clientIdKey, column, accountId } = PROVIDERS[provider]

  test('without a client id the link answers a clear error instead of redirecting', async ({ assert }) => {
    const restore = withEnv({ [clientIdKey]: undefined })
    try {
      const { device } = await loggedIn()
      const start = urlFor(`account_links.${provider}.redirect`)
      const browser = await device.navigate(start)
      assert.equal(browser.status, 302)
      assert.equal(browser.headers.location, CONNECTIONS_URL)
      assert.include(await flashOnNextPage(device), en(notConfiguredMessage(provider)))

      const json = await device.get(start)
      assert.equal(json.status, 409)
      assert.equal(json.body.message, en(notConfiguredMessage(provider)))
    } finally {
      restore()
    }
  })

  test('a code issued for another PKCE challenge is refused by the provider; nothing is linked', async ({ assert }) => {
    const { user, device } = await loggedIn()
    await linkRoundTrip(device, fake, provider, { challenge: 'a-challenge-from-another-browser' })
    assert.include(await flashOnNextPage(device), `Could not reach ${name}. Please try again later.`)
    await user.refresh()
    assert.isNull(user[column])
  })

  test('an account already linked to another user is refused with a clear error', async ({ assert }) => {
    const owner = await createUser({ username: 'FirstOwner' })
    owner[column] = accountId
    await owner.save()

    const { user, device } = await loggedIn()
    await linkRoundTrip(device, fake, provider)
    assert.include(await flashOnNextPage(device), `This ${name} account is already linked to another NEONPLAY user.`)
    await user.refresh()
    assert.isNull(user[column])
    await owner.refresh()
    assert.equal(owner[column], accountId)
  })
}

/** The flash toast the next page shows */
async function flashOnNextPage(device: Device) {
  const page = await device.navigate(CONNECTIONS_URL)
  return String(page.body)
}

/** A fake provider for the group, with the site pointed at it (for each provider) in each test */
function useFakeProvider(group: Group, ...providers: ('discord' | 'kick')[]) {
  const fake = new FakeOAuthServer()
  group.setup(async () => {
    await fake.start()
    return () => fake.close()
  })
  group.each.setup(async () => {
    await resetDatabase()
    fake.failTokens = false
    return withEnv(Object.assign({}, ...providers.map((provider) => fake.env(provider))))
  })
  return fake
}

test.group('Accounts / linking Discord (fake OAuth server)', (group) => {
  const fake = useFakeProvider(group, 'discord')
  sharedRefusals(fake, 'discord')

  test('an unlinked account is linked to the logged-in user', async ({ assert }) => {
    const { user, device } = await loggedIn()
    const authorize = await startLink(device, 'discord')
    assert.equal(authorize.origin + authorize.pathname, `${fake.base}/discord/authorize`)
    assert.equal(authorize.searchParams.get('client_id'), 'discord-client-id')
    assert.equal(authorize.searchParams.get('redirect_uri'), `${process.env.APP_URL}/api/discord/callback`)
    const state = authorize.searchParams.get('state')!
    assert.isAbove(state.length, 20)
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
    const challenge = authorize.searchParams.get('code_challenge')!

    // the fake provider refuses the code unless the verifier hashes to this challenge
    const code = fake.issueCode(DISCORD_ACCOUNT, challenge)
    const callback = await device.navigate(callbackUrl('discord', { code, state }))
    assert.equal(callback.status, 302)
    assert.equal(callback.headers.location, CONNECTIONS_URL)
    assert.include(await flashOnNextPage(device), 'Discord account connected!')
    assert.isAbove(fake.tokenRequests.find((r) => r.code === code)!.code_verifier.length, 42)

    await user.refresh()
    assert.equal(user.discordId, DISCORD_ACCOUNT.id)
    assert.equal(user.discordUsername, 'nelly')

    // the state is used up: the same callback again changes nothing
    await user.merge({ discordId: null, discordUsername: null }).save()
    await device.navigate(callbackUrl('discord', { code, state }))
    assert.include(await flashOnNextPage(device), en(stateMismatchMessage('discord')))
    await user.refresh()
    assert.isNull(user.discordId)
  })

  test('a callback whose state does not match links nothing', async ({ assert }) => {
    const { user, device } = await loggedIn()
    await startLink(device, 'discord')
    const code = fake.issueCode(DISCORD_ACCOUNT)
    const callback = await device.navigate(callbackUrl('discord', { code, state: 'forged-state' }))
    assert.equal(callback.status, 302)
    assert.include(await flashOnNextPage(device), 'The Discord link request expired or did not match')
    await user.refresh()
    assert.isNull(user.discordId)
    assert.lengthOf(
      fake.tokenRequests.filter((r) => r.code === code),
      0
    )
  })

  test('a denied consent links nothing', async ({ assert }) => {
    const { user, device } = await loggedIn()
    const authorize = await startLink(device, 'discord')
    const state = authorize.searchParams.get('state')!
    await device.navigate(callbackUrl('discord', { error: 'access_denied', state }))
    assert.include(await flashOnNextPage(device), 'Discord linking was cancelled.')
    await user.refresh()
    assert.isNull(user.discordId)
  })

  test('a guest is sent to log in', async ({ assert }) => {
    const device = new Device()
    const response = await device.navigate(urlFor('account_links.discord.redirect'))
    assert.equal(response.status, 302)
    assert.equal(response.headers.location, '/?auth=login&intended=%2Fapi%2Fdiscord')
  })

  test('unlink clears the Discord account; from another site it does not', async ({ client, assert }) => {
    const { user, device } = await loggedIn()
    user.discordId = DISCORD_ACCOUNT.id
    user.discordUsername = 'nelly'
    await user.save()

    const forged = await client
      .post(urlFor('account_api.discord.unlink'))
      .loginAs(user)
      .crossSite()
      .accept('json')
      .redirects(0)
    forged.assertStatus(403)
    await user.refresh()
    assert.equal(user.discordId, DISCORD_ACCOUNT.id)

    const response = await device.post(urlFor('account_api.discord.unlink'))
    assert.equal(response.status, 200)
    await user.refresh()
    assert.isNull(user.discordId)
    assert.isNull(user.discordUsername)
  })
})

test.group('Accounts / linking Kick with PKCE (fake OAuth server)', (group) => {
  const fake = useFakeProvider(group, 'kick')
  sharedRefusals(fake, 'kick')

  test('the code exchange proves the PKCE verifier, then the account is linked', async ({ assert }) => {
    const { user, device } = await loggedIn()
    const before = await device.get(urlFor('account_links.kick.connection'))
    assert.deepEqual(before.body, { connected: false, kick_name: null })

    const authorize = await startLink(device, 'kick')
    assert.equal(authorize.origin + authorize.pathname, `${fake.base}/kick/authorize`)
    assert.equal(authorize.searchParams.get('response_type'), 'code')
    assert.equal(authorize.searchParams.get('scope'), 'user:read')
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(authorize.searchParams.get('redirect_uri'), `${process.env.APP_URL}/api/kick/callback`)
    const challenge = authorize.searchParams.get('code_challenge')!
    const state = authorize.searchParams.get('state')!

    const code = fake.issueCode(KICK_ACCOUNT, challenge)
    const callback = await device.navigate(callbackUrl('kick', { code, state }))
    assert.equal(callback.status, 302)
    assert.include(await flashOnNextPage(device), 'Kick account connected!')

    const exchange = fake.tokenRequests.find((r) => r.code === code)!
    assert.isAbove(exchange.code_verifier.length, 42)
    assert.equal(exchange.redirect_uri, `${process.env.APP_URL}/api/kick/callback`)

    await user.refresh()
    assert.equal(user.kickId, '424242')
    assert.equal(user.kickUsername, 'KickNelly')
    const after = await device.get(urlFor('account_links.kick.connection'))
    assert.deepEqual(after.body, { connected: true, kick_name: 'KickNelly' })
  })

  test('a callback without the verifier cookie links nothing', async ({ assert }) => {
    const { user, device } = await loggedIn()
    await linkRoundTrip(device, fake, 'kick', {
      beforeCallback: () => {
        assert.isTrue(device.hasCookie('kick_oauth_verifier'))
        device.deleteCookie('kick_oauth_verifier')
      },
    })
    assert.include(await flashOnNextPage(device), 'The Kick link request expired or did not match')
    await user.refresh()
    assert.isNull(user.kickId)
  })

  test('a provider outage answers a clear error', async ({ assert }) => {
    fake.failTokens = true
    const { user, device } = await loggedIn()
    const { callback } = await linkRoundTrip(device, fake, 'kick')
    assert.equal(callback.status, 302)
    assert.include(await flashOnNextPage(device), 'Could not reach Kick. Please try again later.')
    await user.refresh()
    assert.isNull(user.kickId)
  })

  test('unlink clears the Kick account', async ({ assert }) => {
    const { user, device } = await loggedIn()
    user.kickId = '424242'
    user.kickUsername = 'KickNelly'
    await user.save()
    const response = await device.post(urlFor('account_api.kick.unlink'))
    assert.equal(response.status, 200)
    await user.refresh()
    assert.isNull(user.kickId)
    const connection = await device.get(urlFor('account_links.kick.connection'))
    assert.deepEqual(connection.body, {
      connected: false,
      kick_name: null,
    })
  })

  test('user-connection needs a login', async ({ assert }) => {
    const response = await new Device().get(urlFor('account_links.kick.connection'))
    assert.equal(response.status, 401)
    assert.isNull(await User.query().whereNotNull('kickId').first())
  })
})

test.group('Accounts / linking: the callback state belongs to this session', (group) => {
  const fake = useFakeProvider(group, 'discord', 'kick')

  /** Nothing linked, no points, no code exchanged, and the toast says why */
  async function refused(
    assert: Assert,
    device: Device,
    users: User[],
    code: string,
    message: string,
    column: 'discordId' | 'kickId'
  ) {
    assert.include(await flashOnNextPage(device), message)
    for (const user of users) {
      await user.refresh()
      assert.isNull(user[column])
      assert.equal(user.balance, 0)
    }
    assert.lengthOf(
      fake.tokenRequests.filter((r) => r.code === code),
      0
    )
  }

  for (const provider of ['discord', 'kick'] as const) {
    const p = { provider, ...PROVIDERS[provider] }
    test(`${p.provider}: a callback without state links nothing and says why`, async ({ assert }) => {
      const { user, device } = await loggedIn()
      const authorize = await startLink(device, provider)
      const code = fake.issueCode(p.account, authorize.searchParams.get('code_challenge')!)
      const callback = await device.navigate(callbackUrl(provider, { code }))
      assert.equal(callback.status, 302)
      assert.equal(callback.headers.location, CONNECTIONS_URL)
      await refused(assert, device, [user], code, en(missingStateMessage(p.provider)), p.column)
    })

    test(`${p.provider}: a callback with no state and no link started links nothing`, async ({ assert }) => {
      // a forged link (an image or a redirect on another site) opened by a logged-in user
      const { user, device } = await loggedIn()
      const code = fake.issueCode(p.account)
      await device.navigate(callbackUrl(provider, { code }))
      await refused(assert, device, [user], code, en(missingStateMessage(p.provider)), p.column)
      const empty = fake.issueCode(p.account)
      await device.navigate(callbackUrl(provider, { code: empty, state: '' }))
      await refused(assert, device, [user], empty, en(missingStateMessage(p.provider)), p.column)
    })

    test(`${p.provider}: a callback with a wrong state links nothing and says why`, async ({ assert }) => {
      const { user, device } = await loggedIn()
      const authorize = await startLink(device, provider)
      const code = fake.issueCode(p.account, authorize.searchParams.get('code_challenge')!)
      await device.navigate(callbackUrl(provider, { code, state: 'forged-state' }))
      await refused(assert, device, [user], code, en(stateMismatchMessage(p.provider)), p.column)
    })

    test(`${p.provider}: another session's state (and its cookies) links nothing`, async ({ assert }) => {
      // the attacker starts a link in their own session and gets a code for their account
      const attacker = await loggedIn('Attacker')
      const authorize = await startLink(attacker.device, provider)
      const state = authorize.searchParams.get('state')!
      const code = fake.issueCode(p.account, authorize.searchParams.get('code_challenge')!)

      /** The attacker's callback, opened in someone else's browser, links nobody */
      const refusedAtCallback = async (person: typeof attacker) => {
        await person.device.navigate(callbackUrl(provider, { code, state }))
        await refused(
          assert,
          person.device,
          [person.user, attacker.user],
          code,
          en(stateMismatchMessage(p.provider)),
          p.column
        )
      }

      // the victim is in the middle of their own link; the attacker's state cookies are
      // planted in the victim's browser and the victim is sent to the attacker's callback
      const victim = await loggedIn('Victim')
      await startLink(victim.device, provider)
      for (const name of p.cookies) victim.device.setCookie(name, attacker.device.cookie(name)!)
      await refusedAtCallback(victim)

      // and a victim with no link under way: the planted cookies alone do not pass either
      const other = await loggedIn('Bystander')
      for (const name of p.cookies) other.device.setCookie(name, attacker.device.cookie(name)!)
      await refusedAtCallback(other)
    })
  }
})
