/// <reference lib="dom" />
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { openPage, saveScreenshot, SCREENSHOT_DIR } from '#tests/helpers/browser/browser'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { startFakePush, type FakePush } from '#tests/helpers/fakes/fake_push'
import { withEnv } from '#tests/helpers/processes/env'
import { en } from '#tests/helpers/i18n/english'

/**
 * My Account's push bell in Chromium. Headless Chromium cannot subscribe for real on this
 * offline machine: PushManager.subscribe needs Google's push service (it fails with
 * "AbortError: Registration failed - permission denied" even with the permission granted).
 * So an init script replaces PushManager.prototype.subscribe, and only it, with one answering
 * a subscription on the fake push service; the service worker (public/push-sw.js) is
 * registered for real, and a push message is delivered to it through the DevTools protocol
 * (ServiceWorker.deliverPushMessage) to check the notification it shows.
 */

type Subscription = ReturnType<FakePush['newBrowser']>

function stubSubscribe(context: BrowserContext, subscription: Subscription) {
  return context.addInitScript((sub: Subscription) => {
    PushManager.prototype.subscribe = async () =>
      ({
        endpoint: sub.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => true,
      }) as unknown as PushSubscription
  }, subscription)
}

/** The push worker's registration as the page sees it: its scope and script, or null */
function pushRegistration(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/push/')
    const worker = registration?.active
    return registration && worker ? { scope: registration.scope, script: worker.scriptURL } : null
  })
}

/** Pushes `message` to the registered worker (as a push service would) and answers the
 * notifications it then shows */
async function deliverToWorker(page: Page, message: object) {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const push = registrations.find((r: { scopeURL: string }) => r.scopeURL.endsWith('/push/'))
      if (push) resolve(push.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  })
  // an async predicate would pass at once (its promise is truthy): poll instead
  for (let tries = 0; tries < 50; tries++) {
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/push/')
      const notifications = (await registration?.getNotifications()) ?? []
      return notifications.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }))
    })
    if (shown.length) return shown
    await page.waitForTimeout(100)
  }
  return []
}

const topicSwitch = (page: Page, key: Parameters<typeof en>[0]) => page.getByRole('switch', { name: en(key) })

test.group('Browser / push notifications bell', (group) => {
  let fake: FakePush
  group.each.setup(async () => {
    await resetDatabase()
    fake = await startFakePush()
    return () => fake.stop()
  })

  test('the bell subscribes after a click (no prompt on load), topics toggle, the worker shows a push, turn off', async ({
    browserContext,
    assert,
  }) => {
    const user = await createUser({ username: 'bellringer' })
    await browserContext.loginAs(user)
    await browserContext.grantPermissions(['notifications'], { origin: process.env.APP_URL })
    const subscription = fake.newBrowser()
    await stubSubscribe(browserContext, subscription)
    const { page, problems } = await openPage(browserContext, '/account')

    // loading the page registers nothing and subscribes nothing
    await page.getByText(en('push.off_here')).waitFor()
    assert.isNull(await pushRegistration(page))
    assert.lengthOf(await db.from('push_subscriptions'), 0)
    const section = page.locator('section', { has: page.locator('#notifications') })
    await saveScreenshot(section, { path: `${SCREENSHOT_DIR}/push-bell-off-1280.png` })

    await page.getByRole('button', { name: en('push.turn_on') }).click()
    await page.getByText(en('push.on_here')).waitFor()
    const registration = await pushRegistration(page)
    assert.deepEqual(registration, {
      scope: `${process.env.APP_URL}/push/`,
      script: `${process.env.APP_URL}/push-sw.js`,
    })
    const [row] = await db.from('push_subscriptions')
    assert.equal(row.endpoint, subscription.endpoint)
    assert.equal(Number(row.user_id), user.id)

    await topicSwitch(page, 'push.topic_raffle_opened').click()
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="switch"][aria-label="A raffle opens"]')
      return box?.getAttribute('aria-checked') === 'false' && !box.hasAttribute('disabled')
    })
    const saved = await db.from('push_subscriptions').firstOrFail()
    assert.deepEqual(
      [saved.topic_go_live, saved.topic_raffle_opened, saved.topic_hunt_started, saved.topic_won].map(Boolean),
      [true, false, true, true]
    )

    // the notifications section at phone and desktop width, no sideways scroll
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await section.scrollIntoViewIfNeeded()
      await saveScreenshot(section, { path: `${SCREENSHOT_DIR}/push-bell-${width}.png` })
      await saveScreenshot(page, { path: `${SCREENSHOT_DIR}/account-push-${width}.png`, fullPage: true })
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.equal(sideways, 0)
    }

    const shown = await deliverToWorker(page, {
      title: 'New raffle: Friday giveaway',
      body: 'Prize: $50 tip. Entries are open.',
      url: '/raffles/1',
      tag: 'push-1',
    })
    assert.deepEqual(shown, [
      { title: 'New raffle: Friday giveaway', body: 'Prize: $50 tip. Entries are open.', url: '/raffles/1' },
    ])

    await page.getByRole('button', { name: en('push.turn_off') }).click()
    await page.getByText(en('push.off_here')).waitFor()
    assert.lengthOf(await db.from('push_subscriptions'), 0)
    assert.deepEqual(problems, [])
  })

  test('without VAPID keys the bell says push is not set up, and offers nothing', async ({ browserContext }) => {
    const restore = withEnv({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })
    try {
      await browserContext.loginAs(await createUser())
      const { page } = await openPage(browserContext, '/account')
      await page.getByText(en('push.not_configured')).waitFor()
      await page.getByRole('button', { name: en('push.turn_on') }).waitFor({ state: 'detached' })
      await saveScreenshot(page.locator('section', { has: page.locator('#notifications') }), {
        path: `${SCREENSHOT_DIR}/push-bell-not-configured.png`,
      })
    } finally {
      restore()
    }
  })
})
