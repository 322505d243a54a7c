import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { syncProvider } from '#services/leaderboards/sync_entries'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import LeaderboardSetting from '#models/leaderboard_setting'
import env from '#start/env'
import { withEnv } from '#tests/helpers/processes/env'
import db from '@adonisjs/lucid/services/db'
import { dbTimestamp } from '#infra/db/time'

/** Every row of the xfun board's current period, name to wagered as shown (minus baseline) */
async function periodRows() {
  const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
  const rows = await db
    .from('leaderboard_entries')
    .where('provider', 'xfun')
    .where('period_start', dbTimestamp(db.connection(), setting.startDate))
    .select('username', 'wagered', 'baseline')
  return Object.fromEntries(rows.map((r) => [r.username, Number(r.wagered) - Number(r.baseline)]))
}

/** A partner affiliate API on 127.0.0.1 whose answer each test sets */
class FakePartner {
  server!: Server
  answer: { status: number; body: unknown } = { status: 200, body: [] }
  requests: URL[] = []

  async start() {
    this.server = createServer((req, res) => {
      this.requests.push(new URL(req.url!, 'http://127.0.0.1'))
      res.writeHead(this.answer.status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(this.answer.body))
    })
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/wagers`
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve))
  }
}

test.group('Leaderboards / partner sync', (group) => {
  const partner = new FakePartner()
  /** The partner answers these rows (200); then one sync of xfun */
  const syncXfun = (body: unknown) => {
    partner.answer = { status: 200, body }
    return syncProvider('xfun')
  }
  /** The partner lists these wagers ({ username: wagered }, in that order); one sync reads them */
  const syncWagers = (wagers: Record<string, number>) =>
    syncXfun(Object.entries(wagers).map(([username, wagered]) => ({ username, wagered })))

  group.setup(async () => {
    const restore = withEnv({
      LEADERBOARD_XFUN_URL: await partner.start(),
      LEADERBOARD_XFUN_KEY: 'secret-key',
      LEADERBOARD_XFUN_MODE: undefined,
    })
    return async () => {
      restore()
      await partner.stop()
    }
  })

  group.each.setup(async () => {
    await resetToDemoSite()
    partner.requests = []
  })

  test('range mode asks for the period and updates the board in place', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'range')
    partner.answer = {
      status: 200,
      body: {
        data: [
          { username: 'VoltViper', wagered: 9_999_999 },
          { username: 'NewFace', wagered: 12.5 },
        ],
      },
    }
    // the board as visitors see it is cached: the sync must rebuild it
    const cached = await loadPublicBoard('xfun')
    assert.notEqual(cached.leaderboard[0].wagered, 9_999_999)
    const result = await syncProvider('xfun')
    assert.deepEqual(result, { provider: 'xfun', status: 'synced', entries: 2 })

    const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    assert.equal(partner.requests[0].searchParams.get('start'), setting.startDate.toUTC().toISO())
    const board = await loadPublicBoard('xfun')
    assert.equal(board.leaderboard[0].username, 'VoltViper')
    assert.equal(board.leaderboard[0].wagered, 9_999_999)
    assert.isTrue(board.leaderboard.some((e) => e.username === 'NewFace'))
    assert.isNull(setting.lastSyncError)
  })

  test('cumulative mode shows the gain over the period start', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'cumulative')
    const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    setting.startDate = setting.startDate.plus({ months: 1 })
    await setting.save()

    await syncWagers({ Grinder: 50_000 })
    await syncWagers({ Grinder: 53_500, Newbie: 800 })

    const board = await loadPublicBoard('xfun')
    const byName = Object.fromEntries(board.leaderboard.map((e) => [e.username, e.wagered]))
    assert.deepEqual(byName, { Grinder: 3_500, Newbie: 800 })
  })

  test('a failing partner keeps the last good data and records the error', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'rolling')
    const before = await loadPublicBoard('xfun')
    partner.answer = { status: 502, body: { message: 'bad gateway' } }
    const result = await syncProvider('xfun')
    assert.equal(result.status, 'failed')
    const after = await loadPublicBoard('xfun')
    assert.deepEqual(after.leaderboard, before.leaderboard)
    const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    assert.include(setting.lastSyncError!, 'xfun API answered 502')
  })

  test('unconfigured and disabled providers are skipped', async ({ assert }) => {
    assert.deepEqual(await syncProvider('hypedrop'), {
      provider: 'hypedrop',
      status: 'skipped',
      reason: 'not configured',
    })
    await LeaderboardSetting.query().where('provider', 'xfun').update({ enabled: false })
    assert.deepEqual(await syncProvider('xfun'), {
      provider: 'xfun',
      status: 'skipped',
      reason: 'disabled',
    })
    assert.lengthOf(partner.requests, 0)
  })

  test('a range source replaces the demo board: the board is exactly what the partner lists', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'range')
    assert.isAbove(Object.keys(await periodRows()).length, 30)
    const synced = await syncWagers({ RealPlayer: 1234.5 })
    assert.equal(synced.status, 'synced')
    assert.deepEqual(await periodRows(), { RealPlayer: 1234.5 })
    const board = await loadPublicBoard('xfun')
    assert.deepEqual(
      board.leaderboard.map((e) => [e.username, e.wagered]),
      [['RealPlayer', 1234.5]]
    )

    // a player the partner no longer lists leaves the board
    await syncWagers({ Second: 20, Third: 10 })
    assert.deepEqual(await periodRows(), { Second: 20, Third: 10 })
  })

  test('a buckets source replaces the demo board; its highest reading holds while listed', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'rolling')
    const demo = await periodRows()
    assert.isAbove(demo.VoltViper, 1000)
    // a partner player with a demo name does not inherit the demo number
    await syncWagers({ VoltViper: 10 })
    assert.deepEqual(await periodRows(), { VoltViper: 10 })

    await syncWagers({ VoltViper: 4, Other: 3 })
    assert.deepEqual(await periodRows(), { VoltViper: 10, Other: 3 })

    await syncWagers({ Other: 5 })
    assert.deepEqual(await periodRows(), { Other: 5 })
  })

  test('a cumulative source replaces the demo board and keeps its baselines', async ({ assert }) => {
    env.set('LEADERBOARD_XFUN_MODE', 'cumulative')
    assert.isAbove(Object.keys(await periodRows()).length, 30)
    await syncWagers({ Grinder: 50_000 })
    // the first reading is the baseline: lifetime totals are not this period's wagers
    assert.deepEqual(await periodRows(), { Grinder: 0 })

    await syncWagers({ Grinder: 53_500, Newbie: 800 })
    assert.deepEqual(await periodRows(), { Grinder: 3_500, Newbie: 800 })

    // a reading that skips a player keeps their row and baseline
    await syncWagers({ Newbie: 900 })
    await syncWagers({ Grinder: 54_000, Newbie: 900 })
    assert.deepEqual(await periodRows(), { Grinder: 4_000, Newbie: 900 })
  })
})
