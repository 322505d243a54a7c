import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { listRoleRules } from '#services/discord/role_rules'
import { ROLE_RULE_INPUT_MESSAGES as M, ROLE_SYNC_MESSAGES } from '#shared/discord_roles'
import { ROLE_MESSAGES } from '#shared/roles'
import { en } from '#tests/helpers/i18n/english'

const ROLE_ID = '910000000000000001'

test.group('Discord role sync / the rules (PUT /api/admin/discord/roles)', (group) => {
  group.each.setup(() => resetDatabase())

  test('an admin replaces the whole list: audited, a full pass queued, the unused fields dropped', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const milestone = await db.from('milestones').orderBy('id').first()
    const put = (rules: object[]) => jsonAs(client, admin).put(urlFor('admin_api.discord.roles'), { rules })
    // one rule of each other kind, each with exactly its fields: saved as sent
    const others = [
      { kind: 'milestone_tier', role_id: '910000000000000002', milestone_id: milestone.id },
      { kind: 'board_top', role_id: '910000000000000003', board: 'points', top: 3 },
      { kind: 'points_month', role_id: '910000000000000004', points: 1000 },
      { kind: 'subscriber', role_id: '910000000000000005' },
      { kind: 'staff', role_id: '910000000000000006', staff_role: 'moderator' },
      { kind: 'staff', role_id: '910000000000000007', staff_role: null },
    ]
    const response = await put([{ kind: 'linked', role_id: ROLE_ID, points: 5 }, ...others])
    response.assertStatus(200)
    const saved = await listRoleRules()
    const rules = saved.map(({ id: _, ...rule }) => rule)
    assert.deepEqual(rules, [{ kind: 'linked', role_id: ROLE_ID }, ...others])
    assert.deepEqual(response.body().rules.length, 7)
    assert.lengthOf(await db.from('audit_logs').where('action', 'discord.role_rules'), 1)
    assert.lengthOf(await db.from('discord_sync_queue').whereNull('user_id').whereNull('discord_user_id'), 1)

    const emptied = await put([])
    emptied.assertStatus(200)
    assert.lengthOf(await listRoleRules(), 0)
  })

  test('bad rules are refused with clear words and change nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const put = (body: object) => jsonAs(client, admin).put(urlFor('admin_api.discord.roles'), body)
    const saved = await put({ rules: [{ kind: 'linked', role_id: ROLE_ID }] })
    saved.assertStatus(200)
    const cases: [object, string][] = [
      [{}, en(M.rules)],
      [{ rules: 'linked' }, en(M.rules)],
      [{ rules: [{ kind: 'vip', role_id: ROLE_ID }] }, en(M.kind)],
      [{ rules: [{ kind: 'linked', role_id: '12345' }] }, en(M.roleId)],
      [{ rules: [{ kind: 'milestone_tier', role_id: ROLE_ID }] }, en(M.milestone)],
      [{ rules: [{ kind: 'board_top', role_id: ROLE_ID, board: 'xfun', top: 3 }] }, en(M.board)],
      [{ rules: [{ kind: 'board_top', role_id: ROLE_ID, board: 'points' }] }, en(M.top)],
      [{ rules: [{ kind: 'board_top', role_id: ROLE_ID, board: 'points', top: 0 }] }, en(M.top)],
      [{ rules: [{ kind: 'points_month', role_id: ROLE_ID, points: 1.5 }] }, en(M.points)],
      [{ rules: [{ kind: 'staff', role_id: ROLE_ID, staff_role: 'vip' }] }, en(M.staffRole)],
      [{ rules: Array.from({ length: 51 }, () => ({ kind: 'linked', role_id: ROLE_ID })) }, en(M.rules)],
    ]
    for (const [body, message] of cases) {
      const response = await put(body)
      response.assertStatus(422)
      assert.include(JSON.stringify(response.body()), message, JSON.stringify(body))
    }
    const unknown = await put({ rules: [{ kind: 'milestone_tier', role_id: ROLE_ID, milestone_id: 9999 }] })
    unknown.assertStatus(422)
    assert.equal(unknown.body().message, en(ROLE_SYNC_MESSAGES.unknownMilestone))
    const kept = await listRoleRules()
    assert.deepEqual(
      kept.map((r) => r.kind),
      ['linked']
    )
    assert.lengthOf(await db.from('audit_logs').where('action', 'discord.role_rules'), 1)
  })

  test('POST /api/admin/discord/sync queues a full pass; moderators may use neither route', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin).post(urlFor('admin_api.discord.sync'))
    response.assertStatus(200)
    response.assertBodyContains({ message: en(ROLE_SYNC_MESSAGES.queued) })
    assert.lengthOf(await db.from('discord_sync_queue'), 1)

    const mod = await createUser({ role: 'moderator' })
    const refused = await jsonAs(client, mod).post(urlFor('admin_api.discord.sync'))
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { message: en(ROLE_MESSAGES.forbidden), error: ERROR_CODES.forbidden })
    const rules = await jsonAs(client, mod).put(urlFor('admin_api.discord.roles'), { rules: [] })
    rules.assertStatus(403)
    assert.lengthOf(await db.from('discord_sync_queue'), 1)
  })
})
