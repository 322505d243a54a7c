import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MILESTONES } from '#shared/milestones'

/**
 * Product content that ships with the schema: a database that only ever ran the
 * migrations (no demo seeder) already has every wager milestone.
 */
test.group('Content migrations', (group) => {
  const folder = mkdtempSync(join(tmpdir(), 'neon-migrate-'))
  const connectionName = 'content_migrations'
  group.setup(() => {
    const base = db.getRawConnection('sqlite')!.config
    db.manager.add(connectionName, {
      ...base,
      connection: { filename: join(folder, 'fresh.sqlite3') },
    } as typeof base)
  })
  group.teardown(async () => {
    await db.manager.close(connectionName)
    db.manager.release(connectionName)
    rmSync(folder, { recursive: true, force: true })
  })

  test('migrations alone create the eleven milestones, once', async ({ assert }) => {
    const up = new MigrationRunner(db, app, { direction: 'up', connectionName })
    await up.run()
    assert.isNull(up.error)

    const rows = await db
      .connection(connectionName)
      .from('milestones')
      .orderBy('wager_required')
      .select('prize', 'wager_required')
    assert.deepEqual(
      rows.map((r) => ({ prize: Number(r.prize), wagerRequired: Number(r.wager_required) })),
      MILESTONES.map((m) => ({ prize: m.prize, wagerRequired: m.wagerRequired }))
    )

    // running them again adds nothing
    const again = new MigrationRunner(db, app, { direction: 'up', connectionName })
    await again.run()
    const count = await db.connection(connectionName).from('milestones').count('* as total')
    assert.equal(Number(count[0].total), MILESTONES.length)
  })

  test('roles: every admin becomes an admin, the first admin created the owner', async ({ assert }) => {
    const up = () => new MigrationRunner(db, app, { direction: 'up', connectionName }).run()
    await up()
    // back to just before the roles migration (and whatever came after it)
    const files = readdirSync(app.migrationsPath()).filter((f) => /^\d+_.*\.ts$/.test(f))
    const step = files.filter((f) => f >= '1732000002701_add_user_roles.ts').length
    const down = new MigrationRunner(db, app, { direction: 'down', connectionName, step })
    await down.run()
    assert.isNull(down.error)

    const connection = db.connection(connectionName)
    await connection.from('users').delete()
    const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString()
    const user = (username: string, admin: boolean, day: number) => ({
      username,
      email: `${username}@example.test`,
      password: 'x',
      balance: 0,
      admin,
      created_at: at(day),
      updated_at: at(day),
    })
    // inserted out of order: the owner is the earliest created admin, not the lowest id
    await connection.table('users').insert(user('latecomer', true, 9))
    await connection.table('users').insert(user('player', false, 1))
    await connection.table('users').insert(user('founder', true, 2))
    await up()

    const roles = await connection.from('users').orderBy('username').select('username', 'role')
    assert.deepEqual(roles, [
      { username: 'founder', role: 'owner' },
      { username: 'latecomer', role: 'admin' },
      { username: 'player', role: null },
    ])
    const columns = await connection.rawQuery('PRAGMA table_info(users)')
    assert.notInclude(
      columns.map((c: { name: string }) => c.name),
      'admin'
    )
  })
})
