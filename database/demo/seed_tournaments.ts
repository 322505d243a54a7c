import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'

/**
 * The demo's viewer tournament (docs/product.md#tournament): 'Community Cup', 16 places, the
 * chat keyword !cup and a 500-point prize, in sign-up with the demo accounts already in, so
 * /tournament shows a sign-up beside the bracket typed by hand. Left alone once it exists.
 */
export async function seedViewerTournament() {
  if (await db.from('tournaments').where('name', 'Community Cup').first()) return
  const seed = randomBytes(32).toString('hex')
  await db.transaction(async (trx) => {
    const now = dbTimestamp(trx)
    const [row] = await trx
      .insertQuery()
      .table('tournaments')
      .insert({
        name: 'Community Cup',
        prize: 0,
        prize_points: 500,
        max_players: 16,
        keyword: '!cup',
        status: 'signup',
        by_hand: false,
        active: true,
        seed,
        seed_hash: createHash('sha256').update(seed).digest('hex'),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const id = insertedId(row)
    const users = await trx.from('users').orderBy('id', 'asc').limit(6).select('id', 'username')
    for (const user of users) {
      await trx.insertQuery().table('tournament_entries').insert({
        tournament_id: id,
        user_id: user.id,
        username: user.username,
        via: 'site',
        created_at: now,
      })
    }
  })
}
