/**
 * Builds for production, checks the bundle budgets, starts the built server on a loopback
 * port with a scratch database, and checks that pages come back server-rendered (the React
 * markup is in the HTML, not only the JSON page object) and that built assets are sent from
 * their precompressed files with a year-long immutable Cache-Control. Exits non-zero on any
 * failure.
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { resolve } from 'node:path'
import { run } from './lib/project.mjs'
import { buildDir, startBuiltSite } from './lib/built_site.mjs'

const port = Number(process.env.SMOKE_PORT ?? 3390)

await run('node', ['ace', 'build'])
await run('node', ['scripts/check_budgets.mjs', 'build/public/assets'])
const site = await startBuiltSite(port)

/** A GET answered with the bytes as sent (fetch would undo the compression) */
function rawGet(path, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolvePromise({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
        })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Precompressed, immutable built assets: the entry script and the stylesheet */
async function assetChecks() {
  const assets = resolve(buildDir, 'public/assets')
  const manifest = JSON.parse(readFileSync(resolve(assets, '.vite/manifest.json'), 'utf8'))
  const entry = manifest['inertia/app.tsx']
  const checks = []
  for (const [file, type] of [
    [entry.file, /^text\/javascript|^application\/javascript/],
    [entry.css[0], /^text\/css/],
  ]) {
    const url = `/assets/${file}`
    const original = readFileSync(resolve(assets, file))
    const immutable = 'public, max-age=31536000, immutable'
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' })
    checks.push(
      [`${url} with br: the .br file`, br.body.equals(readFileSync(resolve(assets, `${file}.br`)))],
      [`${url} with br: decodes to the file`, brotliDecompressSync(br.body).equals(original)],
      [
        `${url} with br: encoding, type, cache and vary headers`,
        br.status === 200 &&
          br.headers['content-encoding'] === 'br' &&
          type.test(br.headers['content-type'] ?? '') &&
          br.headers['cache-control'] === immutable &&
          /accept-encoding/i.test(br.headers['vary'] ?? ''),
      ]
    )
    const gz = await rawGet(url, { 'accept-encoding': 'gzip' })
    checks.push([
      `${url} with gzip: the .gz file, decoding to the file`,
      gz.headers['content-encoding'] === 'gzip' &&
        gz.headers['cache-control'] === immutable &&
        gz.body.equals(readFileSync(resolve(assets, `${file}.gz`))) &&
        gunzipSync(gz.body).equals(original),
    ])
    const plain = await rawGet(url)
    checks.push([
      `${url} without Accept-Encoding: the file itself, immutable`,
      plain.status === 200 &&
        plain.headers['content-encoding'] === undefined &&
        plain.headers['cache-control'] === immutable &&
        type.test(plain.headers['content-type'] ?? '') &&
        plain.body.equals(original),
    ])
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag })
    checks.push([`${url} with its ETag: 304`, again.status === 304 && again.body.length === 0])
  }
  const favicon = await rawGet('/favicon.svg')
  checks.push([
    'a public file without a hash: a short max-age',
    favicon.status === 200 && favicon.headers['cache-control'] === 'public, max-age=3600',
  ])
  const home = await rawGet('/', { 'accept-encoding': 'br' })
  checks.push([
    'the home page HTML is sent brotli-compressed',
    home.headers['content-encoding'] === 'br' &&
      brotliDecompressSync(home.body).toString().includes('<header'),
  ])
  return checks
}

const failures = []
try {
  const html = await fetch(`${site.url}/`).then((r) => r.text())
  const checks = [
    ['answers the home page', html.length > 0],
    ['renders the header on the server', /<header[^>]*>/.test(html)],
    [
      'renders the hero tagline on the server',
      html.includes('use code on the partner and stay active to receive exclusive rewards'),
    ],
    ['links the built client bundle', /\/assets\/[^"']+\.js/.test(html)],
  ]
  for (const path of [
    '/leaderboard',
    '/store',
    '/vault',
    '/bonus-hunt',
    '/milestones',
    '/tournament',
  ]) {
    const res = await fetch(`${site.url}${path}`)
    const body = await res.text()
    checks.push([
      `${path} answers 200 with server markup`,
      res.status === 200 && /<main[^>]*>/.test(body),
    ])
  }
  checks.push(...(await assetChecks()))
  for (const [name, ok] of checks) {
    console.log(`${ok ? '✔' : '✖'} ${name}`)
    if (!ok) failures.push(name)
  }
} finally {
  site.stop()
}
if (failures.length) {
  console.error(`smoke check failed: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('smoke check passed')
