/**
 * Screenshots of pages in Debian's Chromium, for looking at what we build:
 *   node scripts/screenshot.mjs <url> [more urls...] [--width=360,1280] [--out=tmp/screenshots]
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const urls = args.filter((a) => !a.startsWith('--'))
const widths = option('width', '360,1280').split(',').map(Number)
const out = option('out', 'tmp/screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
  ],
})
for (const url of urls) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    // not networkidle: a page with live updates keeps its event stream open
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 }).catch(() => {})
    await page.waitForTimeout(500)
    const name = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'
    const file = join(out, `${name}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    await page.close()
  }
}
await browser.close()
