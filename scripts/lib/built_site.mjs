/**
 * The production build served on a loopback port with a scratch SQLite database seeded with
 * the demo site (scripts/smoke.mjs, scripts/lighthouse.mjs). Run `node ace build` first.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { root, run } from './project.mjs'

export const buildDir = resolve(root, 'build')

/**
 * Migrates and seeds a scratch database, starts `node bin/server.js` and waits until `/`
 * answers. Resolves with its URL, its process and `stop()` (ends it, removes the scratch files).
 */
export async function startBuiltSite(port, extraEnv = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'neon-site-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SQLITE_PATH: join(scratch, 'db.sqlite3'),
    STORAGE_PATH: join(scratch, 'storage'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  copyFileSync(resolve(root, '.env'), resolve(buildDir, '.env'))
  await run('node', ['ace', 'migration:run', '--force'], { cwd: buildDir, env })
  await run('node', ['ace', 'demo:setup'], { cwd: buildDir, env })

  const server = spawn('node', ['bin/server.js'], {
    cwd: buildDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    server.kill('SIGTERM')
    rmSync(scratch, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false
    )
    if (up) return { url, server, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  stop()
  throw new Error(`the built server on ${port} did not answer`)
}
