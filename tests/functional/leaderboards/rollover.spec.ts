import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import type { Kernel } from '@adonisjs/core/ace'
import { resetDatabase } from '#tests/helpers/database/database'
import LeaderboardSetting from '#models/leaderboard_setting'
import { BoardFactory, boardPlayers } from '#database/factories/board_factory'
import LeaderboardHistory from '#models/leaderboard_history'
import AuditLog from '#models/audit_log'
import LeaderboardsRollover from '../../../commands/leaderboards_rollover.js'
import { nextPeriod, rolloverLeaderboards } from '#services/leaderboards/rollover'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import type { Provider } from '#shared/leaderboards'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }) as DateTime<true>

/** A board whose January period ended at the start of February, with 12 players */
async function endedBoard(provider: Provider, autoRestart: boolean, players = 12) {
  const setting = await BoardFactory.merge({ provider, autoRestart }).create()
  await boardPlayers(setting, players, (i) => ({
    wagered: 1000 * (i + 1),
    baseline: i === players - 1 ? 5000 : 0,
  }))
  return setting
}

const NOW = utc('2026-02-01T00:10:00')

test.group('Leaderboards / period rollover', (group) => {
  group.each.setup(() => resetDatabase())

  test('an auto-restart board is archived and starts a calendar month at the old end', async ({ assert }) => {
    await endedBoard('celsius', true)
    const results = await rolloverLeaderboards(NOW)
    assert.lengthOf(results, 1)
    assert.equal(results[0].archived, 12)

    const history = await LeaderboardHistory.query().where('provider', 'celsius').firstOrFail()
    assert.equal(history.startDate.toMillis(), utc('2026-01-01T00:00:00').toMillis())
    assert.equal(history.endDate.toMillis(), utc('2026-02-01T00:00:00').toMillis())
    assert.equal(history.prize, 1000)
    assert.lengthOf(history.entries, 12)
    // ranked by wagered less the baseline: player12 wagered 12,000 from a 5,000 baseline
    assert.deepEqual(history.entries[0], {
      name: 'player11',
      avatar: null,
      wagered: 11000,
      prize: 400,
    })
    assert.equal(history.entries[1].name, 'player10')
    assert.equal(history.entries.find((e) => e.name === 'player12')!.wagered, 7000)
    assert.lengthOf(history.winners, 10)
    assert.deepEqual(history.winners, history.entries.slice(0, 10))
    assert.deepEqual(
      history.winners.map((w) => w.prize),
      [400, 200, 120, 80, 60, 50, 30, 25, 20, 15]
    )
    assert.equal(history.entries[10].prize, 0)

    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    assert.isTrue(setting.enabled)
    assert.equal(setting.startDate.toMillis(), utc('2026-02-01T00:00:00').toMillis())
    assert.equal(setting.endDate.toMillis(), utc('2026-03-01T00:00:00').toMillis())

    const audit = await AuditLog.findByOrFail('action', 'leaderboard.rollover')
    assert.isNull(audit.actorId)
    assert.equal((audit.after as any).archived_history_id, history.id)
  })

  test('the public board shows the new period and the archived card', async ({ assert }) => {
    await endedBoard('skinfans', true)
    const cached = await loadPublicBoard('skinfans')
    assert.lengthOf(cached.history, 0)
    await rolloverLeaderboards(NOW)
    const board = await loadPublicBoard('skinfans')
    assert.equal(board.end_date, '2026-03-01T00:00:00.000Z')
    assert.lengthOf(board.leaderboard, 0)
    assert.lengthOf(board.history, 1)
    assert.equal(board.history[0].top[0].name, 'player11')
  })

  test('a one-time board is archived and disabled', async ({ assert }) => {
    await endedBoard('xfun', false)
    await rolloverLeaderboards(NOW)
    const setting = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    assert.isFalse(setting.enabled)
    assert.equal(setting.endDate.toMillis(), utc('2026-02-01T00:00:00').toMillis())
    assert.lengthOf(await LeaderboardHistory.query().where('provider', 'xfun'), 1)
  })

  test('running it twice archives once', async ({ assert }) => {
    await endedBoard('celsius', true)
    await endedBoard('xfun', false)
    const first = await rolloverLeaderboards(NOW)
    const second = await rolloverLeaderboards(NOW)
    assert.lengthOf(first, 2)
    assert.lengthOf(second, 0)
    assert.lengthOf(await LeaderboardHistory.all(), 2)
    assert.lengthOf(await AuditLog.query().where('action', 'leaderboard.rollover'), 2)
  })

  test('two runs at once archive once', async ({ assert }) => {
    await endedBoard('hypedrop', true)
    const [a, b] = await Promise.all([rolloverLeaderboards(NOW), rolloverLeaderboards(NOW)])
    assert.equal(a.length + b.length, 1)
    assert.lengthOf(await LeaderboardHistory.all(), 1)
    const setting = await LeaderboardSetting.findByOrFail('provider', 'hypedrop')
    assert.equal(setting.endDate.toMillis(), utc('2026-03-01T00:00:00').toMillis())
  })

  test('running and disabled boards are left alone', async ({ assert }) => {
    await endedBoard('celsius', true)
    const disabled = await endedBoard('xfun', true)
    disabled.enabled = false
    await disabled.save()
    const results = await rolloverLeaderboards(utc('2026-01-20T00:00:00'))
    assert.lengthOf(results, 0)
    const later = await rolloverLeaderboards(NOW)
    assert.deepEqual(
      later.map((r) => r.provider),
      ['celsius']
    )
    const xfun = await LeaderboardSetting.findByOrFail('provider', 'xfun')
    assert.equal(xfun.endDate.toMillis(), utc('2026-02-01T00:00:00').toMillis())
    assert.lengthOf(await LeaderboardHistory.query().where('provider', 'xfun'), 0)
  })

  test('a period nobody wagered in restarts without a history card', async ({ assert }) => {
    await endedBoard('celsius', true, 0)
    const [result] = await rolloverLeaderboards(NOW)
    assert.equal(result.archived, 0)
    assert.isNotNull(result.restarted)
    assert.lengthOf(await LeaderboardHistory.all(), 0)
  })

  test('the next period lasts a calendar month and skips whole months missed', ({ assert }) => {
    const jan31 = utc('2026-01-31T00:00:00')
    const next = nextPeriod(jan31, utc('2026-02-01T00:00:00'))
    assert.equal(next.start.toISO(), '2026-01-31T00:00:00.000Z')
    assert.equal(next.end.toISO(), '2026-02-28T00:00:00.000Z')
    const late = nextPeriod(jan31, utc('2026-04-02T00:00:00'))
    assert.equal(late.start.toISO(), '2026-03-31T00:00:00.000Z')
    assert.equal(late.end.toISO(), '2026-04-30T00:00:00.000Z')
  })

  test('node ace leaderboards:rollover runs it and reports each board', async ({ assert }) => {
    await endedBoard('celsius', true)
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await (ace as Kernel).create(LeaderboardsRollover, [])
    await command.exec()
    command.assertSucceeded()
    command.assertLogMatches(/celsius: 12 standings archived, new period/)
    assert.lengthOf(await LeaderboardHistory.all(), 1)

    const again = await (ace as Kernel).create(LeaderboardsRollover, [])
    await again.exec()
    again.assertSucceeded()
    again.assertLogMatches(/no leaderboard period has ended/)
  })
})
