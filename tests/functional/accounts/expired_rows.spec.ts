import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import PasswordResetToken from '#models/password_reset_token'
import { SCHEDULED_JOBS } from '#start/jobs'
import { GUEST_SESSION_IDLE_HOURS, removeExpiredRows } from '#infra/db/expired_rows'
import { hashResetToken } from '#services/accounts/password_reset'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { useDatabaseSessions } from '#tests/helpers/http/sessions'

async function ids(table: string, column = 'id') {
  const rows = await db.from(table).select(column).orderBy(column)
  return rows.map((row) => String(row[column]))
}

/** A session row written the way the database session store writes it (a JS Date expiry) */
async function sessionRow(id: string, userId: number | null, expiresAt: DateTime) {
  await db.table('sessions').insert({ id, data: '{}', user_id: userId, expires_at: expiresAt.toJSDate() })
}

test.group('Worker / removing expired rows', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await db.from('rate_limits').delete()
    return useDatabaseSessions()
  })

  test('expired sessions, limiter rows and reset tokens go; live ones stay', async ({ assert }) => {
    const user = await createUser({ username: 'Keeper', password: 'secret-pass-1' })
    const now = DateTime.utc()

    // real rows from the stores themselves: a logged-in session and a guest's, both fresh (a
    // guest's page view stores nothing; a message for its next page, here a bad link's, does)
    const device = new Device()
    await device.login('Keeper', 'secret-pass-1')
    assert.isTrue(await device.isLoggedIn())
    const guest = new Device()
    await guest.navigate(urlFor('email_confirmation', { id: 1 }))
    const liveSessions = await ids('sessions')
    assert.lengthOf(liveSessions, 2)

    await sessionRow('expired-user', user.id, now.minus({ minutes: 1 }))
    await sessionRow('expired-guest', null, now.minus({ days: 3 }))
    // a guest idle for longer than GUEST_SESSION_IDLE_HOURS (expiry = last use + 30 days)
    await sessionRow('idle-guest', null, now.plus({ days: 30, hours: -GUEST_SESSION_IDLE_HOURS - 1 }))
    // a logged-in user idle as long is kept until the session really expires
    await sessionRow('idle-user', user.id, now.plus({ days: 30, hours: -GUEST_SESSION_IDLE_HOURS - 1 }))

    const counters = limiter.use('database', { requests: 5, duration: '1 minute' })
    await counters.consume('live-key')
    await db.table('rate_limits').insert({ key: 'expired-key', points: 3, expire: Date.now() - 1000 })

    const token = (hash: string, expiresAt: DateTime, usedAt: DateTime | null = null) =>
      PasswordResetToken.create({
        userId: user.id,
        tokenHash: hashResetToken(hash),
        expiresAt,
        usedAt,
      })
    const live = await token('live', now.plus({ minutes: 30 }))
    await token('expired', now.minus({ minutes: 1 }))
    await token('used', now.plus({ minutes: 30 }), now.minus({ minutes: 5 }))

    const removed = await removeExpiredRows()
    assert.deepEqual(removed, { sessions: 3, rateLimits: 1, resetTokens: 2, kickEvents: 0 })
    assert.deepEqual(await ids('sessions'), [...liveSessions, 'idle-user'].sort())
    const keys = await ids('rate_limits', 'key')
    assert.lengthOf(keys, 1)
    assert.isTrue(keys[0].endsWith('live-key'))
    assert.deepEqual(await ids('password_reset_tokens'), [String(live.id)])

    // the live sessions still work, and a second run finds nothing more
    assert.isTrue(await device.isLoggedIn())
    assert.deepEqual(await removeExpiredRows(), { sessions: 0, rateLimits: 0, resetTokens: 0, kickEvents: 0 })
  })

  test('the worker runs it periodically', async ({ assert }) => {
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === 'cleanup:expired')
    assert.exists(job)
    assert.isAtMost(job!.everySeconds, 3600)
    await sessionRow('expired', null, DateTime.utc().minus({ minutes: 1 }))
    assert.deepInclude(await job!.run(), { sessions: 1 })
    assert.lengthOf(await ids('sessions'), 0)
  })
})
