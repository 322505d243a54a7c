import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { Secret, TOTP } from 'otpauth'
import type User from '#models/user'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { confirmedSession } from '#tests/helpers/database/admin_fixtures'
import { clearRateLimits } from '#tests/helpers/http/limits'
import { Device } from '#tests/helpers/http/device'
import { beginTwoFactorSetup, enableTwoFactor } from '#services/accounts/two_factor'
import { CONFIRMATION_MESSAGES as M } from '#shared/confirmation'
import { ERROR_CODES } from '#shared/errors'
import { en } from '#tests/helpers/i18n/english'

const REQUIRED = { message: en(M.required), error: ERROR_CODES.confirmationRequired }
const PASSWORD = 'owner-pass-123'

/** A partner source as the admin's Source panel saves it, with `secret` */
const source = (secret: string | null) => ({
  mode: 'range',
  url: 'https://partner.example.test/stats?from={start}&to={end}',
  headers: { Authorization: 'Bearer {secret}' },
  secret,
  list_path: '',
  username_field: 'username',
  wager_field: 'wagered',
  wager_scale: 1,
})

/** The dangerous actions: [what, method, url, body] (ids from the demo site) */
const DANGEROUS = (): Call[] => [
  ['changing a role', 'put', urlFor('admin_api.users.role', { id: 2 }), { role: 'moderator' }],
  ['granting points', 'post', urlFor('admin_api.users.points', { id: 2 }), { delta: 500, reason: 'giveaway' }],
  ['rolling the vault', 'post', urlFor('admin_api.vault.roll'), {}],
  [
    'saving a partner secret',
    'put',
    urlFor('admin_api.leaderboards.source.update', { provider: 'celsius' }),
    source('new-secret'),
  ],
]

type Call = readonly [string, 'put' | 'post', string, object]

/** The rows a dangerous action could change */
async function fingerprint() {
  const tables = ['users', 'point_transactions', 'vaults', 'vault_winners', 'leaderboard_settings', 'audit_logs']
  return JSON.stringify(await Promise.all(tables.map((t) => db.from(t).select('*'))))
}

function send(client: ApiClient, owner: User, [, method, url, body]: Call, session?: { confirmed_at: number }) {
  const request = client[method](url).loginAs(owner).sameOrigin().accept('json').json(body)
  return session ? request.withSession(session) : request
}

test.group('Confirming it is you / dangerous actions', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('{0} without a confirmation is refused and changes nothing')
    .with(DANGEROUS)
    .run(async ({ client, assert }, action) => {
      const owner = await createUser({ role: 'owner' })
      const before = await fingerprint()
      const response = await send(client, owner, action)
      response.assertStatus(403)
      assert.deepEqual(response.body(), REQUIRED)
      assert.equal(await fingerprint(), before)
    })

  test('{0} with a confirmation 16 minutes old is refused; 14 minutes old passes')
    .with(DANGEROUS)
    .run(async ({ client, assert }, action) => {
      const owner = await createUser({ role: 'owner' })
      const before = await fingerprint()
      const stale = await send(client, owner, action, confirmedSession(16))
      stale.assertStatus(403)
      assert.deepEqual(stale.body(), REQUIRED)
      assert.equal(await fingerprint(), before)

      const fresh = await send(client, owner, action, confirmedSession(14))
      fresh.assertStatus(200)
      assert.notEqual(await fingerprint(), before)
    })

  test('saving a partner source without a new secret needs no confirmation', async ({ client }) => {
    const admin = await createUser({ role: 'admin' })
    const response = await send(client, admin, [
      '',
      'put',
      urlFor('admin_api.leaderboards.source.update', { provider: 'celsius' }),
      source(null),
    ])
    response.assertStatus(200)
  })
})

test.group('Confirming it is you / POST /api/auth/confirm', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    await clearRateLimits()
  })

  /** An owner signed in on a device whose confirmation (the sign-in) is 16 minutes old */
  async function staleOwner() {
    await createUser({ username: 'bigboss', role: 'owner', password: PASSWORD })
    const device = new Device()
    const login = await device.login('bigboss', PASSWORD)
    if (login.status !== 200) throw new Error('login failed')
    const realNow = Date.now
    Date.now = () => realNow() + 16 * 60_000
    return {
      device,
      restore: () => {
        Date.now = realNow
      },
    }
  }

  const grant = (device: Device) =>
    device.post(urlFor('admin_api.users.points', { id: 2 }), { delta: 5, reason: 'giveaway' })

  test('signing in counts as a confirmation', async ({ assert }) => {
    await createUser({ username: 'bigboss', role: 'owner', password: PASSWORD })
    const device = new Device()
    await device.login('bigboss', PASSWORD)
    assert.equal(await grant(device).then((r) => r.status), 200)
  })

  test('after 15 minutes the action asks again; the password confirms and the retry passes', async ({
    assert,
    cleanup,
  }) => {
    const { device, restore } = await staleOwner()
    cleanup(restore)
    const refused = await grant(device)
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.body, REQUIRED)

    const wrong = await device.post(urlFor('auth.confirm'), { password: 'not-my-password' })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.message, en(M.wrong))
    assert.equal(await grant(device).then((r) => r.status), 403)

    const right = await device.post(urlFor('auth.confirm'), { password: PASSWORD })
    assert.equal(right.status, 200)
    assert.equal(await grant(device).then((r) => r.status), 200)
  })

  test('a two-factor code confirms too; a code without two-factor sign-in does not', async ({ assert, cleanup }) => {
    const { device, restore } = await staleOwner()
    cleanup(restore)
    const noTwoFactor = await device.post(urlFor('auth.confirm'), { code: '123456' })
    assert.equal(noTwoFactor.status, 422)
    assert.equal(noTwoFactor.body.message, en(M.codeWithoutTwoFactor))

    const { default: User } = await import('#models/user')
    const owner = await User.findByOrFail('username', 'bigboss')
    const { secret } = await beginTwoFactorSetup(owner)
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
    await owner.refresh()
    await enableTwoFactor(owner, totp.generate({ timestamp: Date.now() - 30_000 }))

    const code = await device.post(urlFor('auth.confirm'), { code: totp.generate() })
    assert.equal(code.status, 200)
    assert.equal(await grant(device).then((r) => r.status), 200)
  })

  test('nothing given is refused; a guest cannot confirm', async ({ assert }) => {
    const { device, restore } = await staleOwner()
    restore()
    const empty = await device.post(urlFor('auth.confirm'), {})
    assert.equal(empty.status, 422)
    const guest = new Device()
    await guest.visit('/')
    assert.equal(await guest.post(urlFor('auth.confirm'), { password: PASSWORD }).then((r) => r.status), 401)
  })
})
