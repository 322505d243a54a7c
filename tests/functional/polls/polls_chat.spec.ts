import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { createUser } from '#tests/helpers/database/users'
import { withEnv } from '#tests/helpers/processes/env'
import { chat, FakeKickApi, postKickEvent, signed, useFakeKick } from '#tests/helpers/fakes/kick'
import {
  EVENTSUB_SECRET,
  FakeTwitch,
  postTwitch,
  TWITCH_BOT,
  TWITCH_CHANNEL,
  twitchChat,
  twitchDelivery,
  useFakeTwitch,
} from '#tests/helpers/fakes/twitch'
import { expectStatus } from '#tests/helpers/http/requests'
import { settledChatReplies } from '#services/chat_points/chat_replies'
import { POLL_MESSAGES as M } from '#shared/polls'
import { en } from '#tests/helpers/i18n/english'
import { openPoll, storedVotes, vote } from '#tests/helpers/database/polls'

/**
 * `!vote <n>` in Kick and Twitch chat (docs/product.md#polls): linked accounts only, once per
 * person and poll whichever way they vote (site, Kick, Twitch), the bot's replies
 */
const kick = new FakeKickApi()
const twitch = new FakeTwitch()

const sayOnKick = (client: ApiClient, userId: number, username: string, content: string) =>
  expectStatus(postKickEvent(client, signed('chat.message.sent', chat(userId, username, 1, content))), 200)
const sayOnTwitch = (client: ApiClient, userId: string, text: string, login: string) =>
  expectStatus(postTwitch(client, twitchDelivery('notification', twitchChat(userId, text, login))), 200)
const twitchReplies = () => twitch.sent('/chat/messages').map((r) => JSON.parse(r.body).message as string)
const kickReplies = () => kick.chatMessages.map((m) => m.body.content as string)

test.group('Polls / !vote in Kick and Twitch chat', (group) => {
  useFakeKick(group, kick, {
    TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
    TWITCH_BROADCASTER_ID: TWITCH_CHANNEL,
    TWITCH_BOT_USER_ID: TWITCH_BOT,
  })
  useFakeTwitch(group, twitch)
  group.each.setup(() => withEnv(twitch.env()))

  test('linked accounts vote once, whichever way; unlinked chatters are told to link', async ({ client, assert }) => {
    // nothing open yet: said so
    await createUser({ kickId: '4001', kickUsername: 'early' })
    await sayOnKick(client, 4001, 'early', '!vote 1')
    const { poll } = await openPoll(client)

    const kicker = await createUser({ kickId: '4242', kickUsername: 'kicker' })
    const twitcher = await createUser()
    await twitcher.merge({ twitchId: '555', twitchUsername: 'Twitcher' }).save()
    const both = await createUser({ kickId: '4343', kickUsername: 'both' })
    await both.merge({ twitchId: '556', twitchUsername: 'bothtv' }).save()
    const siteFirst = await createUser({ kickId: '4444', kickUsername: 'sitefirst' })
    await vote(client, siteFirst, poll.id, 0).then((a) => a.assertStatus(200))

    await sayOnKick(client, 4242, 'kicker', '!vote 2')
    await sayOnTwitch(client, '555', '!VOTE   3', 'twitcher')
    await sayOnTwitch(client, '556', '!vote 1', 'bothtv')
    await sayOnKick(client, 4343, 'both', '!vote 2') // the same person on Kick: refused
    await sayOnKick(client, 4444, 'sitefirst', '!vote 3') // voted on the site: refused
    await sayOnKick(client, 5555, 'stranger', '!vote 1') // not linked: nothing counted
    await sayOnTwitch(client, '778', '!vote 1', 'lurker')
    await sayOnKick(client, 4001, 'early', '!vote 9') // limited reply (one a minute), refused
    await settledChatReplies()

    assert.sameDeepMembers(await storedVotes(poll.id), [
      [siteFirst.id, 0, 'site'],
      [kicker.id, 1, 'kick'],
      [twitcher.id, 2, 'twitch'],
      [both.id, 0, 'twitch'],
    ])
    // and the other way round: a chat vote refuses the site's
    const again = await vote(client, kicker, poll.id, 0)
    again.assertStatus(409)
    assert.equal(again.body().message, en(M.alreadyVoted))
    assert.deepEqual(kickReplies(), [
      `@early ${en(M.noneOpen)}`,
      `@kicker ${en(M.voted, { option: 'Sugar Rush' })}`,
      `@both ${en(M.alreadyVoted)}`,
      `@sitefirst ${en(M.alreadyVoted)}`,
      '@stranger link your Kick account on the site to vote',
    ])
    assert.deepEqual(twitchReplies(), [
      `@twitcher ${en(M.voted, { option: 'Wanted' })}`,
      `@bothtv ${en(M.voted, { option: 'Gates of Olympus' })}`,
      '@lurker link your Twitch account on the site to vote',
    ])

    // the page counts them by where they came from
    const page = await client.get(urlFor('polls')).withInertia()
    const shown = (page.inertiaProps as any).polls[0]
    assert.deepEqual(shown.via, { site: 1, kick: 1, twitch: 2 })
    assert.deepEqual(
      shown.options.map((o: { votes: number }) => o.votes),
      [2, 1, 1]
    )
  })

  test('a number that is no option, and a vote after the close, are refused in chat', async ({ client, assert }) => {
    const { api, poll } = await openPoll(client, { options: ['Yes', 'No'] })
    await createUser({ kickId: '4242', kickUsername: 'kicker' })
    await createUser({ kickId: '4243', kickUsername: 'zero' })
    await createUser({ kickId: '4244', kickUsername: 'late' })
    await sayOnKick(client, 4242, 'kicker', '!vote 3')
    await sayOnKick(client, 4243, 'zero', '!vote yes')
    await api.post(urlFor('admin_api.polls.close', { id: poll.id })).then((a) => a.assertStatus(200))
    await sayOnKick(client, 4244, 'late', '!vote 1')
    await settledChatReplies()
    assert.lengthOf(await storedVotes(poll.id), 0)
    assert.deepEqual(kickReplies(), [
      `@kicker ${en(M.option, { count: 2 })}`,
      `@zero ${en(M.option, { count: 2 })}`,
      `@late ${en(M.noneOpen)}`,
    ])
  })
})
