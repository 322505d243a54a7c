/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright'
import sharp from 'sharp'

/** An overlay as OBS opens it: a 1920x1080 browser source, live once its stream is up */
export async function openOverlay(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(`${process.env.APP_URL}${path}`)
  await page.waitForSelector('html[data-hydrated]')
  await page.waitForFunction(() => document.documentElement.dataset.live === 'connected')
  return { page, problems }
}

/** A gameplay-like busy picture (bright gradients and stripes) the size of the source */
export function busyBackground() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#ff6a00"/><stop offset="0.5" stop-color="#2dd4bf"/>
        <stop offset="1" stop-color="#facc15"/>
      </linearGradient>
      <pattern id="stripes" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
        <rect width="40" height="80" fill="#ffffff" fill-opacity="0.35"/>
      </pattern>
    </defs>
    <rect width="1920" height="1080" fill="url(#sky)"/>
    <rect width="1920" height="1080" fill="url(#stripes)"/>
    <circle cx="500" cy="400" r="300" fill="#e11d48" fill-opacity="0.7"/>
    <circle cx="1500" cy="700" r="380" fill="#22c55e" fill-opacity="0.6"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * What OBS shows: the overlay page's screenshot, its transparent pixels laid over the busy
 * picture (stretched to the page's size), saved at `path`
 */
export async function overGameplay(page: Page, path: string) {
  const shot = await page.screenshot({ omitBackground: true })
  const { width, height } = await sharp(shot).metadata()
  await sharp(await busyBackground())
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: shot }])
    .toFile(path)
}
