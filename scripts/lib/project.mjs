/**
 * Helpers for the start and test scripts: they run under the project's pinned Node (npm
 * puts node_modules/.bin first on PATH), from the project root.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createECDH, randomBytes } from 'node:crypto'
import { resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..', '..')

/**
 * A VAPID key pair for browser push (P-256, base64url: the public key uncompressed, the
 * private key's 32 bytes), as `node ace push:keys` makes
 */
function vapidKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const secret = ecdh.getPrivateKey()
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  }
}

/**
 * Creates .env from .env.example on a new machine, with a fresh APP_KEY and a VAPID key pair
 * (so `npm start` has push notifications working from the first run)
 */
export function ensureEnv() {
  const envFile = resolve(root, '.env')
  if (existsSync(envFile)) return
  const example = readFileSync(resolve(root, '.env.example'), 'utf8')
  const key = randomBytes(24).toString('base64url')
  const vapid = vapidKeys()
  const env = example
    .replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`)
    .replace(/^# VAPID_PUBLIC_KEY=.*$/m, `VAPID_PUBLIC_KEY=${vapid.publicKey}`)
    .replace(/^# VAPID_PRIVATE_KEY=.*$/m, `VAPID_PRIVATE_KEY=${vapid.privateKey}`)
  writeFileSync(envFile, env)
  console.log('created .env with a new APP_KEY and VAPID key pair')
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
