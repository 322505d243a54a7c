import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'
import { CHANNEL, postKickEvent, resetForKickWebhooks, signed } from '#tests/helpers/fakes/kick'
import {
  EVENTSUB_SECRET,
  notification,
  postTwitch,
  streamOffline,
  TWITCH_CHANNEL,
  twitchDelivery,
} from '#tests/helpers/fakes/twitch'
import { outboxRows, saveWebhook, useFakeDiscord } from '#tests/helpers/fakes/discord_setup'
import type { FakeDiscord } from '#tests/helpers/fakes/fake_discord'
import { deliverDueAnnouncements } from '#services/discord/delivery'
import { inertiaHeaders, rawJson, rawText } from '#tests/helpers/http/raw_http'
import { openStream } from '#tests/helpers/http/live_stream'
import type { LiveStream } from '#shared/stream'
import { startFakePush } from '#tests/helpers/fakes/fake_push'
import { pushOutbox, subscribeBrowser } from '#tests/helpers/fakes/push_setup'
import { deliverDuePush } from '#services/push/delivery'

const STARTED = '2026-11-29T20:00:00.000Z'

/** Kick's livestream.status.updated as Kick documents it (docs.kick.com, events/event-types) */
const kickStatus = (isLive: boolean, startedAt: string | null = STARTED) => ({
  broadcaster: { user_id: CHANNEL, username: 'Neonstreamer', channel_slug: 'neonstreamer' },
  is_live: isLive,
  title: 'Sunday bonus hunt',
  started_at: startedAt,
  ended_at: null,
})

const twitchOnline = (id = '40952121085') =>
  notification('stream.online', {
    id,
    broadcaster_user_login: 'neon_tv',
    type: 'live',
    started_at: STARTED,
  })

async function kick(client: ApiClient, isLive: boolean, startedAt?: string | null) {
  const response = await postKickEvent(client, signed('livestream.status.updated', kickStatus(isLive, startedAt)))
  response.assertStatus(200)
}

async function twitch(client: ApiClient, body: object) {
  const response = await postTwitch(client, twitchDelivery('notification', body))
  response.assertStatus(200)
}

/** What a guest's next page render carries for the badge (an Inertia visit, the guest cache) */
async function guestBadge(path = '/') {
  const page = await rawJson(path, await inertiaHeaders())
  return page.props.liveStreams as LiveStream[] | undefined
}

async function liveRows() {
  const rows = await outboxRows()
  return rows.filter((row) => row.event === 'stream_live')
}

/** The platforms of the badge in a guest's next render */
async function badgePlatforms() {
  const streams = await guestBadge()
  return (streams ?? []).map((stream) => stream.platform)
}

test.group('Live badge / the status events of both platforms', (group) => {
  let discord: FakeDiscord
  group.each.setup(async () => {
    const restore = await resetForKickWebhooks({
      TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
      TWITCH_BROADCASTER_ID: TWITCH_CHANNEL,
    })
    const fake = await useFakeDiscord()
    discord = fake.fake
    return async () => {
      await fake.stop()
      restore()
    }
  })

  test('a signed Kick status event shows the badge on open pages and the next guest render; offline removes it', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(await guestBadge(), [])
    const stream = await openStream()
    await stream.opened()

    await kick(client, true)
    const [live] = await stream.next('stream')
    const expected: LiveStream = {
      platform: 'kick',
      url: 'https://kick.com/neonstreamer',
      title: 'Sunday bonus hunt',
      category: null,
      viewers: null,
      startedAt: STARTED,
    }
    assert.deepEqual(live.data.liveStreams, [expected])
    assert.deepEqual(await guestBadge(), [expected])
    assert.deepEqual(await guestBadge('/faq'), [expected])
    // server-rendered: the link with its name is in the guest's HTML
    const html = await rawText('/')
    assert.include(html, 'href="https://kick.com/neonstreamer"')
    assert.include(html, 'aria-label="Live now on Kick · Sunday bonus hunt (opens the stream)"')

    await kick(client, false)
    const [, ended] = await stream.next('stream', 2)
    assert.deepEqual(ended.data.liveStreams, [])
    assert.deepEqual(await guestBadge(), [])
    assert.notInclude(await rawText('/'), 'kick.com/neonstreamer')
    stream.close()
    // the first server render of the run compiles the pages (Vite): slow on a busy machine
  }).timeout(180_000)

  test('a Twitch stream.online shows the Twitch channel; stream.offline removes it', async ({ client, assert }) => {
    const stream = await openStream()
    await stream.opened()
    await twitch(client, twitchOnline())
    const [live] = await stream.next('stream')
    assert.deepEqual(live.data.liveStreams, [
      {
        platform: 'twitch',
        url: 'https://www.twitch.tv/neon_tv',
        title: null,
        category: null,
        viewers: null,
        startedAt: STARTED,
      },
    ])
    assert.deepEqual(await badgePlatforms(), ['twitch'])

    // both live: Kick's first
    await kick(client, true)
    await stream.next('stream', 2)
    assert.deepEqual(await badgePlatforms(), ['kick', 'twitch'])

    await twitch(client, streamOffline())
    const [, , ended] = await stream.next('stream', 3)
    assert.deepEqual(
      (ended.data.liveStreams as LiveStream[]).map((s) => s.platform),
      ['kick']
    )
    assert.deepEqual(await badgePlatforms(), ['kick'])
    stream.close()
  })

  test('overlays carry no badge', async ({ client, assert }) => {
    await kick(client, true)
    assert.deepEqual(await badgePlatforms(), ['kick'])
    for (const path of [urlFor('overlays.hunt'), urlFor('overlays.leaderboard', { provider: 'points' })]) {
      assert.isUndefined(await guestBadge(path), path)
      assert.notInclude(await rawText(path), 'kick.com/neonstreamer', path)
    }
  })

  test('repeated status events queue one stream_live post per stream and platform', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord, ['stream_live'])

    // Kick: live three times (a retry with a new id, a status without a start time) is one stream
    await kick(client, true)
    await kick(client, true)
    await kick(client, true, null)
    assert.lengthOf(await liveRows(), 1)
    // Twitch, the same session: its stream id keys it (a second notification, then a replay)
    await twitch(client, twitchOnline())
    await twitch(client, twitchOnline())
    const rows = await liveRows()
    assert.deepEqual(
      rows.map((row) => row.occurrence),
      [`stream:kick:${STARTED}`, 'stream:twitch:40952121085']
    )

    // the next stream: offline, then live with a new start time
    await kick(client, false)
    await kick(client, true, '2026-11-30T20:00:00.000Z')
    // a stream whose offline was missed: a new Twitch stream id is a new stream
    await twitch(client, twitchOnline('40952199999'))
    assert.lengthOf(await liveRows(), 4)

    await deliverDueAnnouncements()
    const [post] = discord.posts.map((p) => p.body.embeds[0])
    assert.equal(post.title, 'Stream went live')
    assert.equal(
      post.description,
      'We are live on Kick: **Sunday bonus hunt**. Watch now: https://kick.com/neonstreamer'
    )
    assert.equal(post.url, 'https://kick.com/neonstreamer')
  })

  test('going live pushes once per stream to the browsers that chose the go-live topic', async ({ client, assert }) => {
    const push = await startFakePush()
    try {
      const fan = await createUser()
      const other = await createUser()
      const wanted = await subscribeBrowser(client, fan, push, ['go_live'])
      const unwanted = await subscribeBrowser(client, other, push, ['raffle_opened'])
      await kick(client, true)
      await kick(client, true)
      await kick(client, true, null)
      // queued in the status event's transaction, once for the one stream, sent by the worker
      const rows = await pushOutbox()
      assert.deepEqual(
        rows.map((row) => row.occurrence),
        [`stream:kick:${STARTED}`]
      )
      assert.deepEqual(await deliverDuePush(), { delivered: 1, removed: 0 })
      const [got] = push.messagesOf(wanted.endpoint)
      assert.deepEqual(got.message, {
        title: 'Live now on Kick',
        body: 'Sunday bonus hunt',
        url: '/',
        tag: got.message.tag,
      })
      assert.lengthOf(push.messagesOf(unwanted.endpoint), 0)
    } finally {
      await push.stop()
    }
  })

  test('a status event that is refused changes nothing and announces nothing', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    await saveWebhook(client, admin, discord, ['stream_live'])
    const restore = withEnv({ KICK_BROADCASTER_ID: '424242' })
    try {
      await kick(client, true)
    } finally {
      restore()
    }
    assert.lengthOf(await liveRows(), 0)
    assert.deepEqual(await guestBadge(), [])
    assert.isNull(await db.from('stream_status').where('live', true).first())
  })
})
