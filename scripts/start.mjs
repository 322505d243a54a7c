/**
 * `npm start`: the whole site on the embedded default (SQLite in tmp/, uploads in storage/).
 * Creates .env on first run, migrates, seeds the demo data when the database is empty (each
 * demo account gets a random password, printed once below; DEMO=false seeds none), builds for
 * production and serves http://localhost:3333 (PORT in .env) with WEB_CONCURRENCY web processes
 * (default 1) and one scheduled-jobs worker, through bin/cluster.js.
 */
import { resolve } from 'node:path'
import { copyFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { ensureEnv, root, run, step } from './lib/project.mjs'

ensureEnv()

// The built server runs from build/, so it is pointed at the project's own data folders:
// ace commands run from the project folder then act on the same database and files.
const shared = {
  SQLITE_PATH: process.env.SQLITE_PATH ?? resolve(root, 'tmp/db.sqlite3'),
  STORAGE_PATH: process.env.STORAGE_PATH ?? resolve(root, 'storage'),
}
const env = { ...process.env, ...shared }

step('generating types')
await run('node', ['ace', 'codegen'], { env })
step('migrating the database')
await run('node', ['ace', 'migration:run', '--force'], { env })
step('seeding demo data (only into an empty database; DEMO=false skips it)')
await run('node', ['ace', 'demo:setup'], { env })
step('building for production')
await run('node', ['ace', 'build'], { env })
copyFileSync(resolve(root, '.env'), resolve(root, 'build/.env'))

step('starting the web process(es) and the scheduled-jobs worker')
// bin/cluster.js supervises WEB_CONCURRENCY web processes (default 1) on one port and one
// scheduled-jobs worker: whichever dies is restarted; SIGTERM/SIGINT drain them, then it exits
const cluster = spawn('node', ['bin/cluster.js'], {
  cwd: resolve(root, 'build'),
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'inherit',
})
cluster.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  // a terminal's Ctrl-C reaches the cluster too; passing it on again is harmless
  process.on(signal, () => cluster.kill(signal))
}
