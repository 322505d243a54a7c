import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#models/user'
import { setDemoOwnerPassword } from '#tests/helpers/database/users'
import { resetDatabase } from '#tests/helpers/database/database'
import { captureAceOutput, runAceCommand } from '#tests/helpers/processes/ace'
import { runNode } from '#tests/helpers/processes/node_process'
import { sqliteFile } from '#tests/helpers/processes/built_server'
import { seedDemoSite, type DemoCredential } from '#database/demo/seed_demo_site'
import DemoSetup from '../../../commands/demo_setup.js'

const TABLES = [
  'users',
  'point_transactions',
  'products',
  'vaults',
  'vault_cycles',
  'vault_contributions',
  'vault_winners',
  'leaderboard_settings',
  'leaderboard_entries',
  'leaderboard_histories',
  'bonus_hunts',
  'hunt_slots',
  'tournaments',
  'bracket_slots',
  'tournament_entries',
]

async function counts() {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await db.from(table).count('* as total').first()
    result[table] = Number(row.total)
  }
  return result
}

test.group('Demo seed', (group) => {
  group.each.setup(() => resetDatabase())

  test('fills a realistic site', async ({ assert }) => {
    await seedDemoSite()
    const c = await counts()
    assert.equal(c.leaderboard_settings, 5) // the four partner boards and the points race
    assert.equal(c.leaderboard_entries, 160)
    assert.equal(c.leaderboard_histories, 12)
    assert.isAtLeast(c.products, 12)
    assert.equal(c.vault_winners, 3)
    assert.isAtLeast(c.vault_contributions, 1)
    // the live hunt's 20 bonuses and the 45 of the four finished hunts of the history
    assert.equal(c.bonus_hunts, 5)
    assert.equal(c.hunt_slots, 65)
    assert.equal(c.bracket_slots, 15)
    // the typed bracket's eight and the demo viewer tournament's sign-ups
    assert.equal(c.tournaments, 2)
    assert.isAtLeast(c.tournament_entries, 2)
    const owners = await db.from('users').where('role', 'owner').count('* as total').first()
    assert.equal(Number(owners.total), 1)
    const staff = await db.from('users').whereNotNull('role').count('* as total').first()
    assert.equal(Number(staff.total), 1)
  })

  test('seeding twice duplicates nothing', async ({ assert }) => {
    await seedDemoSite()
    const first = await counts()
    await seedDemoSite()
    assert.deepEqual(await counts(), first)
  })

  test('every seeded balance equals the sum of its ledger', async ({ assert }) => {
    await seedDemoSite()
    const rows = await db
      .from('users')
      .leftJoin('point_transactions', 'users.id', 'point_transactions.user_id')
      .groupBy('users.id', 'users.balance')
      .select('users.id', 'users.balance')
      .sum('point_transactions.delta as total')
    for (const row of rows) assert.equal(Number(row.balance), Number(row.total ?? 0))
  })
})

const passwordsByUser = (credentials: DemoCredential[]) =>
  Object.fromEntries(credentials.map((c) => [c.username, c.password]))

test.group('Demo seed / passwords', (group) => {
  group.each.setup(() => resetDatabase())

  test('every demo account gets its own random password, different on every fresh seed', async ({ assert }) => {
    const first = await seedDemoSite()
    assert.deepEqual(
      first.map((c) => c.username),
      ['admin', 'neonfan', 'highroller', 'slotqueen']
    )
    for (const { username, password } of first) {
      assert.match(password, /^[A-Za-z0-9_-]{16}$/)
      await User.verifyCredentials(username, password)
    }
    assert.lengthOf(new Set(first.map((c) => c.password)), first.length)

    await resetDatabase()
    const second = passwordsByUser(await seedDemoSite())
    for (const { username, password } of first) assert.notEqual(second[username], password)
  })

  test('seeding again never resets a changed password', async ({ assert }) => {
    const first = passwordsByUser(await seedDemoSite())
    await setDemoOwnerPassword('changed by the owner')

    assert.deepEqual(await seedDemoSite(), [], 'existing accounts get no new password')
    await User.verifyCredentials('admin', 'changed by the owner')
    await User.verifyCredentials('neonfan', first.neonfan)
  })
})

test.group('demo:setup', (group) => {
  group.each.setup(() => resetDatabase())
  group.each.setup(() => captureAceOutput())

  test('with DEMO=false seeds no demo data, only the product content', async ({ assert }) => {
    const previous = env.get('DEMO')
    env.set('DEMO', false)
    try {
      const command = await runAceCommand(DemoSetup, [])
      command.assertSucceeded()
      command.assertLogMatches(/DEMO=false: no demo data seeded/)
      command.assertLogMatches(/node ace admin:create <username> <email>/)
    } finally {
      env.set('DEMO', previous)
      // process.env holds strings only: an unset value must be removed, not stored as "undefined"
      if (previous === undefined) delete process.env.DEMO
    }
    const c = await counts()
    for (const table of TABLES) assert.equal(c[table], 0, table)
    const milestones = await db.from('milestones').count('* as total').first()
    assert.isAbove(Number(milestones.total), 0)
  })

  test('prints each password once on its own output and never in a log line', async ({ assert }) => {
    // A real process with the most verbose logger, so any log line would show
    const result = await runNode(['ace', 'demo:setup'], {
      env: { SQLITE_PATH: sqliteFile(), LOG_LEVEL: 'trace' },
    })
    const output = result.stdout + result.stderr
    assert.equal(result.code, 0, output)
    const shown = [...result.stdout.matchAll(/^\s+(\w+)\s+(\S{16})(?:\s+\(owner\))?$/gm)]
    assert.deepEqual(
      shown.map((m) => m[1]),
      ['admin', 'neonfan', 'highroller', 'slotqueen']
    )
    for (const [, username, password] of shown) {
      assert.equal(output.split(password).length - 1, 1, `${username}'s password shown once`)
      for (const line of output.split('\n').filter((l) => l.trimStart().startsWith('{')))
        assert.notInclude(line, password)
      await User.verifyCredentials(username, password)
    }
  })
})
