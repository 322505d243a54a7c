import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { dbTimestamp } from '#infra/db/time'

/** The first migration the test rolls back: it and every later one are undone, then run again */
const FIRST_ROLLED_BACK = '1732000003800_create_viewer_tournaments'

/** How many migrations ran from FIRST_ROLLED_BACK on (the rollback's step) */
async function stepsBackToTournaments() {
  const rows = await db.from('adonis_schema').select('name')
  const names = rows.map((row) => String(row.name))
  const later = names.filter((name) => name.split('/').pop()! >= FIRST_ROLLED_BACK)
  if (!names.some((name) => name.endsWith(FIRST_ROLLED_BACK))) throw new Error('not migrated')
  return later.length
}

/** Runs the migrations up, or `step` of them down (the last ones) */
async function migrate(options: { direction: 'up' } | { direction: 'down'; step: number }) {
  // the tests' resets restart every sequence: the migrations table's must follow its rows
  if (db.connection().dialect.name === 'postgres') {
    await db.rawQuery(
      "SELECT setval(pg_get_serial_sequence('adonis_schema', 'id'), (SELECT MAX(id) FROM adonis_schema))"
    )
  }
  const runner = new MigrationRunner(db, app, { ...options, disableLocks: true })
  await runner.run()
  if (runner.error) throw runner.error
}

test.group('Migrations / the 8-player bracket carried into viewer tournaments', (group) => {
  group.each.setup(() => resetDatabase())

  test('an existing bracket keeps every slot and result, its names become entries', async ({ assert }) => {
    const user = await createUser({ username: 'p1' })
    await migrate({ direction: 'down', step: await stepsBackToTournaments() })
    try {
      const now = dbTimestamp(db.connection())
      const [row] = await db
        .table('tournaments')
        .insert({ name: 'Old Cup', prize: 1500, active: true, created_at: now })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      const slots = Array.from({ length: 15 }, (_, i) => ({
        tournament_id: id,
        slot: i + 1,
        username: i < 8 ? `p${i + 1}` : i === 8 ? 'p1' : null,
        slot_name: i < 8 ? `S${i + 1}` : null,
        winner: i === 0 ? true : i === 1 ? false : null,
      }))
      await db.table('bracket_slots').multiInsert(slots)
      const [hunt] = await db
        .table('bonus_hunts')
        .insert({ title: 'H', starting_balance: 100, status: 'finished', guess_prize: 300, created_at: now })
        .returning('id')
      const huntId = Number(typeof hunt === 'object' ? hunt.id : hunt)
      const [guess] = await db
        .table('hunt_guesses')
        .insert({ bonus_hunt_id: huntId, user_id: user.id, amount: 50, guessed_at: now, created_at: now })
        .returning('id')
      const guessId = Number(typeof guess === 'object' ? guess.id : guess)
      await db.from('bonus_hunts').where('id', huntId).update({ winner_guess_id: guessId })
    } finally {
      await migrate({ direction: 'up' })
    }
    const tournament = await db.from('tournaments').where('name', 'Old Cup').firstOrFail()
    assert.include(tournament, { status: 'running', bracket_size: 8, max_players: 8 })
    assert.isTrue(Boolean(tournament.by_hand))
    const carried = await db.from('bracket_slots').where('tournament_id', tournament.id).orderBy('slot')
    assert.lengthOf(carried, 15)
    assert.deepEqual(
      carried.slice(0, 3).map((s) => [s.slot, s.username, s.winner === null ? null : Boolean(s.winner)]),
      [
        [1, 'p1', true],
        [2, 'p2', false],
        [3, 'p3', null],
      ]
    )
    const entries = await db.from('tournament_entries').where('tournament_id', tournament.id).orderBy('id')
    assert.deepEqual(
      entries.map((e) => e.username),
      ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']
    )
    const [placed] = await db.from('hunt_guesses').select('place', 'prize_points')
    assert.deepEqual([placed.place, placed.prize_points], [1, 300])
  })
})
