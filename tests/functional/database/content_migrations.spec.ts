import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { mkdtempSync, rmSync } from 'node:fs'
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
})
