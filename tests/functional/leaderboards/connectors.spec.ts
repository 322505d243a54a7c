import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import db from '@adonisjs/lucid/services/db'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus } from '#tests/helpers/http/requests'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { withEnv } from '#tests/helpers/processes/env'
import { runAceCommand } from '#tests/helpers/processes/ace'
import { syncProvider } from '#services/leaderboards/sync_entries'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import { PARTNER_MAX_BYTES } from '#services/leaderboards/partner_api'
import LeaderboardSetting from '#models/leaderboard_setting'
import AuditLog from '#models/audit_log'
import LeaderboardHistory from '#models/leaderboard_history'
import { rolloverLeaderboards } from '#services/leaderboards/rollover'
import { dbTimestamp } from '#infra/db/time'
import { DateTime } from 'luxon'
import LeaderboardsSync from '../../../commands/leaderboards_sync.js'
import type { Provider } from '#shared/leaderboards'
import {
  CONNECTOR_MESSAGES,
  DATA_DELAYED,
  DATA_DELAYED_AFTER_SYNCS,
  LEADERBOARD_SYNC_SECONDS,
  clearCredentialMessage,
} from '#shared/leaderboard_connectors'
import { en } from '#tests/helpers/i18n/english'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const ROOBET_KEY = 'roo-bearer-7f3a9c'
const GOATED_KEY = 'goated-path-key-51d2'
const SHUFFLE_KEY = 'shuffle-key-c0ffee'
const CLASH_KEY = 'clash-key-99b1'
/** Lifetime totals (numbers as strings) at each reading; later readings repeat the last */
const SHUFFLE_READINGS = [
  [
    { username: 'LifetimeLou', campaignCode: 'NEON', wagerAmount: '150000.00' },
    { username: 'OldTimer', campaignCode: 'NEON', wagerAmount: '2000' },
  ],
  [
    { username: 'LifetimeLou', campaignCode: 'NEON', wagerAmount: '153250.50' },
    { username: 'OldTimer', campaignCode: 'NEON', wagerAmount: '2000' },
    { username: 'Newcomer', campaignCode: 'NEON', wagerAmount: '640' },
  ],
  [
    { username: 'LifetimeLou', campaignCode: 'NEON', wagerAmount: '160000' },
    { username: 'OldTimer', campaignCode: 'NEON', wagerAmount: '2100' },
    { username: 'Newcomer', campaignCode: 'NEON', wagerAmount: '640' },
    { username: 'Latecomer', campaignCode: 'NEON', wagerAmount: '75' },
  ],
]
const SECRETS = [ROOBET_KEY, GOATED_KEY, SHUFFLE_KEY, CLASH_KEY]

/** Fake affiliate APIs on 127.0.0.1, in the shapes of the known partners */
class FakePartners {
  server!: Server
  shuffleReading = 0
  goatedMonth = 7250.25
  requests: URL[] = []
  /** the Authorization header of each request ('' when none) */
  authorizations: string[] = []
  routes: Record<string, Handler> = {
    // Date range asked for directly, Bearer key checked
    '/roobet/affiliate/v2/stats': (req, res) => {
      if (req.headers.authorization !== `Bearer ${ROOBET_KEY}`) {
        return json(res, 401, { message: 'bad key' })
      }
      json(res, 200, [
        { uid: 'a1', username: 'RangeRider', wagered: 5000, weightedWagered: 4200.5 },
        { uid: 'a2', username: 'SlotSam', wagered: 900, weightedWagered: 880 },
      ])
    },
    // Rolling buckets, key in the path
    [`/goated/referral-leaderboard/${GOATED_KEY}`]: (_req, res) =>
      json(res, 200, {
        success: true,
        data: [
          {
            name: 'BucketBoss',
            uid: 'g1',
            wagered: { today: 10, this_week: 300, this_month: this.goatedMonth, all_time: 99999 },
          },
          {
            name: 'WeeklyWill',
            uid: 'g2',
            wagered: { today: 0, this_week: 50, this_month: 1200, all_time: 5000 },
          },
        ],
      }),
    // Lifetime totals (numbers as strings), a second reading shows growth
    [`/shuffle/affiliate/${SHUFFLE_KEY}/referee`]: (_req, res) => {
      this.shuffleReading++
      json(res, 200, SHUFFLE_READINGS[Math.min(this.shuffleReading, SHUFFLE_READINGS.length) - 1])
    },
    '/fail': (_req, res) => json(res, 500, { error: 'internal' }),
    '/slow': () => {},
    '/huge': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(Buffer.alloc(PARTNER_MAX_BYTES + 1024, 0x20))
    },
    '/elsewhere': (_req, res) => res.writeHead(302, { Location: this.url('/fail', 'localhost') }).end(),
    '/wrapped': (_req, res) => json(res, 200, { result: { players: [{ user: 'x', amount: 1 }] } }),
  }

  async start() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://127.0.0.1')
      this.requests.push(url)
      this.authorizations.push(req.headers.authorization ?? '')
      // Amounts in cents, one day range in the path
      const clash = url.pathname.match(/^\/clash\/summary\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/)
      if (clash && req.headers.authorization === `Bearer ${CLASH_KEY}`) {
        return json(res, 200, [
          { name: 'CentCounter', wagered: 1234567, avatar: 'https://cdn.example/a.png' },
          { name: 'PennyPat', wagered: '9950', avatar: null },
        ])
      }
      const handler = this.routes[url.pathname]
      if (handler) return handler(req, res, url)
      json(res, 404, { message: 'not found' })
    })
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
  }

  url(path: string, host = '127.0.0.1') {
    return `http://${host}:${(this.server.address() as AddressInfo).port}${path}`
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

const partners = new FakePartners()

/**
 * A partner source as the admin form sends it: read from `path` of the fake partners with
 * `secret`, the list at the top of the answer and wagers in dollars unless `fields` say otherwise
 */
const partnerSource = <Fields extends object>(path: string, secret: string, fields: Fields) => ({
  url: partners.url(path),
  secret,
  list_path: '',
  wager_scale: 1,
  ...fields,
})
const bearer = { Authorization: 'Bearer {secret}' }

const roobet = () =>
  partnerSource('/roobet/affiliate/v2/stats?userId=u1&startDate={start}&endDate={end}', ROOBET_KEY, {
    mode: 'range',
    headers: bearer,
    username_field: 'username',
    wager_field: 'weightedWagered',
  })
const goated = () =>
  partnerSource('/goated/referral-leaderboard/{secret}', GOATED_KEY, {
    mode: 'buckets',
    list_path: 'data',
    username_field: 'name',
    wager_field: 'wagered',
    bucket: 'this_month',
  })
const shuffle = () =>
  partnerSource('/shuffle/affiliate/{secret}/referee', SHUFFLE_KEY, {
    mode: 'cumulative',
    username_field: 'username',
    wager_field: 'wagerAmount',
  })
const clash = () =>
  partnerSource('/clash/summary/{start_date}/{end_date}', CLASH_KEY, {
    mode: 'range',
    headers: bearer,
    username_field: 'name',
    wager_field: 'wagered',
    wager_scale: 0.01,
    avatar_field: 'avatar',
  })

const putSource = (client: ApiClient, admin: User, provider: string, body: object) =>
  jsonAs(client, admin).put(urlFor('admin_api.leaderboards.source.update', { provider })).json(body)
const testSource = (client: ApiClient, admin: User, provider: string, body: object = {}) =>
  jsonAs(client, admin).post(urlFor('admin_api.leaderboards.source.test', { provider })).json(body)

/** The board as the public page shows it, placeholder rows left out */
async function boardOf(provider: Provider) {
  const board = await loadPublicBoard(provider)
  return Object.fromEntries(
    board.leaderboard.filter((e) => e.username !== 'Unknown').map((e) => [e.username, e.wagered])
  )
}

function assertNoSecret(assert: { notInclude: Function }, value: unknown) {
  const text = JSON.stringify(value)
  for (const secret of SECRETS) assert.notInclude(text, secret)
}

/**
 * The fake partner servers run for the group; each test starts from the demo site with the
 * given tables emptied and the partners' readings reset
 */
function withFakePartners(group: Group, emptied = ['leaderboard_entries']) {
  group.setup(async () => {
    await partners.start()
    return () => partners.stop()
  })
  group.each.setup(async () => {
    await resetToDemoSite()
    for (const table of emptied) await db.from(table).delete()
    partners.requests = []
    partners.authorizations = []
    partners.shuffleReading = 0
    partners.goatedMonth = 7250.25
  })
}

test.group('Leaderboards / connectors', (group) => {
  withFakePartners(group)

  test('a Roobet-like range source with a Bearer key fills the board', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const saved = await putSource(client, admin, 'celsius', roobet())
    saved.assertStatus(200)
    assert.equal(saved.body().source.secret, 'set')
    assertNoSecret(assert, saved.body())

    assert.deepEqual(await syncProvider('celsius'), {
      provider: 'celsius',
      status: 'synced',
      entries: 2,
    })
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    const asked = partners.requests.at(-1)!
    assert.equal(asked.searchParams.get('startDate'), setting.startDate.toUTC().toISO())
    assert.equal(asked.searchParams.get('endDate'), setting.endDate.toUTC().toISO())
    assert.deepEqual(await boardOf('celsius'), { RangeRider: 4200.5, SlotSam: 880 })

    // the key is stored encrypted, not as typed
    const row = await db.from('leaderboard_connectors').where('provider', 'celsius').firstOrFail()
    assert.notInclude(JSON.stringify(row), ROOBET_KEY)
    assert.isNotEmpty(row.secret)
  })

  test('a secret that cannot be decrypted shows as not set', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
    await db.from('leaderboard_connectors').update({ secret: 'gcm.v1:not-a-real-ciphertext' })
    const page = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
    assert.equal((page.inertiaProps as any).sources.celsius.secret, 'not set')
  })

  test('a Goated-like buckets source reads the configured bucket', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'skinfans', goated()), 200)
    await syncProvider('skinfans')
    assert.deepEqual(await boardOf('skinfans'), { BucketBoss: 7250.25, WeeklyWill: 1200 })
  })

  test('a Shuffle-like cumulative source shows the growth since the first reading', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'xfun', shuffle()), 200)
    await syncProvider('xfun')
    // connected mid-period: the first reading is the baseline
    assert.deepEqual(await boardOf('xfun'), { LifetimeLou: 0, OldTimer: 0 })
    await syncProvider('xfun')
    assert.deepEqual(await boardOf('xfun'), { LifetimeLou: 3250.5, OldTimer: 0, Newcomer: 640 })
  })

  test('a Clash-like source by date in cents', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'hypedrop', clash()), 200)
    const synced = await syncProvider('hypedrop')
    assert.equal(synced.status, 'synced')
    const setting = await LeaderboardSetting.findByOrFail('provider', 'hypedrop')
    const lastDay = setting.endDate.toUTC().minus({ milliseconds: 1 }).toISODate()
    assert.equal(
      partners.requests.at(-1)!.pathname,
      `/clash/summary/${setting.startDate.toUTC().toISODate()}/${lastDay}`
    )
    assert.deepEqual(await boardOf('hypedrop'), { CentCounter: 12345.67, PennyPat: 99.5 })
    const board = await loadPublicBoard('hypedrop')
    assert.equal(board.leaderboard[0].avatar, 'https://cdn.example/a.png')
  })

  test('the secret reaches no page prop, answer or audit entry', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    for (const [provider, body] of [
      ['celsius', roobet()],
      ['skinfans', goated()],
      ['xfun', shuffle()],
      ['hypedrop', clash()],
    ] as const) {
      const saved = await putSource(client, admin, provider, body)
      saved.assertStatus(200)
      assertNoSecret(assert, saved.body())
      const tested = await testSource(client, admin, provider)
      assert.isTrue(tested.body().ok, JSON.stringify(tested.body()))
      assertNoSecret(assert, tested.body())
    }
    // saving again without a secret keeps it
    const withoutSecret: Partial<ReturnType<typeof roobet>> = roobet()
    delete withoutSecret.secret
    await expectStatus(putSource(client, admin, 'celsius', withoutSecret), 200)
    const resync = await syncProvider('celsius')
    assert.equal(resync.status, 'synced')

    const page = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assertNoSecret(assert, props)
    assert.equal(props.sources.celsius.secret, 'set')
    assert.equal(props.sources.celsius.url, roobet().url)
    // exactly the headers posted (not the request's own headers)
    assert.deepEqual(props.sources.celsius.headers, { Authorization: 'Bearer {secret}' })
    assert.deepEqual(props.sources.skinfans.headers, {})
    assertNoSecret(assert, page.text())
    const publicPage = await client.get(urlFor('leaderboard')).withInertia()
    assertNoSecret(assert, publicPage.text())

    const audits = await AuditLog.query().where('action', 'leaderboard.source.update')
    assert.lengthOf(audits, 5)
    assert.equal(audits[0].actorId, admin.id)
    assertNoSecret(
      assert,
      audits.map((a) => a.serialize())
    )
  })

  test('the test route parses the posted source without saving it', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await testSource(client, admin, 'celsius', { source: clash() })
    response.assertStatus(200)
    assert.deepEqual(response.body().rows, [
      { username: 'CentCounter', wagered: 12345.67 },
      { username: 'PennyPat', wagered: 99.5 },
    ])
    assert.isNull(await db.from('leaderboard_connectors').first())
    assert.deepEqual(await boardOf('celsius'), {})
  })

  test('the test route explains a failure: {0}')
    .with([
      ['HTTP 500', { url: '/fail' }, 'celsius API answered 500'],
      ['a wrong key', { secret: 'wrong' }, 'celsius API answered 401'],
      ['timeout', { url: '/slow' }, 'celsius API did not answer within 0.3 s'],
      ['path not found', { list_path: 'data.items' }, 'no "data.items" (list path not found)'],
      ['field missing', { wager_field: 'wagerTotal' }, 'no "wagerTotal" field (field missing)'],
      ['not a list', { url: '/wrapped', list_path: 'result' }, '"result" is not a list'],
    ] as const)
    .run(async ({ client, assert }, [, change, reason]) => {
      const restore = withEnv({ LEADERBOARD_FETCH_TIMEOUT_MS: '300' })
      try {
        const admin = await createUser({ admin: true })
        const source = { ...roobet(), ...change }
        if ('url' in change) source.url = partners.url(change.url)
        const response = await testSource(client, admin, 'celsius', { source })
        response.assertStatus(200)
        assert.isFalse(response.body().ok)
        assert.include(response.body().message, reason)
        assert.include(response.body().reason, reason)
      } finally {
        restore()
      }
    })

  test('a {0} keeps the last good board and records the error')
    .with([
      ['500', '/fail', 'celsius API answered 500'],
      ['timeout', '/slow', 'celsius API did not answer within 0.3 s'],
      ['huge body', '/huge', 'celsius API answered more than 5 MB; the response was not read'],
      ['redirect to another host', '/elsewhere', 'celsius API refused a redirect to another host (localhost:'],
    ] as const)
    .run(async ({ client, assert }, [, path, message]) => {
      // only the timeout case needs a short one: the others must fail for their own reason even
      // on a loaded machine
      const restore = withEnv({ LEADERBOARD_FETCH_TIMEOUT_MS: path === '/slow' ? '300' : '10000' })
      try {
        const admin = await createUser({ admin: true })
        await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
        await syncProvider('celsius')
        const good = await boardOf('celsius')
        assert.deepEqual(good, { RangeRider: 4200.5, SlotSam: 880 })

        const broken = { ...roobet(), url: partners.url(path) }
        await expectStatus(putSource(client, admin, 'celsius', broken), 200)
        const result = await syncProvider('celsius')
        assert.equal(result.status, 'failed')
        assert.deepEqual(await boardOf('celsius'), good)
        const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
        assert.include(setting.lastSyncError!, message)

        // the admin page shows the failure (reason and time) and the last good sync's rows
        const page = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
        const props = page.inertiaProps as any
        const card = props.settings.find((s: { provider: string }) => s.provider === 'celsius')
        assert.include(card.last_sync_error, message)
        assert.isNotNull(card.last_sync_error_at)
        assert.equal(card.last_sync_rows, 2)
        assert.deepEqual(props.health.celsius, { has_source: true, failing: true, delayed: false })
        const html = await client.get(urlFor('admin.leaderboard')).loginAs(admin)
        assert.include(html.text(), 'Last sync failed')

        // a good sync afterwards: no longer failing; the time of the last failure is kept
        await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
        await syncProvider('celsius')
        const healed = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
        assert.isFalse((healed.inertiaProps as any).health.celsius.failing)
        assert.equal(
          (healed.inertiaProps as any).settings.find((s: any) => s.provider === 'celsius').last_sync_error_at,
          card.last_sync_error_at
        )
      } finally {
        restore()
      }
    })

  test('a board with a source and no good sync for three intervals shows "data delayed"', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
    const health = async () => {
      const page = await client.get(urlFor('admin.leaderboard')).loginAs(admin).withInertia()
      return (page.inertiaProps as any).health
    }
    const delayed = async () => {
      const boards = await health()
      return boards.celsius.delayed
    }
    // saved but never synced: delayed at once
    assert.isTrue(await delayed())
    await syncProvider('celsius')
    assert.isFalse(await delayed())

    const maxAge = DATA_DELAYED_AFTER_SYNCS * LEADERBOARD_SYNC_SECONDS
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    setting.lastSyncedAt = DateTime.utc().minus({ seconds: maxAge - 30 })
    await setting.save()
    assert.isFalse(await delayed())
    setting.lastSyncedAt = DateTime.utc().minus({ seconds: maxAge + 30 })
    await setting.save()
    const now = await health()
    assert.deepEqual(now.celsius, { has_source: true, failing: false, delayed: true })
    // a board without a source (CSV imports only) is never delayed
    assert.deepEqual(now.skinfans, { has_source: false, failing: false, delayed: false })
    const html = await client.get(urlFor('admin.leaderboard')).loginAs(admin)
    assert.include(html.text(), en(DATA_DELAYED))
  })

  test('bad input is refused and changes nothing: {0}')
    .with((): [string, object, string][] => [
      ['a file URL', { url: 'file:///etc/passwd' }, 'The URL must be an http or https address'],
      ['a javascript URL', { url: 'javascript:alert(1)' }, 'The URL must be an http or https address'],
      ['an unknown mode', { mode: 'weekly' }, 'Mode must be range, buckets or cumulative'],
      ['a bad path', { list_path: 'data..rows' }, 'Paths are field names separated by dots'],
      ['a zero scale', { wager_scale: 0 }, 'The wager scale must be a number above 0'],
      ['a header with a newline', { headers: { 'X-Key': 'a\r\nb' } }, 'Headers must be names and text values'],
      ['buckets without a bucket', { mode: 'buckets' }, 'Buckets mode needs the bucket to read (e.g. this_month)'],
      [
        'a bearer key typed in a header',
        { headers: { Authorization: `Bearer ${ROOBET_KEY}` } },
        en(clearCredentialMessage('Authorization')),
      ],
      [
        'a key typed in an X-Api-Key header',
        { headers: { 'X-Api-Key': ROOBET_KEY } },
        en(clearCredentialMessage('X-Api-Key')),
      ],
      ['a cookie typed in a header', { headers: { Cookie: 'session=abc' } }, en(clearCredentialMessage('Cookie'))],
      ['a token typed in a header', { headers: { 'X-Auth-Token': 'abc' } }, en(clearCredentialMessage('X-Auth-Token'))],
    ])
    .run(async ({ client, assert }, [, change, message]) => {
      const admin = await createUser({ admin: true })
      const response = await putSource(client, admin, 'celsius', { ...roobet(), ...change })
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      assert.isNull(await db.from('leaderboard_connectors').first())
    })

  test('a {secret} header such as X-Api-Key: {secret} is accepted', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const saved = await putSource(client, admin, 'celsius', { ...roobet(), headers: { 'X-Api-Key': '{secret}' } })
    saved.assertStatus(200)
    assert.deepEqual(saved.body().source.headers, { 'X-Api-Key': '{secret}' })
  })

  test('node ace leaderboards:sync [provider] syncs through the saved connector', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'skinfans', goated()), 200)
    await expectStatus(putSource(client, admin, 'hypedrop', clash()), 200)
    const one = await runAceCommand(LeaderboardsSync, ['skinfans'])
    assert.equal(one.exitCode ?? 0, 0)
    assert.deepEqual(await boardOf('skinfans'), { BucketBoss: 7250.25, WeeklyWill: 1200 })
    assert.deepEqual(await boardOf('hypedrop'), {})

    await runAceCommand(LeaderboardsSync, [])
    assert.deepEqual(await boardOf('hypedrop'), { CentCounter: 12345.67, PennyPat: 99.5 })
  })

  test('only admins, from the site itself, on a known board', async ({ client }) => {
    const user = await createUser()
    await expectStatus(putSource(client, user, 'celsius', roobet()), 403)
    const admin = await createUser({ admin: true })
    const crossSite = await client
      .put(urlFor('admin_api.leaderboards.source.update', { provider: 'celsius' }))
      .loginAs(admin)
      .crossSite()
      .accept('json')
      .json(roobet())
    crossSite.assertStatus(403)
    await expectStatus(putSource(client, admin, 'nosuch', roobet()), 404)
    await expectStatus(testSource(client, user, 'celsius'), 403)
  })
})

test.group('Leaderboards / connectors at the period end', (group) => {
  withFakePartners(group, ['leaderboard_entries', 'leaderboard_histories'])

  /** Moves a board's period so it ended an hour before `now` */
  async function endPeriod(provider: Provider, at: DateTime) {
    // (whole seconds, as the database keeps them)
    const now = at.startOf('second')
    const setting = await LeaderboardSetting.findByOrFail('provider', provider)
    setting.merge({
      startDate: now.minus({ months: 1, hours: 1 }),
      endDate: now.minus({ hours: 1 }),
    })
    await setting.save()
    return setting
  }

  test('a buckets board is snapshotted at period end; a later bucket reset is ignored', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'skinfans', goated()), 200)
    const now = DateTime.utc()
    const setting = await endPeriod('skinfans', now)
    await syncProvider('skinfans')
    // the partner's month rolled over before our rollover ran
    partners.goatedMonth = 3
    await rolloverLeaderboards(now)

    const history = await LeaderboardHistory.query()
      .where('provider', 'skinfans')
      .where('end_date', dbTimestamp(db.connection(), setting.endDate))
      .firstOrFail()
    assert.deepEqual(
      history.entries.map((e) => [e.name, e.wagered]),
      [
        ['BucketBoss', 7250.25],
        ['WeeklyWill', 1200],
      ]
    )
    // the new period reads the new bucket
    await syncProvider('skinfans')
    assert.deepEqual(await boardOf('skinfans'), { BucketBoss: 3, WeeklyWill: 1200 })
  })

  test('a cumulative board archives its growth; the next period counts from its start', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'xfun', shuffle()), 200)
    const now = DateTime.utc()
    await endPeriod('xfun', now)
    await syncProvider('xfun') // reading 1: the baseline
    await rolloverLeaderboards(now) // reading 2: the final numbers

    const history = await LeaderboardHistory.query().where('provider', 'xfun').firstOrFail()
    assert.deepEqual(
      history.entries.map((e) => [e.name, e.wagered]),
      [
        ['LifetimeLou', 3250.5],
        ['Newcomer', 640],
        ['OldTimer', 0],
      ]
    )
    await syncProvider('xfun') // reading 3, in the new period
    assert.deepEqual(await boardOf('xfun'), {
      LifetimeLou: 6749.5,
      OldTimer: 100,
      Newcomer: 0,
      Latecomer: 75,
    })
  })

  test('a range board asks for the ended period one last time', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
    const now = DateTime.utc()
    const setting = await endPeriod('celsius', now)
    await rolloverLeaderboards(now)
    const asked = partners.requests.at(-1)!
    assert.equal(asked.searchParams.get('startDate'), setting.startDate.toUTC().toISO())
    const history = await LeaderboardHistory.query().where('provider', 'celsius').firstOrFail()
    assert.deepEqual(
      history.entries.map((e) => [e.name, e.wagered]),
      [
        ['RangeRider', 4200.5],
        ['SlotSam', 880],
      ]
    )
  })
})

test.group('Leaderboards / connector addresses and the saved secret', (group) => {
  withFakePartners(group)

  const refusedLoopback =
    '127.0.0.1 is a loopback address: partner sources must be public (OUTBOUND_ALLOW_HOSTS lets a local partner through)'

  test('a source on a loopback address is refused at save, in the test answer and at sync, never called', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(withEnv({ OUTBOUND_ALLOW_HOSTS: '' }))
    const admin = await createUser({ admin: true })
    const saved = await putSource(client, admin, 'celsius', roobet())
    saved.assertStatus(422)
    assert.equal(saved.body().message, refusedLoopback)
    assert.isNull(await db.from('leaderboard_connectors').first())

    const tested = await testSource(client, admin, 'celsius', { source: roobet() })
    tested.assertStatus(200)
    assert.isFalse(tested.body().ok)
    assert.equal(tested.body().message, refusedLoopback)
    assert.equal(tested.body().code, 'address')

    // the env source is checked the same way, at every sync
    cleanup(
      withEnv({ LEADERBOARD_XFUN_URL: partners.url('/roobet/affiliate/v2/stats'), LEADERBOARD_XFUN_MODE: 'range' })
    )
    const before = await boardOf('xfun')
    const synced = await syncProvider('xfun')
    assert.deepEqual(synced, { provider: 'xfun', status: 'failed', error: refusedLoopback })
    assert.deepEqual(await boardOf('xfun'), before)
    assert.lengthOf(partners.requests, 0)
  })

  test('the saved secret is dropped when {0}, unless sent again')
    .with([
      ['the origin changes', { url: () => roobet().url.replace('127.0.0.1', 'localhost') }],
      [
        '{secret} moves from a header into the URL',
        {
          url: () => `${roobet().url}&k={secret}`,
          headers: {},
        },
      ],
      ['{secret} moves into another header', { headers: { 'X-Forward-Me': 'Bearer {secret}' } }],
      ['{secret} is added to the URL beside its header', { url: () => `${roobet().url}&k={secret}` }],
    ] as const)
    .run(async ({ client, assert, cleanup }, [, change]) => {
      cleanup(withEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1,localhost' }))
      const admin = await createUser({ admin: true })
      await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
      const moved: Record<string, unknown> = {
        ...roobet(),
        ...change,
        url: 'url' in change ? change.url() : roobet().url,
      }
      delete moved.secret

      // the test route does not send it
      const tested = await testSource(client, admin, 'celsius', { source: moved })
      assert.isTrue(tested.body().secret_dropped)
      assert.include(tested.body().message, en(CONNECTOR_MESSAGES.secretDroppedOnTest))
      assertNoSecret(assert, partners.requests.map(String))
      assertNoSecret(assert, partners.authorizations)

      // saving does not keep it, and says so
      const saved = await putSource(client, admin, 'celsius', moved)
      saved.assertStatus(200)
      assert.equal(saved.body().message, en(CONNECTOR_MESSAGES.secretDroppedOnSave))
      assert.equal(saved.body().source.secret, 'not set')
      const row = await db.from('leaderboard_connectors').where('provider', 'celsius').firstOrFail()
      assert.isNull(row.secret)
      await syncProvider('celsius')
      assertNoSecret(assert, partners.requests.map(String))
      assertNoSecret(assert, partners.authorizations)
      const audit = await AuditLog.query()
        .where('action', 'leaderboard.source.update')
        .orderBy('id', 'desc')
        .firstOrFail()
      assert.equal((audit.after as any).secret_dropped, true)

      // sent again, it is kept
      const again = await putSource(client, admin, 'celsius', { ...moved, secret: ROOBET_KEY })
      assert.equal(again.body().message, en(CONNECTOR_MESSAGES.saved))
      assert.equal(again.body().source.secret, 'set')
    })

  test('the saved secret follows a change of path or query on the same origin and places', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
    const moved: Record<string, unknown> = { ...roobet(), url: roobet().url.replace('userId=u1', 'userId=u2') }
    delete moved.secret
    const saved = await putSource(client, admin, 'celsius', moved)
    assert.equal(saved.body().message, en(CONNECTOR_MESSAGES.saved))
    assert.equal(saved.body().source.secret, 'set')
    const synced = await syncProvider('celsius')
    assert.equal(synced.status, 'synced')
    assert.equal(partners.authorizations.at(-1), `Bearer ${ROOBET_KEY}`)
  })

  test('test fetches are audited, without the secret', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await expectStatus(putSource(client, admin, 'celsius', roobet()), 200)
    await expectStatus(testSource(client, admin, 'celsius'), 200)
    await expectStatus(
      testSource(client, admin, 'celsius', { source: { ...roobet(), url: partners.url('/fail') } }),
      200
    )
    const audits = await AuditLog.query().where('action', 'leaderboard.source.test').orderBy('id')
    assert.lengthOf(audits, 2)
    assert.equal(audits[0].actorId, admin.id)
    assert.equal(audits[0].subjectType, 'leaderboard_connector')
    assert.deepInclude(audits[0].after as object, { ok: true, rows: 2 })
    assert.equal((audits[1].after as any).source.url, partners.url('/fail'))
    assert.deepInclude(audits[1].after as object, { ok: false, code: 'http_status' })
    assertNoSecret(
      assert,
      audits.map((a) => a.serialize())
    )
  })
})
