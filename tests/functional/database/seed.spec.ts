import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetDatabase } from '#tests/helpers/database'
import { seedDemoSite } from '#database/demo/seed_demo_site'

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
    assert.equal(c.leaderboard_settings, 4)
    assert.equal(c.leaderboard_entries, 160)
    assert.equal(c.leaderboard_histories, 12)
    assert.isAtLeast(c.products, 12)
    assert.equal(c.vault_winners, 3)
    assert.isAtLeast(c.vault_contributions, 1)
    assert.equal(c.hunt_slots, 20)
    assert.equal(c.bracket_slots, 15)
    const admins = await db.from('users').where('admin', true).count('* as total').first()
    assert.equal(Number(admins.total), 1)
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
