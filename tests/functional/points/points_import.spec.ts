import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { auditPointsAfterEach, ledgerSum } from '#tests/helpers/database/economy'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { linkAccount, unlinkAccount } from '#services/accounts/linked_accounts'
import { holdCredits } from '#services/points/held_credits'
import { ERROR_CODES } from '#shared/errors'
import { POINTS_IMPORT_MESSAGES as M } from '#shared/points_import'
import { readCsv } from '#infra/csv/csv'
import { dbTimestamp } from '#infra/db/time'
import { en } from '#tests/helpers/i18n/english'

const csv = (text: string) => Buffer.from(text, 'utf8')

/** A StreamElements export: its own header and extra columns, in any order */
const STREAMELEMENTS =
  'Username,Display Name,Points,Watchtime\nneonfan,NeonFan,1500,120\nKickOnly,KickOnly,700,30\nghost_viewer,Ghost,250,5\n'

function upload(client: ApiClient, owner: User, text: string, dryRun: boolean, options: { confirmed?: boolean } = {}) {
  return jsonAs(client, owner, options)
    .post(urlFor('admin_api.points.import'))
    .file('file', csv(text), { filename: 'points.csv' })
    .field('dry_run', String(dryRun))
}

/** The dry run, then the apply: applying needs a recent dry run of the same file */
async function previewThenApply(client: ApiClient, owner: User, text: string) {
  await upload(client, owner, text, true).then((r) => r.assertStatus(200))
  return upload(client, owner, text, false)
}

/** Everything an import could write */
async function fingerprint() {
  const tables = ['users', 'point_transactions', 'held_credits', 'points_imports', 'audit_logs']
  return JSON.stringify(await Promise.all(tables.map((t) => db.from(t).orderBy('id').select('*'))))
}

/** neonfan matches by site username, KickOnly by the Kick name linked to "streamfan" */
async function site() {
  const owner = await createUser({ username: 'bigboss', role: 'owner' })
  const fan = await createUser({ username: 'NeonFan', points: 100 })
  const kicker = await createUser({ username: 'streamfan' })
  await linkAccount(kicker, 'kick', { id: 'k-1', username: 'kickonly' })
  return { owner, fan, kicker }
}

test.group('Points import / dry run', (group) => {
  group.each.setup(() => resetDatabase())

  test('a StreamElements export: matched users, unmatched rows and totals, nothing written', async ({
    client,
    assert,
  }) => {
    const { owner, fan, kicker } = await site()
    const before = await fingerprint()
    const response = await upload(client, owner, STREAMELEMENTS, true)
    response.assertStatus(200)
    const { dry_run: dryRun, preview } = response.body()
    assert.isTrue(dryRun)
    assert.match(preview.sha256, /^[0-9a-f]{64}$/)
    assert.isFalse(preview.already_imported)
    assert.deepEqual(
      preview.matched.map((r: any) => [r.username, r.points, r.user.id, r.matched_by]),
      [
        ['neonfan', 1500, fan.id, 'username'],
        ['KickOnly', 700, kicker.id, 'kick_username'],
      ]
    )
    assert.deepEqual(
      preview.unmatched.map((r: any) => [r.username, r.points]),
      [['ghost_viewer', 250]]
    )
    assert.deepEqual(preview.totals, {
      matched_users: 2,
      matched_points: 2200,
      unmatched_rows: 1,
      unmatched_points: 250,
      ambiguous_rows: 0,
      ambiguous_points: 0,
    })
    assert.equal(await fingerprint(), before)
  })

  test('a generic username,points,kick_username file without a header; bad lines are listed', async ({
    client,
    assert,
  }) => {
    const { owner } = await site()
    const response = await upload(client, owner, 'nobody_here,40,SomeKicker\nneonfan,12\nbroken,-3\n,5\n', true)
    response.assertStatus(200)
    const { preview } = response.body()
    assert.deepEqual(
      preview.unmatched.map((r: any) => [r.username, r.kick_username, r.points]),
      [['nobody_here', 'SomeKicker', 40]]
    )
    assert.equal(preview.totals.matched_points, 12)
    assert.lengthOf(preview.problems, 2)
    assert.include(preview.problems[0], 'line 3')
  })

  test('refuses a file without rows or without the columns', async ({ client, assert }) => {
    const { owner } = await site()
    const empty = await upload(client, owner, '\n\n', true)
    empty.assertStatus(422)
    assert.equal(empty.body().message, en(M.empty))
    const columns = await upload(client, owner, 'id,wagered\n1,2\n', true)
    columns.assertStatus(422)
    assert.equal(columns.body().message, en(M.noColumns))
  })
})

test.group('Points import / apply', (group) => {
  group.each.setup(() => resetDatabase())

  test('credits each matched user through the ledger (reason import) and holds the rest, audited', async ({
    client,
    assert,
  }) => {
    const { owner, fan, kicker } = await site()
    const response = await previewThenApply(client, owner, STREAMELEMENTS)
    response.assertStatus(200)
    assert.equal(response.body().message, en(M.applied))

    await fan.refresh()
    await kicker.refresh()
    assert.equal(fan.balance, 100 + 1500)
    assert.equal(kicker.balance, 700)
    assert.equal(await ledgerSum(fan.id), fan.balance)
    const rows = await db.from('point_transactions').where('reason', 'import').orderBy('id')
    assert.deepEqual(
      rows.map((r) => [r.user_id, Number(r.delta), r.reference_type]),
      [
        [fan.id, 1500, 'points_import'],
        [kicker.id, 700, 'points_import'],
      ]
    )
    const held = await db.from('held_credits').select('kick_username', 'points', 'reason', 'paid_at')
    assert.deepEqual(
      held.map((h) => [h.kick_username, Number(h.points), h.reason, h.paid_at]),
      [['ghost_viewer', 250, 'import', null]]
    )
    const audit = await AuditLog.findByOrFail('action', 'points.import')
    assert.equal(audit.actorId, owner.id)
    assert.deepEqual((audit.after as any).matched_points, 2200)
  })

  test('the same file twice changes nothing the second time', async ({ client, assert }) => {
    const { owner } = await site()
    await previewThenApply(client, owner, STREAMELEMENTS).then((r) => r.assertStatus(200))
    const after = await fingerprint()

    const again = await upload(client, owner, STREAMELEMENTS, false)
    again.assertStatus(409)
    assert.equal(again.body().message, en(M.alreadyImported))
    assert.equal(await fingerprint(), after)

    const preview = await upload(client, owner, STREAMELEMENTS, true)
    assert.isTrue(preview.body().preview.already_imported)
  })

  test('two applies of one file at once credit it once', async ({ client, assert }) => {
    const { owner, fan } = await site()
    await upload(client, owner, STREAMELEMENTS, true).then((r) => r.assertStatus(200))
    const answers = await Promise.all([0, 1, 2].map(() => upload(client, owner, STREAMELEMENTS, false)))
    assert.sameMembers(
      answers.map((a) => a.status()),
      [200, 409, 409]
    )
    await fan.refresh()
    assert.equal(fan.balance, 1600)
  })

  test('applying needs a recent confirmation; the dry run does not', async ({ client, assert }) => {
    const { owner } = await site()
    const before = await fingerprint()
    const refused = await upload(client, owner, STREAMELEMENTS, false, { confirmed: false })
    refused.assertStatus(403)
    assert.equal(refused.body().error, ERROR_CODES.confirmationRequired)
    assert.equal(await fingerprint(), before)
    await upload(client, owner, STREAMELEMENTS, true, { confirmed: false }).then((r) => r.assertStatus(200))
  })

  test('applying needs a dry run of the same file by the same owner in the last 30 minutes', async ({
    client,
    assert,
  }) => {
    const { owner, fan } = await site()
    const other = await createUser({ username: 'coowner', role: 'owner' })
    const before = await fingerprint()
    const refuse = async (response: Awaited<ReturnType<typeof upload>>) => {
      response.assertStatus(409)
      assert.equal(response.body().message, en(M.dryRunFirst, { minutes: '30' }))
      assert.equal(await fingerprint(), before)
    }
    await refuse(await upload(client, owner, STREAMELEMENTS, false))
    // a dry run of another file, or by another owner, does not count
    await upload(client, owner, `${STREAMELEMENTS}extra,1,1,1\n`, true).then((r) => r.assertStatus(200))
    await upload(client, other, STREAMELEMENTS, true).then((r) => r.assertStatus(200))
    await refuse(await upload(client, owner, STREAMELEMENTS, false))
    // nor one older than 30 minutes
    await upload(client, owner, STREAMELEMENTS, true).then((r) => r.assertStatus(200))
    const stale = dbTimestamp(db.connection(), DateTime.utc().minus({ minutes: 31 }))
    await db.from('points_import_dry_runs').update({ created_at: stale })
    await refuse(await upload(client, owner, STREAMELEMENTS, false))

    await upload(client, owner, STREAMELEMENTS, true).then((r) => r.assertStatus(200))
    await upload(client, owner, STREAMELEMENTS, false).then((r) => r.assertStatus(200))
    await fan.refresh()
    assert.equal(fan.balance, 1600)
  })

  test('CSV edge cases: a BOM, a quoted "1,234" and a quoted comma in a name; a malformed line is named', async ({
    client,
    assert,
  }) => {
    const { owner, fan } = await site()
    const text = '\uFEFFUsername,Points\r\nneonfan,"1,234"\r\n"Doe, Jane","2,500"\r\n'
    const dryRun = await upload(client, owner, text, true)
    const { preview } = dryRun.body()
    assert.deepEqual(preview.problems, [])
    assert.deepEqual(
      preview.matched.map((r: any) => [r.line, r.user.id, r.points]),
      [[2, fan.id, 1234]]
    )
    assert.deepEqual(
      preview.unmatched.map((r: any) => [r.line, r.username, r.points]),
      [[3, 'Doe, Jane', 2500]]
    )
    await upload(client, owner, text, false).then((r) => r.assertStatus(200))
    await fan.refresh()
    assert.equal(fan.balance, 100 + 1234)

    const before = await fingerprint()
    const malformed = await upload(client, owner, 'Username,Points\nneonfan,5\n"ghost"x,7\n', true)
    malformed.assertStatus(422)
    assert.equal(malformed.body().message, 'line 3: a quote ends in the middle of a cell')
    assert.equal(await fingerprint(), before)
  })

  test('a file with bad lines is refused as a whole', async ({ client, assert }) => {
    const { owner } = await site()
    const before = await fingerprint()
    const response = await upload(client, owner, 'neonfan,10\nbroken,ten\n', false)
    response.assertStatus(422)
    assert.include(response.body().message, 'line 2')
    assert.equal(await fingerprint(), before)
  })
})

test.group('Points import / who a row credits', (group) => {
  group.each.setup(() => resetDatabase())
  auditPointsAfterEach(group)

  test('a site username imitating a linked Kick name is ambiguous: listed, credited to nobody, held', async ({
    client,
    assert,
  }) => {
    const { owner, kicker } = await site()
    // "KickOnly" signs up under the Kick name that streamfan linked and verified
    const imitator = await createUser({ username: 'KickOnly' })
    const dryRun = await upload(client, owner, STREAMELEMENTS, true)
    const { preview } = dryRun.body()
    assert.deepEqual(
      preview.matched.map((r: any) => r.username),
      ['neonfan']
    )
    assert.deepEqual(
      preview.ambiguous.map((r: any) => [
        r.line,
        r.username,
        r.points,
        r.candidates.map((c: any) => [c.id, c.matched_by]),
      ]),
      [
        [
          3,
          'KickOnly',
          700,
          [
            [kicker.id, 'kick_username'],
            [imitator.id, 'username'],
          ],
        ],
      ]
    )
    assert.equal(preview.totals.ambiguous_rows, 1)
    assert.equal(preview.totals.ambiguous_points, 700)

    const applied = await upload(client, owner, STREAMELEMENTS, false)
    applied.assertStatus(200)
    await kicker.refresh()
    await imitator.refresh()
    assert.equal(kicker.balance, 0)
    assert.equal(imitator.balance, 0)
    const held = await db.from('held_credits').orderBy('kick_username').select('kick_username', 'points')
    assert.deepEqual(
      held.map((h) => [h.kick_username, Number(h.points)]),
      [
        ['ghost_viewer', 250],
        ['kickonly', 700],
      ]
    )
    const record = await db.from('points_imports').firstOrFail()
    assert.deepEqual([record.held_rows, Number(record.held_points)], [2, 950])
  })

  test('a linked Kick name comes before a site username; a row naming two accounts is held', async ({
    client,
    assert,
  }) => {
    const { owner, kicker } = await site()
    const other = await createUser({ username: 'otherfan' })
    await linkAccount(other, 'kick', { id: 'k-9', username: 'neonfan' })
    // neonfan: the site user NeonFan and otherfan's linked Kick name (ambiguous);
    // streamfan with Kick name kickonly: one account both ways (matched by Kick);
    // kickonly naming the unlinked Kick account "someoneelse": two accounts' names (ambiguous)
    const text = 'neonfan,10\nstreamfan,20,kickonly\nkickonly,30,someoneelse\notherfan,40\n'
    const dryRun = await upload(client, owner, text, true)
    const { preview } = dryRun.body()
    assert.deepEqual(
      preview.matched.map((r: any) => [r.line, r.user.id, r.matched_by]),
      [
        [2, kicker.id, 'kick_username'],
        [4, other.id, 'username'],
      ]
    )
    assert.deepEqual(
      preview.ambiguous.map((r: any) => r.line),
      [1, 3]
    )
    assert.deepEqual(preview.unmatched, [])
  })
})

test.group('Points import / held credits', (group) => {
  group.each.setup(() => resetDatabase())

  test('are paid when a user links that Kick name, once', async ({ client, assert }) => {
    const { owner } = await site()
    await previewThenApply(client, owner, STREAMELEMENTS).then((r) => r.assertStatus(200))

    const newcomer = await createUser({ username: 'latecomer' })
    await linkAccount(newcomer, 'kick', { id: 'k-2', username: 'Ghost_Viewer' })
    await newcomer.refresh()
    assert.equal(newcomer.balance, 250)
    assert.equal(await ledgerSum(newcomer.id), 250)
    const payment = await db.from('point_transactions').where('user_id', newcomer.id).firstOrFail()
    assert.equal(payment.reason, 'import')
    const held = await db.from('held_credits').firstOrFail()
    assert.equal(held.paid_user_id, newcomer.id)
    assert.isNotNull(held.paid_at)

    // unlinking and linking again pays nothing more
    await unlinkAccount(newcomer, 'kick')
    await linkAccount(newcomer, 'kick', { id: 'k-2', username: 'ghost_viewer' })
    await newcomer.refresh()
    assert.equal(newcomer.balance, 250)
  })

  test('an expired credit is not paid', async ({ assert }) => {
    await db.transaction((trx) =>
      holdCredits(trx, [
        {
          kickUsername: 'late',
          points: 99,
          reason: 'import',
          referenceType: 'points_import',
          referenceId: 1,
          expiresAt: DateTime.utc().minus({ days: 1 }),
        },
      ])
    )
    const user = await createUser({ username: 'lateuser' })
    await linkAccount(user, 'kick', { id: 'k-3', username: 'late' })
    await user.refresh()
    assert.equal(user.balance, 0)
  })
})

test.group('Points export', (group) => {
  group.each.setup(() => resetDatabase())

  test('every balance as CSV, for the owner', async ({ client, assert }) => {
    const { owner, fan } = await site()
    const response = await jsonAs(client, owner).get(urlFor('admin_api.points.export'))
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/csv')
    assert.include(response.header('content-disposition'), 'attachment')
    const lines = response.text().trim().split('\n')
    assert.equal(lines[0], 'username,points,kick_username')
    assert.include(lines, `${fan.username},100,`)
    assert.include(lines, 'streamfan,0,kickonly')
    assert.lengthOf(lines, 1 + (await User.all().then((r) => r.length)))
  })

  test('a cell a spreadsheet would run as a formula is exported as text', async ({ client, assert }) => {
    const { owner } = await site()
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']
    for (const [index, name] of names.entries()) {
      const user = await createUser({ username: `formula${index}` })
      await linkAccount(user, 'kick', { id: `f-${index}`, username: name })
    }
    const exported = await jsonAs(client, owner).get(urlFor('admin_api.points.export'))
    const text = exported.text()
    for (const [index, name] of names.entries()) {
      const line = readCsv(text).find((r) => r.cells[0] === `formula${index}`)
      assert.equal(line?.cells[2], `'${name}`, JSON.stringify(name))
    }
    assert.notMatch(text, /(^|,)[=+@-]/m)
  })
})
