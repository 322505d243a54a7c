/**
 * Helpers for the start and test scripts: they run under the project's pinned Node (npm
 * puts node_modules/.bin first on PATH), from the project root.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')

/** Creates .env from .env.example with a fresh APP_KEY on a new machine */
export function ensureEnv() {
  const envFile = resolve(root, '.env')
  if (existsSync(envFile)) return
  const example = readFileSync(resolve(root, '.env.example'), 'utf8')
  const key = randomBytes(24).toString('base64url')
  writeFileSync(envFile, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('created .env with a new APP_KEY')
}

/** Runs a command, streaming its output; rejects on a non-zero exit */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

export function step(title) {
  console.log(`\n\x1b[35m▸ ${title}\x1b[0m`)
}
