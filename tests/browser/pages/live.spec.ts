/// <reference lib="dom" />
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { openPage } from '#tests/helpers/browser/browser'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs, startNewHunt } from '#tests/helpers/database/admin_fixtures'
import { endLiveStreams } from '#infra/live/streams'
import { withEnv } from '#tests/helpers/processes/env'
import { raffleWithPlayer } from '#tests/helpers/database/raffles'
import { LIVE_PRIVATE_JITTER_MS } from '#shared/live'

/** Opens a page and waits until its live stream is up and subscribed */
async function openLivePage(context: Parameters<typeof openPage>[0], path: string) {
  const { page, problems } = await openPage(context, path)
  await page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
  return { page, problems }
}

/** Every request the page makes to `path` from now on (the poll would show up here) */
function requestsTo(page: Page, path: string, partials: (string | undefined)[] = []) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== path) return
    seen.push(request.url())
    partials.push(request.headers()['x-inertia-partial-data'])
  })
  return seen
}

test.group('Browser / live updates', (group) => {
  group.each.setup(() => resetToDemoSite())

  test("an open hunt page shows an admin's change in 1 s without any request of its own", async ({
    browserContext,
    client,
    assert,
  }) => {
    const api = await startNewHunt(client, 'Friday Hunt', 1000)

    const { page, problems } = await openLivePage(browserContext, urlFor('bonus_hunt'))
    const reloads = requestsTo(page, '/bonus-hunt')
    await page.getByRole('heading', { name: 'Friday Hunt' }).waitFor()

    const changedAt = Date.now()
    const renamed = await api
      .put(urlFor('admin_api.hunt.update'))
      .json({ title: 'Saturday Hunt', starting_balance: 1000 })
    renamed.assertStatus(200)
    await page.getByRole('heading', { name: 'Saturday Hunt' }).waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - changedAt, 1000)
    // the message carried the hunt: no reload, and no 10 s poll while the stream is up
    await page.waitForTimeout(300)
    assert.lengthOf(reloads, 0)
    assert.deepEqual(problems, [])
  })

  test("the vault page follows an admin's update", async ({ browserContext, client }) => {
    const admin = await createUser({ admin: true })
    const { page } = await openLivePage(browserContext, urlFor('vault'))
    const updated = await jsonAs(client, admin)
      .post(urlFor('admin_api.vault.update'))
      .json({ value: 98765, streams_active: 42 })
    updated.assertStatus(200)
    await page.locator('[data-vault-value]', { hasText: '$98,765' }).waitFor({ timeout: 1000 })
    await page.getByText('42', { exact: true }).waitFor({ timeout: 1000 })
  })

  test('a process holding its maximum of streams answers 503 and the hunt page polls instead', async ({
    browserContext,
    assert,
  }) => {
    const restore = withEnv({ LIVE_MAX_STREAMS: '0' })
    try {
      const refused = new Promise<number>((resolve) =>
        browserContext.on('response', (response) => {
          if (response.url().includes('/__transmit/events')) resolve(response.status())
        })
      )
      const { page } = await openPage(browserContext, urlFor('bonus_hunt'))
      assert.equal(await refused, 503)
      // the page's 10 s refresh (its interval started with the page, so real time, not a fake clock)
      const poll = await page.waitForRequest(
        (request) => request.headers()['x-inertia-partial-data'] === 'hunt,my_guess,requests,stats',
        { timeout: 12_000 }
      )
      assert.equal(new URL(poll.url()).pathname, '/bonus-hunt')
      assert.notEqual(await page.evaluate(() => document.documentElement.dataset.live), 'connected')
    } finally {
      restore()
    }
  })

  test('the hunt page polls again while the stream is down', async ({ browserContext, assert }) => {
    const { page } = await openLivePage(browserContext, urlFor('bonus_hunt'))
    await page.clock.install()
    const polls = requestsTo(page, '/bonus-hunt')
    // the stream breaks (as when its process stops) and cannot come back
    await page.route('**/__transmit/**', (route) => route.abort())
    endLiveStreams()
    await page.waitForFunction(() => document.documentElement.dataset.live !== 'connected')
    await page.clock.runFor(10_500)
    await page.waitForTimeout(200)
    assert.isAtLeast(polls.length, 1)
  })

  test("an open raffle page shows another user's entry without any request for the public part", async ({
    browserContext,
    client,
    assert,
  }) => {
    const { player: viewer, id } = await raffleWithPlayer(client, 100)
    await browserContext.loginAs(viewer)
    const { page, problems } = await openLivePage(browserContext, `/raffles/${id}`)
    const list = await openLivePage(browserContext, '/raffles')
    const partials: (string | undefined)[] = []
    requestsTo(page, `/raffles/${id}`, partials)
    const listReloads = requestsTo(list.page, '/raffles')
    await page.locator('[data-raffle-entries]', { hasText: '0 entries' }).waitFor()

    const other = await createUser({ username: 'raidguest', points: 100 })
    const changedAt = Date.now()
    const entered = await jsonAs(client, other).post(urlFor('raffles.enter', { id })).json({ tickets: 2 })
    entered.assertStatus(200)
    await page.locator('[data-raffle-entries]', { hasText: '1 entry' }).waitFor({ timeout: 1000 })
    await page.getByRole('cell', { name: 'raidguest' }).waitFor({ timeout: 1000 })
    await list.page.locator('[data-raffle-entries]', { hasText: '1' }).waitFor({ timeout: 1000 })
    assert.isBelow(Date.now() - changedAt, 1000)
    // the record came in the message; only the viewer's own tickets are asked for, once, later
    await page.waitForTimeout(LIVE_PRIVATE_JITTER_MS + 300)
    assert.deepEqual(partials, ['myTickets'])
    assert.lengthOf(listReloads, 0)
    assert.deepEqual([...problems, ...list.problems], [])
  })
})
