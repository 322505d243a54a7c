/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises'
import type { BrowserContext, Locator, Page } from 'playwright'
import User from '#models/user'

export const SCREENSHOT_DIR = 'tmp/screenshots'

/**
 * Screenshots are for people to look at (`npm run screenshots` sets SCREENSHOTS=1), not
 * assertions: npm test leaves them out, which saves encoding a few dozen full-page PNGs
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1'

/** Saves a screenshot of the page or element under tmp/screenshots, when TAKE_SCREENSHOTS */
export async function saveScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (TAKE_SCREENSHOTS) await target.screenshot(options)
}

/**
 * Opens a page once React has hydrated it. `problems` collects uncaught errors and React's
 * hydration complaints (a countdown rendered differently on the server would land here).
 */
export async function openPage(
  context: BrowserContext,
  path: string,
  options: { width?: number; reducedMotion?: 'reduce' | 'no-preference' } = {}
) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text())
  })
  const width = options.width ?? 1280
  await page.setViewportSize({ width, height: width < 500 ? 740 : 800 })
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion })
  await visitHydrated(page, path)
  return { page, problems }
}

/** Goes to `path` on the test server and waits until React has hydrated the page */
export async function visitHydrated(page: Page, path: string) {
  await page.goto(`${process.env.APP_URL}${path}`)
  await page.waitForSelector('html[data-hydrated]')
}

/**
 * A new page logged in as the demo site's admin (the owner), `size` large, hydrated at `path`.
 * The session has just confirmed it is them, as a fresh sign-in does, unless `confirmed: false`
 * (a dangerous action then asks for the password first).
 */
export async function openAsAdmin(
  context: BrowserContext,
  path: string,
  size = { width: 1280, height: 900 },
  { confirmed = true } = {}
) {
  await context.loginAs(await User.findByOrFail('username', 'admin'))
  if (confirmed) await context.setSession({ confirmed_at: Date.now() })
  const page = await context.newPage()
  await page.setViewportSize(size)
  await visitHydrated(page, path)
  return page
}

/**
 * The page at desktop (1280 px) and phone (360 px) width, each shot whole under tmp/screenshots
 * (saveScreenshot). Answers how far each width scrolls sideways (0 = not at all).
 */
export async function screenshotWidths(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const sideways: Record<number, number> = {}
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(200)
    sideways[width] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await saveScreenshot(page, { path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true })
  }
  return sideways
}

/** A marker on window that a full page load would wipe (Inertia visits keep it) */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as any).__sameDocument = true))
  return () => page.evaluate(() => (window as any).__sameDocument === true)
}
