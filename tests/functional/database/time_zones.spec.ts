import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'

/** Runs `work` while the process believes it is in a zone far from UTC, then restores TZ */
async function inZone<T>(zone: string, work: () => Promise<T>) {
  const original = process.env.TZ
  process.env.TZ = zone
  try {
    assertZoneSwitched()
    return await work()
  } finally {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  }
}

/** Guards the test itself: Node really switched the zone, or the test would prove nothing */
function assertZoneSwitched() {
  if (new Date('2026-01-15T12:00:00Z').getTimezoneOffset() !== 300) {
    throw new Error('process.env.TZ did not take effect')
  }
}

test.group('Time zones', (group) => {
  group.each.setup(() => resetDatabase())

  test('a server outside UTC stores and reads the same instants as one in UTC', async ({ assert }) => {
    await inZone('America/New_York', async () => {
      const user = await createUser({ username: 'NightOwl' })
      const now = DateTime.utc()

      // the model's own timestamp, read back by the model and raw, is now (not 5 h off)
      const fresh = await User.findOrFail(user.id)
      assert.closeTo(fresh.createdAt.toMillis(), now.toMillis(), 10_000)
      const raw = await db.from('users').where('id', user.id).firstOrFail()
      assert.closeTo(readDbTimestamp(raw.created_at).toMillis(), now.toMillis(), 10_000)

      // and it compares correctly with the UTC times raw queries write
      const client = db.connection()
      const since = (at: DateTime) =>
        db.from('users').where('id', user.id).where('created_at', '>', dbTimestamp(client, at))
      assert.lengthOf(await since(now.minus({ hours: 1 })), 1)
      assert.lengthOf(await since(now.plus({ hours: 1 })), 0)
    })
  })
})
