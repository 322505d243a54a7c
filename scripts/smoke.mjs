/**
 * Builds for production, starts the built server on a loopback port with a scratch
 * database, and checks that pages come back server-rendered (the React markup is in the
 * HTML, not only the JSON page object). Exits non-zero on any failure.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { root, run } from './lib/project.mjs'

const port = Number(process.env.SMOKE_PORT ?? 3390)
const scratch = mkdtempSync(join(tmpdir(), 'neon-smoke-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  SQLITE_PATH: join(scratch, 'db.sqlite3'),
  STORAGE_PATH: join(scratch, 'storage'),
  LOG_LEVEL: 'warn',
}

await run('node', ['ace', 'build'])
copyFileSync(resolve(root, '.env'), resolve(root, 'build/.env'))
const buildDir = resolve(root, 'build')
await run('node', ['ace', 'migration:run', '--force'], { cwd: buildDir, env })
await run('node', ['ace', 'demo:setup'], { cwd: buildDir, env })

const server = spawn('node', ['bin/server.js'], {
  cwd: buildDir,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
})
const failures = []
try {
  let html = ''
  for (let attempt = 0; attempt < 50 && !html; attempt++) {
    await new Promise((r) => setTimeout(r, 200))
    html = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => (r.ok ? r.text() : ''),
      () => ''
    )
  }
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
    const res = await fetch(`http://127.0.0.1:${port}${path}`)
    const body = await res.text()
    checks.push([
      `${path} answers 200 with server markup`,
      res.status === 200 && /<main[^>]*>/.test(body),
    ])
  }
  for (const [name, ok] of checks) {
    console.log(`${ok ? '✔' : '✖'} ${name}`)
    if (!ok) failures.push(name)
  }
} finally {
  server.kill('SIGTERM')
  rmSync(scratch, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`smoke check failed: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('smoke check passed')
