/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright'
import { resetToDemoSite } from '#tests/helpers/database'
import { withEnv } from '#tests/helpers/env'

export const SCREENSHOT_DIR = 'tmp/screenshots'

/** The partners' referral links, as an operator configures them */
export const REFERRAL_LINKS = {
  REFERRAL_URL_CELSIUS: 'https://celsius.partner.test/r/NEON',
  REFERRAL_URL_XFUN: 'https://xfun.partner.test/r/NEON',
}

/**
 * The demo site on a fresh database, with the partners' referral links configured until the
 * returned function puts the environment back (a group.each.setup cleanup)
 */
export async function resetToDemoSiteWithReferrals() {
  await resetToDemoSite()
  return withEnv(REFERRAL_LINKS)
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
  await page.goto(`${process.env.APP_URL}${path}`)
  await page.waitForSelector('html[data-hydrated]')
  return { page, problems }
}

/**
 * Full-page screenshots at desktop (1280 px) and phone (360 px) width, saved under
 * tmp/screenshots for review. Answers how far each width scrolls sideways (0 = not at all).
 */
export async function screenshotWidths(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const sideways: Record<number, number> = {}
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(200)
    sideways[width] = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    )
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true })
  }
  return sideways
}

/** A marker on window that a full page load would wipe (Inertia visits keep it) */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as any).__sameDocument = true))
  return () => page.evaluate(() => (window as any).__sameDocument === true)
}
