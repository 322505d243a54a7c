/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import { openPage, SCREENSHOT_DIR, screenshotWidths, TAKE_SCREENSHOTS } from '#tests/helpers/browser/browser'
import { openOverlay, overGameplay } from '#tests/helpers/browser/overlays'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { openPoll, vote } from '#tests/helpers/database/polls'
import { en } from '#tests/helpers/i18n/english'
import { POLL_MESSAGES } from '#shared/polls'

test.group('Browser / polls', (group) => {
  group.each.setup(() => resetDatabase())

  test('a viewer votes on /polls and sees the result, live; no sideways scroll', async ({
    browserContext,
    client,
    assert,
  }) => {
    const { poll } = await openPoll(client)
    const viewer = await createUser({ username: 'voter' })
    await browserContext.loginAs(viewer)
    const { page, problems } = await openPage(browserContext, urlFor('polls'))
    const card = page.locator(`[data-poll="${poll.id}"]`)
    await card.getByRole('button', { name: 'Vote for Sugar Rush' }).click()
    await page.getByText(en(POLL_MESSAGES.voted, { option: 'Sugar Rush' })).waitFor()
    // the viewer's own option marked, the buttons gone, the vote counted on the page
    await card.locator('[data-poll-option="1"]', { hasText: 'Your vote' }).waitFor()
    assert.equal(await card.getByRole('button', { name: /^Vote for/ }).count(), 0)
    await card.locator('[data-poll-option="1"]', { hasText: '100% · 1 vote' }).waitFor()
    const stored = await db.from('poll_votes').where({ poll_id: poll.id, user_id: viewer.id }).first()
    assert.equal(Number(stored.option), 1)
    assert.equal(stored.via, 'site')

    // other viewers' votes reach the open page without a reload
    const others = await Promise.all([createUser(), createUser(), createUser()])
    for (const [index, other] of others.entries()) {
      await vote(client, other, poll.id, index === 2 ? 1 : 0).then((a) => a.assertStatus(200))
    }
    await card.locator('[data-poll-total]', { hasText: '4 votes' }).waitFor()
    await card.locator('[data-poll-option="1"]', { hasText: '50% · 2 votes' }).waitFor()

    const sideways = await screenshotWidths(page, 'polls')
    assert.deepEqual(sideways, { 1280: 0, 360: 0 })
    assert.deepEqual(problems, [])
  })

  // pictures for people to look at: `npm run screenshots` takes them
  test('screenshots: the poll overlay over a busy picture, and the admin page', async ({ browserContext, client }) => {
    const { poll } = await openPoll(client, { question: 'Which slot do we open next?' })
    const voters = await Promise.all(Array.from({ length: 7 }, () => createUser()))
    for (const [index, voter] of voters.entries()) await vote(client, voter, poll.id, index % 3 === 0 ? 0 : 1)
    for (const query of ['', '?compact=1&accent=gold&lang=de']) {
      const { page } = await openOverlay(browserContext, `${urlFor('overlays.poll')}${query}`)
      await overGameplay(page, `${SCREENSHOT_DIR}/overlay-poll${query ? '-compact-de' : ''}.png`)
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 })
        await overGameplay(page, `${SCREENSHOT_DIR}/overlay-poll${query ? '-compact-de' : ''}-${width}.png`)
      }
      await page.close()
    }
    const moderator = await createUser({ role: 'moderator' })
    await browserContext.loginAs(moderator)
    await browserContext.setSession({ confirmed_at: Date.now() })
    const { page } = await openPage(browserContext, urlFor('admin.polls'))
    await screenshotWidths(page, 'admin-polls')
  })
    .skip(!TAKE_SCREENSHOTS, 'npm run screenshots takes them')
    .timeout(300_000)
})
