import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { clearKeptPages } from '#http_cache/public_pages'
import { drainBroadcasts, forgetLastSends } from '#infra/live/broadcast'
import { publicDataChanged } from '#infra/live/public_cache'
import { closeEndedPolls } from '#services/polls/poll_admin'
import { ERROR_CODES } from '#shared/errors'
import { POLL_LIMITS, POLL_MESSAGES as M, type PublicPoll } from '#shared/polls'
import { en } from '#tests/helpers/i18n/english'
import { openLiveStream, openPoll, storedVotes, vote } from '#tests/helpers/database/polls'

/**
 * Polls (docs/product.md#polls): opening and its validation, one vote per person under racing
 * requests, the close (early, or at the end time with the scheduler's tick), and the results
 * in the live message and on the overlay. The chat side (`!vote`) is polls_chat.spec.ts.
 */
const voteUrl = (id: number) => urlFor('economy.poll_vote', { id })

test.group('Polls', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    clearKeptPages()
    forgetLastSends()
  })

  test('opening: 2 to 5 options, 10 s to 24 h as a JSON number, safe names, defaults, moderators only', async ({
    client,
    assert,
  }) => {
    const moderator = await createUser({ role: 'moderator' })
    const api = jsonAs(client, moderator)
    const create = (body: Record<string, unknown>) =>
      api.post(urlFor('admin_api.polls.create'), { question: 'Next slot?', options: ['A', 'B'], ...body })
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const answer = await create(body)
      answer.assertStatus(422)
      assert.equal(answer.body().error, ERROR_CODES.invalidInput)
      assert.include(JSON.stringify(answer.body().errors[field] ?? answer.body().errors), en(message as never))
    }
    await refused({ options: ['Only one'] }, 'options', M.options)
    await refused({ options: ['1', '2', '3', '4', '5', '6'] }, 'options', M.options)
    await refused({ options: ['Same', 'Same'] }, 'options', M.optionsDistinct)
    await refused({ options: ['A', 'B\u200B'] }, 'options.1', M.options)
    await refused({ question: 'Next\u202E slot?' }, 'question', M.question)
    await refused({ question: 'Next\u0007slot?' }, 'question', M.question)
    await refused({ duration: 9 }, 'duration', M.duration)
    await refused({ duration: 86_401 }, 'duration', M.duration)
    await refused({ duration: '60' }, 'duration', M.duration)
    await refused({ duration: 30.5 }, 'duration', M.duration)
    assert.equal(
      await db
        .from('polls')
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0
    )

    // the duration left out: the default; the bounds themselves are taken
    const before = Date.now()
    const opened = await create({ options: [' A ', 'B', 'C', 'D', 'E'] })
    opened.assertStatus(200)
    const poll = opened.body().poll as PublicPoll
    assert.equal(opened.body().message, en(M.created))
    assert.deepEqual(
      poll.options.map((o) => o.label),
      ['A', 'B', 'C', 'D', 'E']
    )
    const lasts = Date.parse(poll.ends_at) - before
    assert.closeTo(lasts, POLL_LIMITS.defaultDuration * 1000, 3000)
    assert.equal(poll.status, 'open')

    // one open at a time
    const second = await create({ duration: 10 })
    second.assertStatus(409)
    assert.equal(second.body().message, en(M.alreadyOpen))

    // closed early, audit-logged; a second close is refused
    const closed = await api.post(urlFor('admin_api.polls.close', { id: poll.id }))
    closed.assertStatus(200)
    assert.equal(closed.body().poll.status, 'closed')
    const again = await api.post(urlFor('admin_api.polls.close', { id: poll.id }))
    again.assertStatus(422)
    const missing = await api.post(urlFor('admin_api.polls.close', { id: 999_999 }))
    missing.assertStatus(404)
    await create({ duration: 86_400 }).then((a) => a.assertStatus(200))
    const actions = await db.from('audit_logs').where('subject_type', 'poll').orderBy('id').select('action', 'actor_id')
    assert.deepEqual(
      actions.map((a) => [a.action, a.actor_id]),
      [
        ['poll.open', moderator.id],
        ['poll.close', moderator.id],
        ['poll.open', moderator.id],
      ]
    )

    // viewers and guests may not open one
    const viewer = await createUser()
    await jsonAs(client, viewer)
      .post(urlFor('admin_api.polls.create'), { question: 'x', options: ['a', 'b'] })
      .then((a) => a.assertStatus(403))
  })

  test('one vote per person: 20 racing votes of one viewer count once; refused after the close', async ({
    client,
    assert,
  }) => {
    const { api, poll } = await openPoll(client)
    const [racer, second, third] = await Promise.all([createUser(), createUser(), createUser()])

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => vote(client, racer, poll.id, i % 3)))
    const statuses = answers.map((a) => a.status())
    assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(statuses))
    assert.equal(statuses.filter((s) => s === 409).length, 19, JSON.stringify(statuses))
    for (const answer of answers.filter((a) => a.status() === 409)) {
      assert.equal(answer.body().message, en(M.alreadyVoted))
    }
    const counted = answers.find((a) => a.status() === 200)!
    const choice = counted.body().vote.option as number
    assert.equal(counted.body().message, en(M.voted, { option: poll.options[choice].label }))
    assert.deepEqual(await storedVotes(poll.id), [[racer.id, choice, 'site']])

    // bad input: no such option, a string, a guest, no such poll
    await vote(client, second, poll.id, 3).then((a) => {
      a.assertStatus(422)
      assert.equal(a.body().message, en(M.option, { count: 3 }))
    })
    await vote(client, second, poll.id, '1').then((a) => a.assertStatus(422))
    await client
      .post(voteUrl(poll.id))
      .sameOrigin()
      .accept('json')
      .json({ option: 0 })
      .then((a) => a.assertStatus(401))
    await vote(client, second, 999_999, 0).then((a) => a.assertStatus(404))
    await vote(client, second, poll.id, 1).then((a) => a.assertStatus(200))

    // the page shows the votes and the viewer's own
    const page = await client.get('/polls').loginAs(second).withInertia()
    const props = page.inertiaProps as { polls: PublicPoll[]; mine: unknown[] }
    assert.equal(props.polls[0].votes, 2)
    assert.deepEqual(props.mine, [{ poll_id: poll.id, option: 1 }])

    // closed early: no vote after it
    await api.post(urlFor('admin_api.polls.close', { id: poll.id })).then((a) => a.assertStatus(200))
    const late = await vote(client, third, poll.id, 0)
    late.assertStatus(422)
    assert.equal(late.body().error, ERROR_CODES.invalidState)
    assert.equal(late.body().message, en(M.closed))
    assert.lengthOf(await storedVotes(poll.id), 2)
  })

  test('the end time: votes refused from it, the tick closes the poll and keeps it in the results', async ({
    client,
    assert,
  }) => {
    const { poll } = await openPoll(client, { duration: 10 })
    const [early, late] = await Promise.all([createUser(), createUser()])
    await vote(client, early, poll.id, 2).then((a) => a.assertStatus(200))
    // ten seconds later, as far as the database can tell (the vote's live message sent first,
    // then the kept views dropped: they hold the end time that moved)
    await drainBroadcasts()
    const past = new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', '')
    await db.from('polls').where('id', poll.id).update({ ends_at: past })
    await publicDataChanged('polls')
    clearKeptPages()
    const refused = await vote(client, late, poll.id, 0)
    refused.assertStatus(422)
    assert.equal(refused.body().message, en(M.closed))
    // before the tick the pages already show it closed
    const before = await client.get('/polls').withInertia()
    assert.equal((before.inertiaProps as { polls: PublicPoll[] }).polls[0].status, 'closed')

    assert.equal(await closeEndedPolls(), 1)
    assert.isNull(await closeEndedPolls())
    const row = await db.from('polls').where('id', poll.id).first()
    assert.equal(row.status, 'closed')
    assert.isNull(row.open_key)
    // a new poll opens; the closed one stays listed under it with its result
    const next = await openPoll(client, { question: 'Bonus buy?', options: ['Yes', 'No'] })
    const page = await client.get('/polls').withInertia()
    const polls = (page.inertiaProps as { polls: PublicPoll[] }).polls
    assert.deepEqual(
      polls.map((p) => [p.id, p.status, p.votes]),
      [
        [next.poll.id, 'open', 0],
        [poll.id, 'closed', 1],
      ]
    )
    assert.deepEqual(
      polls[1].options.map((o) => o.votes),
      [0, 0, 1]
    )
  })

  test('the results travel in the live message and show on /overlays/poll', async ({ client, assert }) => {
    const stream = await openLiveStream()
    try {
      const { poll } = await openPoll(client)
      const voters = await Promise.all(Array.from({ length: 5 }, () => createUser()))
      await Promise.all(voters.map((voter, i) => vote(client, voter, poll.id, i < 3 ? 1 : 0)))
      const message = await stream.until((polls) => polls[0]?.votes === 5)
      const live = (message.data.polls as PublicPoll[])[0]
      assert.equal(live.id, poll.id)
      assert.deepEqual(
        live.options.map((o) => o.votes),
        [2, 3, 0]
      )
      assert.deepEqual(live.via, { site: 5, kick: 0, twitch: 0 })
      assert.notProperty(live, 'user_id')
    } finally {
      stream.close()
    }

    const overlay = await client.get(urlFor('overlays.poll')).withInertia()
    overlay.assertStatus(200)
    assert.equal(overlay.inertiaComponent, 'overlays/poll')
    const props = overlay.inertiaProps as { polls: PublicPoll[] }
    assert.deepEqual(
      props.polls[0].options.map((o) => [o.label, o.votes]),
      [
        ['Gates of Olympus', 2],
        ['Sugar Rush', 3],
        ['Wanted', 0],
      ]
    )
    // the browser source's own language, rendered on the server: the votes in German
    const html = await client.get(urlFor('overlays.poll', {}, { qs: { lang: 'de' } }))
    html.assertStatus(200)
    assert.include(html.text(), 'lang="de"')
    const text = html.text()
    assert.include(text.slice(text.indexOf('Sugar Rush')), '3 Stimmen', text.slice(text.indexOf('<body')))
    assert.include(html.text(), '!vote 1 bis !vote 3')
  })
    // the overlay's first server render compiles it (slow on a busy machine)
    .timeout(180_000)
})
