import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { loadPublicBoard } from '#services/leaderboards/public_board'
import User from '#models/user'

const csv = (text: string) => Buffer.from(text, 'utf8')

test.group('Admin / leaderboard CSV import', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('rows land on the current board, in place, and the import is audited', async ({ client, assert }) => {
    const admin = await User.findByOrFail('username', 'admin')
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.leaderboards.import', { provider: 'xfun' }))
      .file('file', csv('username,wagered\nVoltViper,9999999\nCsvNewcomer,42.5\n'), {
        filename: 'wagers.csv',
      })
    response.assertStatus(200)
    response.assertBodyContains({ imported: 2 })

    const board = await loadPublicBoard('xfun')
    assert.equal(board.leaderboard[0].username, 'VoltViper')
    assert.equal(board.leaderboard[0].wagered, 9_999_999)
    assert.isTrue(board.leaderboard.some((e) => e.username === 'CsvNewcomer'))
    const audit = await db.from('audit_logs').where('action', 'leaderboard.import_csv').first()
    assert.equal(audit.actor_id, admin.id)
  })

  test('a BOM, a quoted "1,234.56" and a quoted comma in a name; a malformed line is named', async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('username', 'admin')
    const url = urlFor('admin_api.leaderboards.import', { provider: 'xfun' })
    const response = await jsonAs(client, admin)
      .post(url)
      .file('file', csv('\uFEFFusername,wagered\r\n"Csv, Comma","1,234.56"\r\n'), { filename: 'w.csv' })
    response.assertStatus(200)
    response.assertBodyContains({ imported: 1 })
    const before = await loadPublicBoard('xfun')
    const entry = before.leaderboard.find((e) => e.username === 'Csv, Comma')
    assert.equal(entry?.wagered, 1234.56)

    const malformed = await jsonAs(client, admin)
      .post(url)
      .file('file', csv('username,wagered\nVoltViper,1\n"Broken"x,2\n'), { filename: 'w.csv' })
    malformed.assertStatus(422)
    malformed.assertBodyContains({ message: 'line 3: a quote ends in the middle of a cell' })
    const after = await loadPublicBoard('xfun')
    assert.deepEqual(after.leaderboard, before.leaderboard)
  })

  test('a bad file is refused whole and changes nothing', async ({ client, assert }) => {
    const admin = await User.findByOrFail('username', 'admin')
    const before = await loadPublicBoard('xfun')
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.leaderboards.import', { provider: 'xfun' }))
      .file('file', csv('VoltViper,1\nBroken,-5\n'), { filename: 'wagers.csv' })
    response.assertStatus(422)
    response.assertBodyContains({ message: 'line 2: wagered must be a number >= 0' })
    const after = await loadPublicBoard('xfun')
    assert.deepEqual(after.leaderboard, before.leaderboard)
  })

  test('an unknown provider or a missing file is refused', async ({ client }) => {
    const admin = await User.findByOrFail('username', 'admin')
    const unknown = await jsonAs(client, admin)
      .post(urlFor('admin_api.leaderboards.import', { provider: 'stake' }))
      .file('file', csv('a,1'), { filename: 'w.csv' })
    unknown.assertStatus(404)
    const missing = await jsonAs(client, admin).post(urlFor('admin_api.leaderboards.import', { provider: 'xfun' }))
    missing.assertStatus(422)
    missing.assertBodyContains({ message: 'Please select a CSV file' })
  })

  test('a CSV over 2 MB is refused and changes nothing', async ({ client, assert }) => {
    const admin = await User.findByOrFail('username', 'admin')
    const before = await loadPublicBoard('xfun')
    const rows = 'VoltViper,1\n'.repeat(Math.ceil((2.2 * 1024 * 1024) / 12))
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.leaderboards.import', { provider: 'xfun' }))
      .file('file', csv(rows), { filename: 'wagers.csv' })
    response.assertStatus(422)
    response.assertBodyContains({ message: 'The CSV file must be 2 MB or smaller' })
    const after = await loadPublicBoard('xfun')
    assert.deepEqual(after.leaderboard, before.leaderboard)
  })
})
