/**
 * `npm run lighthouse`: builds for production, serves the build with the demo site on a loopback
 * port (scripts/lib/built_site.mjs) and runs Lighthouse (mobile: its default emulated phone and
 * simulated slow 4G) with Debian's Chromium on the public pages. Prints performance,
 * accessibility, LCP, CLS, TBT and speed index per page (the median of LIGHTHOUSE_RUNS runs, since scores move
 * with the machine's load) and the failed accessibility audits, and writes the table into the
 * "Lighthouse" section of docs/performance.md (appending the run to docs/performance-history.json). Exits non-zero when a page misses a target.
 * Not part of `npm test`.
 *
 * Options (env): LIGHTHOUSE_PORT (3790), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES (comma list),
 * LIGHTHOUSE_SKIP_BUILD=1, LIGHTHOUSE_NO_WRITE=1, CHROME_PATH (/usr/bin/chromium),
 * LIGHTHOUSE_JSON_DIR (keeps each run's full report there, e.g. for its LCP breakdown).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import lighthouse from 'lighthouse'
import { launch } from 'chrome-launcher'
import { ensureEnv, root, run, step } from './lib/project.mjs'
import { startBuiltSite } from './lib/built_site.mjs'
import { appendRun } from './lib/performance_history.mjs'

const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05 }
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/leaderboard,/store,/vault,/bonus-hunt').split(
  ','
)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3790)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** One Lighthouse run of one page: scores, metrics and the failed accessibility audits */
async function audit(chrome, url, name) {
  const { lhr, report } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true })
    writeFileSync(resolve(jsonDir, `${name}.json`), report)
  }
  const failedA11y = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
    .filter((ref) => lhr.audits[ref.id].score < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`)
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    siMs: lhr.audits['speed-index'].numericValue,
    failedA11y,
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => `${a.id} (${a.displayValue ?? ''})`),
  }
}

function summarise(path, runs) {
  const result = {
    path,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    siMs: median(runs.map((r) => r.siMs)),
    all: runs.map((r) => r.performance).join(', '),
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    opportunities: [...new Set(runs.flatMap((r) => r.opportunities))],
  }
  result.met =
    result.performance >= TARGETS.performance &&
    result.accessibility >= TARGETS.accessibility &&
    result.lcpMs <= TARGETS.lcpMs &&
    result.cls <= TARGETS.cls
  return result
}

function table(results) {
  return [
    '| page | performance | accessibility | LCP | CLS | TBT | speed index | runs (performance) | targets |',
    '| ---- | ----------: | ------------: | --: | --: | --: | ----------: | ------------------ | ------- |',
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
        `${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.siMs / 1000).toFixed(2)} s | ${r.all} | ` +
        `${r.met ? 'met' : 'MISSED'} |`
    ),
  ]
}

/** Replaces (or appends) the "## Lighthouse" section of docs/performance.md */
function writeSection(lines) {
  const file = resolve(root, 'docs/performance.md')
  const doc = readFileSync(file, 'utf8')
  const section = `${lines.join('\n')}\n`
  const start = doc.indexOf('\n## Lighthouse')
  if (start === -1) return writeFileSync(file, `${doc.trimEnd()}\n\n${section}`)
  const next = doc.indexOf('\n## ', start + 1)
  const rest = next === -1 ? '' : doc.slice(next)
  writeFileSync(file, `${doc.slice(0, start)}\n${section}${rest}`)
}

ensureEnv()
if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
  step('production build')
  await run('node', ['ace', 'codegen'])
  await run('node', ['ace', 'build'])
}
step('serving the build')
const site = await startBuiltSite(port, { LOG_LEVEL: 'error' })
const loadBefore = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')
const results = []
let chrome
try {
  chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  for (const path of PAGES) {
    step(`lighthouse ${path} (${RUNS} runs)`)
    // one unmeasured visit warms the server's caches and the JIT, as a live site would be
    await fetch(`${site.url}${path}`).then((r) => r.text())
    const runs = []
    const name = path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(chrome, `${site.url}${path}`, `${name}-${i + 1}`))
    }
    const result = summarise(path, runs)
    results.push(result)
    console.log(
      `${path}: performance ${result.performance} (${result.all}), accessibility ${result.accessibility}, ` +
        `LCP ${(result.lcpMs / 1000).toFixed(2)} s, CLS ${result.cls.toFixed(3)}, ` +
        `TBT ${Math.round(result.tbtMs)} ms, speed index ${(result.siMs / 1000).toFixed(2)} s`
    )
    for (const failed of result.failedA11y) console.log(`  accessibility: ${failed}`)
    for (const item of result.opportunities) console.log(`  opportunity: ${item}`)
  }
} finally {
  await chrome?.kill()
  site.stop()
}

const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
const lines = [
  '## Lighthouse (mobile)',
  '',
  'Written by `npm run lighthouse` (scripts/lighthouse.mjs): the production build with the demo',
  "site, Lighthouse's default mobile run (emulated phone, simulated slow 4G and 4x CPU slowdown)",
  `in Debian's Chromium; the median of ${RUNS} runs per page. Targets: performance at least`,
  `${TARGETS.performance}, accessibility ${TARGETS.accessibility}, LCP at most ${TARGETS.lcpMs / 1000} s, CLS at most ${TARGETS.cls}.`,
  '',
  `Latest run: ${when} UTC, load average before the run ${loadBefore} (the machine is shared:`,
  'performance scores drop a few points when other work runs).',
  '',
  ...table(results),
]
console.log(`\n${lines.slice(-results.length - 2).join('\n')}`)
if (!process.env.LIGHTHOUSE_NO_WRITE) {
  writeSection(lines)
  await appendRun('lighthouse', `Lighthouse (mobile), load average ${loadBefore}`, table(results))
}
if (results.some((r) => !r.met)) process.exitCode = 1
