import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { createUser } from '#tests/helpers/database/users'
import { addNeonCap, cycleWithContributions, jsonAs } from '#tests/helpers/database/admin_fixtures'
import { expectStatus } from '#tests/helpers/http/requests'
import { withEnv } from '#tests/helpers/processes/env'
import type { FakeDiscord } from '#tests/helpers/fakes/fake_discord'
import { fakeDiscordEachTest, outboxRows, saveWebhook } from '#tests/helpers/fakes/discord_setup'
import { BoardFactory, boardPlayers } from '#database/factories/board_factory'
import HuntGuess from '#models/hunt_guess'
import { maskName } from '#services/leaderboards/public_board'
import { rolloverLeaderboards } from '#services/leaderboards/rollover'
import { deliverDueAnnouncements } from '#services/discord/delivery'
import { announce } from '#services/discord/announcements'
import { startHunt } from '#services/hunt/bonus_hunt'

const APP_URL = () => process.env.APP_URL ?? ''

/** Everything queued so far, posted by the worker: the embeds Discord got, in order */
async function delivered(fake: FakeDiscord) {
  await deliverDueAnnouncements()
  return fake.posts.map((post) => post.body.embeds[0])
}

test.group('Discord / announcements of each event', (group) => {
  const discord = fakeDiscordEachTest(group)
  group.each.setup(() => {
    const restoreBeacon = withEnv({ VAULT_BEACON_URL: 'off' })
    drive.fake('fs')
    return () => {
      drive.restore('fs')
      restoreBeacon()
    }
  })

  test('a bonus hunt: started, then finished with its final balance and guess winner', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake, ['hunt_started', 'hunt_finished'])
    const api = jsonAs(client, admin)
    await expectStatus(api.post(urlFor('admin_api.hunt.start'), { title: 'Friday hunt', starting_balance: 1000 }), 200)
    const slot = await api.post(urlFor('admin_api.hunt.slots.add'), { slot_name: 'Gates', bet_size: 2 })
    slot.assertStatus(200)
    const [{ id: huntId }] = await db.from('bonus_hunts').select('id')
    const [{ id: slotId }] = await db.from('hunt_slots').select('id')
    const alice = await createUser({ username: 'alice' })
    await HuntGuess.create({ bonusHuntId: huntId, userId: alice.id, amount: 1200, guessedAt: DateTime.utc() })
    await expectStatus(api.put(urlFor('admin_api.hunt.slots.payout', { id: slotId }), { amount: 1234.5 }), 200)
    await expectStatus(api.post(urlFor('admin_api.hunt.finish')), 200)

    const [started, finished] = await delivered(discord.fake)
    assert.lengthOf(discord.fake.posts, 2)
    assert.equal(started.title, 'Bonus hunt started')
    assert.equal(
      started.description,
      `The bonus hunt **Friday hunt** is live with $1,000. Follow it: ${APP_URL()}/bonus-hunt`
    )
    assert.equal(started.url, `${APP_URL()}/bonus-hunt`)
    assert.equal(started.color, 0x22e4ff)
    assert.equal(finished.description, '**Friday hunt** is over: final balance $1,234.5. Closest guess: alice.')
    assert.deepEqual(finished.fields, [
      { name: 'Final balance', value: '$1,234.5', inline: true },
      { name: 'Closest guess', value: 'alice', inline: true },
    ])
    // nothing is posted twice
    assert.lengthOf(await delivered(discord.fake), 2)
  })

  test('a raffle: opened, then its winners with the verify link', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake, ['raffle_opened', 'raffle_winners'])
    const api = jsonAs(client, admin)
    const created = await api.post(urlFor('admin_api.raffles.create'), {
      title: 'Friday giveaway',
      prize: '$50 tip',
      winners: 1,
      ticket_cost: 0,
      max_tickets: 1,
      kick_link_required: false,
    })
    created.assertStatus(200)
    const id = created.body().raffle.id
    const bob = await createUser({ username: 'bob' })
    await expectStatus(jsonAs(client, bob).post(urlFor('raffles.enter', { id }), { tickets: 1 }), 200)
    await expectStatus(api.post(urlFor('admin_api.raffles.close', { id })), 200)
    await expectStatus(api.post(urlFor('admin_api.raffles.draw', { id })), 200)
    const [opened, winners] = await delivered(discord.fake)
    assert.equal(
      opened.description,
      `New raffle: **Friday giveaway**, 1 winner(s) of $50 tip. Enter at ${APP_URL()}/raffles/${id}`
    )
    assert.equal(
      winners.description,
      `Winners of **Friday giveaway** ($50 tip): bob. Check the draw: ${APP_URL()}/raffles/${id}`
    )
    assert.equal(winners.title, 'Raffle winners drawn')
  })

  test('a board period closes: top 3 (masked as on the board) and the record digest', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake, ['board_closed'])
    const setting = await BoardFactory.merge({ provider: 'celsius', autoRestart: true, maskUsernames: true }).create()
    await boardPlayers(setting, 5, (i) => ({ wagered: 1000 * (i + 1), baseline: 0 }))
    await rolloverLeaderboards(DateTime.fromISO('2026-02-01T00:10:00', { zone: 'utc' }))
    await rolloverLeaderboards(DateTime.fromISO('2026-02-01T00:20:00', { zone: 'utc' }))
    const history = await db.from('leaderboard_histories').firstOrFail()
    const [closed] = await delivered(discord.fake)
    assert.lengthOf(discord.fake.posts, 1)
    assert.include(closed.description, 'The Celsius leaderboard for Jan 1, 2026 – Feb 1, 2026 is closed.')
    assert.include(closed.description, `Record: \`${history.sha256}\``)
    assert.deepEqual(
      closed.fields.map((f: any) => `${f.name}: ${f.value}`),
      [`#1 ${maskName('player05')}: $5,000`, `#2 ${maskName('player04')}: $4,000`, `#3 ${maskName('player03')}: $3,000`]
    )
    assert.equal(closed.url, `${APP_URL()}/leaderboard`)
  })

  test('a new shop item and a vault winner', async ({ client, assert }) => {
    const { admin } = await cycleWithContributions(1)
    await saveWebhook(client, admin, discord.fake, ['shop_item_added', 'vault_winner'])
    const product = await addNeonCap(client, admin)
    product.assertStatus(200)
    await expectStatus(jsonAs(client, admin).post(urlFor('admin_api.vault.roll')), 200)
    const winner = await db.from('vault_winners').firstOrFail()
    const [item, vault] = await delivered(discord.fake)
    assert.equal(item.description, `New in the store: **Neon Cap** for 2,500 points (7 in stock). ${APP_URL()}/store`)
    assert.equal(
      vault.description,
      `**${winner.username}** won the vault: $155! Verify the draw: ${APP_URL()}/vault/verify?cycle=${winner.cycle_id}`
    )
  })

  test('queued in the change’s transaction: a rolled-back change announces nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord.fake, ['hunt_started'])
    await db
      .transaction(async (trx) => {
        await announce(trx, { event: 'hunt_started', occurrence: 'hunt:99', values: {}, path: '/' })
        assert.lengthOf(await trx.from('discord_outbox'), 1)
        throw new Error('the change fails after queueing')
      })
      .catch(() => {})
    assert.lengthOf(await outboxRows(), 0)
    // a refused start (a hunt is already live) queues nothing either
    await startHunt(admin.id, { title: 'One', starting_balance: 10 })
    await startHunt(admin.id, { title: 'Two', starting_balance: 10 }).catch(() => {})
    assert.lengthOf(await outboxRows(), 1)
    // the same occurrence queued again stays one row; an event nobody posts queues none
    await db.transaction((trx) => announce(trx, { event: 'hunt_started', occurrence: 'hunt:1', values: {}, path: '/' }))
    await db.transaction((trx) =>
      announce(trx, { event: 'vault_winner', occurrence: 'vault:1', values: {}, path: '/' })
    )
    assert.lengthOf(await outboxRows(), 1)
  })
})
