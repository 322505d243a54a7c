import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, openAdminPage } from '#tests/helpers/database/admin_fixtures'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { AUDIT_PAGE_SIZE } from '#shared/admin'
import { useTrustProxy } from '#tests/helpers/http/limits'

test.group('Admin audit log', (group) => {
  group.each.setup(() => resetDatabase())

  test('lists admin writes newest first: who, what, before, after, when', async ({ client, assert }) => {
    const admin = await createUser({ admin: true, username: 'auditor' })
    const product = await ProductFactory.merge({ name: 'Neon Mug', price: 900 }).create()
    await jsonAs(client, admin).post(urlFor('admin_api.vault.update')).json({ value: 60, streams_active: 1 })
    await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .fields({ price: '950' })

    const props = await openAdminPage(client, admin, 'audit')
    assert.equal(props.total, 2)
    assert.deepEqual(
      props.entries.map((e: any) => e.action),
      ['product.update', 'vault.update']
    )
    const [update] = props.entries
    assert.equal(update.actor, 'auditor')
    assert.equal(update.subject_type, 'product')
    assert.equal(update.subject_id, product.id)
    assert.deepInclude(update.before, { price: 900 })
    assert.deepInclude(update.after, { price: 950 })
    assert.isString(update.created_at)
  })

  test('records the client address: X-Forwarded-For only with TRUST_PROXY', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const update = (value: number) =>
      jsonAs(client, admin)
        .post(urlFor('admin_api.vault.update'))
        .header('x-forwarded-for', '203.0.113.7')
        .json({ value, streams_active: 1 })

    const restore = useTrustProxy(undefined)
    try {
      const direct = await update(10)
      direct.assertStatus(200)
      useTrustProxy('loopback')
      const proxied = await update(20)
      proxied.assertStatus(200)
    } finally {
      restore()
    }
    const rows = await db.from('audit_logs').orderBy('id').select('ip')
    assert.lengthOf(rows, 2)
    assert.notEqual(rows[0].ip, '203.0.113.7')
    assert.match(rows[0].ip, /^(::ffff:)?127\.0\.0\.1$|^::1$/)
    assert.equal(rows[1].ip, '203.0.113.7')

    const page = await client.get(urlFor('admin.audit')).loginAs(admin).withInertia()
    assert.equal((page.inertiaProps as any).entries[0].ip, '203.0.113.7')
  })

  test('pages through the log {0} entries at a time', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const start = DateTime.utc().minus({ hours: 1 })
    await db.transaction(async (trx) => {
      for (let i = 1; i <= AUDIT_PAGE_SIZE + 5; i++) {
        await recordAudit(trx, { actorId: admin.id, action: `test.${i}` })
      }
      // Spread the times so order by time is meaningful
      const rows = await trx.from('audit_logs').select('id').orderBy('id')
      for (const [i, row] of rows.entries()) {
        await trx
          .from('audit_logs')
          .where('id', row.id)
          .update({ created_at: dbTimestamp(trx, start.plus({ minutes: i })) })
      }
    })

    const first = await client.get(urlFor('admin.audit')).loginAs(admin).withInertia()
    const p1 = first.inertiaProps as any
    assert.equal(p1.page, 1)
    assert.equal(p1.lastPage, 2)
    assert.lengthOf(p1.entries, AUDIT_PAGE_SIZE)
    assert.equal(p1.entries[0].action, `test.${AUDIT_PAGE_SIZE + 5}`)

    const second = await client
      .get(urlFor('admin.audit', {}, { qs: { page: '2' } }))
      .loginAs(admin)
      .withInertia()
    const p2 = second.inertiaProps as any
    assert.equal(p2.page, 2)
    assert.deepEqual(
      p2.entries.map((e: any) => e.action),
      ['test.5', 'test.4', 'test.3', 'test.2', 'test.1']
    )

    const junk = await client
      .get(urlFor('admin.audit', {}, { qs: { page: 'abc' } }))
      .loginAs(admin)
      .withInertia()
    assert.equal((junk.inertiaProps as any).page, 1)
  })
})

test.group('Admin landing', (group) => {
  group.each.setup(() => resetDatabase())

  test('tells the page which admin pages are served', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const props = await openAdminPage(client, admin, 'index')
    const served: string[] = props.servedPages
    const pages = ['users', 'shop', 'leaderboard', 'vault', 'redemptions', 'audit'] as const
    assert.includeMembers(
      served,
      pages.map((page) => urlFor(`admin.${page}`))
    )
    // every page the landing links to answers: a card never leads to a 404
    for (const path of served) {
      assert.match(path, /^\/admin\/[\w-]+$/)
      const page = await client.get(path).loginAs(admin).withInertia()
      assert.equal(page.status(), 200, path)
    }
  })
})
