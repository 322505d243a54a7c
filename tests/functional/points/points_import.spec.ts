import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { ledgerSum } from '#tests/helpers/database/economy'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { linkAccount, unlinkAccount } from '#services/accounts/linked_accounts'
import { holdCredits } from '#services/points/held_credits'
import { CONFIRMATION } from '#shared/confirmation'
import { POINTS_IMPORT_MESSAGES as M } from '#shared/points_import'

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
    assert.equal(empty.body().message, M.empty)
    const columns = await upload(client, owner, 'id,wagered\n1,2\n', true)
    columns.assertStatus(422)
    assert.equal(columns.body().message, M.noColumns)
  })
})

test.group('Points import / apply', (group) => {
  group.each.setup(() => resetDatabase())

  test('credits each matched user through the ledger (reason import) and holds the rest, audited', async ({
    client,
    assert,
  }) => {
    const { owner, fan, kicker } = await site()
    const response = await upload(client, owner, STREAMELEMENTS, false)
    response.assertStatus(200)
    assert.equal(response.body().message, M.applied)

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
    await upload(client, owner, STREAMELEMENTS, false).then((r) => r.assertStatus(200))
    const after = await fingerprint()

    const again = await upload(client, owner, STREAMELEMENTS, false)
    again.assertStatus(409)
    assert.equal(again.body().message, M.alreadyImported)
    assert.equal(await fingerprint(), after)

    const preview = await upload(client, owner, STREAMELEMENTS, true)
    assert.isTrue(preview.body().preview.already_imported)
  })

  test('two applies of one file at once credit it once', async ({ client, assert }) => {
    const { owner, fan } = await site()
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
    assert.equal(refused.body().error, CONFIRMATION.error)
    assert.equal(await fingerprint(), before)
    await upload(client, owner, STREAMELEMENTS, true, { confirmed: false }).then((r) => r.assertStatus(200))
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

test.group('Points import / held credits', (group) => {
  group.each.setup(() => resetDatabase())

  test('are paid when a user links that Kick name, once', async ({ client, assert }) => {
    const { owner } = await site()
    await upload(client, owner, STREAMELEMENTS, false).then((r) => r.assertStatus(200))

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
})
