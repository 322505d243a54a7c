import { markConfirmed } from '#services/accounts/confirmation'
import { markSecondStepPassed } from '#services/accounts/sessions'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type User from '#models/user'
import type { Assert } from '@japa/assert'
import { integrityCheck } from '#tests/helpers/database/economy'
import { SERVER_ENTRY } from '#tests/helpers/processes/node_process'
import { webProcessEnv, webProcessExecArgv } from '#infra/cluster/web_process'
import { liveLimits } from '#config/live'
import { sessionConfigWith, writeSession } from '#tests/helpers/http/sessions'

/**
 * The fault drills run the production build (`node ace build`, done by scripts/test_faults.mjs)
 * as real OS processes on the test run's SQLite file, with server-side sessions and rate
 * limits in that database, as a scaled-out deployment on one machine would.
 */
const buildDir = app.makePath('build')

/** The SQLite file of this test run (absolute), shared with the spawned servers */
export function sqliteFile(): string {
  return db.connection().getWriteClient().client.config.connection.filename
}

/** The environment of a spawned process of the build: production, on this run's database */
export function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...webProcessEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_KEY: env.get('APP_KEY').release(),
    SQLITE_PATH: sqliteFile(),
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    LOG_LEVEL: 'error',
    STORAGE_PATH: app.makePath('tmp/faults-storage'),
  }
}

export type BuiltServer = { url: string; child: ChildProcess; stop: () => Promise<void> }

/** Spawns a server process and waits until it answers on `port` (`probe`: the page it asks for) */
async function startServerProcess(
  args: string[],
  cwd: string,
  processEnv: NodeJS.ProcessEnv,
  port: number,
  probe = '/faq'
): Promise<BuiltServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: processEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`)
    const up = await fetch(`${url}${probe}`).then(
      (r) => r.ok,
      () => false
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, child, stop }
}

/** Starts `node bin/server.js` from build/ as bin/cluster.js would, and waits until it answers */
export async function startBuiltServer(port: number): Promise<BuiltServer> {
  if (!existsSync(`${buildDir}/bin/server.js`)) {
    throw new Error('No production build: run `npm run test:faults` (it builds first)')
  }
  // as bin/cluster.js starts a web process
  return startServerProcess(
    [...webProcessExecArgv(liveLimits().maxStreams), 'bin/server.js'],
    buildDir,
    serverEnv(port),
    port
  )
}

/**
 * Starts the server from source (the TypeScript loader, this run's environment) on the test
 * run's database with database sessions, and waits until it answers: for a check that needs
 * a setting the test process itself was not started with (extraEnv), without a build;
 * `probe` is the path that must answer 200 first (`/healthz` when no page is needed)
 */
export async function startSourceServer(
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
  probe?: string
): Promise<BuiltServer> {
  const processEnv = { ...serverEnv(port), NODE_ENV: process.env.NODE_ENV, ...extraEnv }
  return startServerProcess(SERVER_ENTRY, app.makePath(), processEnv, port, probe)
}

export type BuiltCluster = {
  url: string
  child: ChildProcess
  /** every output line so far (the supervisor's start of line is `[cluster] `) */
  lines: string[]
  /** resolves with the first line from index `from` on that matches */
  waitForLine: (pattern: RegExp, from?: number, timeoutMs?: number) => Promise<string>
  /** SIGTERM; resolves with the exit code */
  stop: () => Promise<number | null>
}

/**
 * Starts `node bin/cluster.js` from build/ (WEB_CONCURRENCY web processes and one jobs
 * worker) and waits until `webProcesses` of them listen and the site answers
 */
export async function startBuiltCluster(
  port: number,
  webProcesses: number,
  extraEnv: NodeJS.ProcessEnv = {}
): Promise<BuiltCluster> {
  if (!existsSync(`${buildDir}/bin/cluster.js`)) {
    throw new Error('No production build: run `npm run test:faults` (it builds first)')
  }
  const child = spawn(process.execPath, ['bin/cluster.js'], {
    cwd: buildDir,
    env: {
      ...serverEnv(port),
      WEB_CONCURRENCY: String(webProcesses),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const waiters = new Set<() => void>()
  let pending = ''
  const collect = (chunk: Buffer) => {
    pending += chunk.toString()
    const parts = pending.split('\n')
    pending = parts.pop()!
    lines.push(...parts)
    for (const check of waiters) check()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)

  const waitForLine = (pattern: RegExp, from = 0, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.slice(from).find((line) => pattern.test(line))
        if (!found) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no line like ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`))
      }, timeoutMs)
      waiters.add(check)
      check()
    })

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }
  const listening = async () => {
    const deadline = Date.now() + 60_000
    while (lines.filter((l) => /^\[cluster\] web process pid \d+ listening/.test(l)).length < webProcesses) {
      if (child.exitCode !== null) throw new Error(`cluster exited:\n${lines.join('\n')}`)
      if (Date.now() > deadline) throw new Error(`cluster did not listen:\n${lines.join('\n')}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  // a cluster that never came up is not left running (the caller gets no handle to stop it)
  await listening().catch(async (error) => {
    await stop()
    throw error
  })
  return { url: `http://127.0.0.1:${port}`, child, lines, waitForLine, stop }
}

/** Runs an ace command of the build against the same database; resolves with its exit code */
export function runBuiltAce(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: buildDir,
      env: serverEnv(3333),
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** After the servers stopped: the SQLite file is sound and points:audit finds nothing wrong */
export async function assertDatabaseSound(assert: Assert) {
  assert.equal(await integrityCheck(), 'ok')
  const audit = await runBuiltAce(['points:audit'])
  assert.equal(audit.code, 0, audit.output)
}

/**
 * A logged-in browser for a user: a session written to the server's session store (the
 * database by default, or Redis, as a login would leave it) and its signed cookie; writes send
 * the Origin a browser sends from the site's own page.
 */
export async function browserSession(
  serverUrl: string,
  user: User,
  store: 'database' | 'redis' | 'memory' = 'database',
  { confirmed = false } = {}
) {
  const values: Record<string, unknown> = { auth_web: user.id }
  // as if the password (or a two-factor code) was just given: the dangerous actions' gate
  const session = { get: (key: string) => values[key], put: (key: string, value: unknown) => (values[key] = value) }
  if (confirmed) markConfirmed(session, { password: true })
  // a user with two-factor on signed in with a code (the staff rule asks the session for it)
  if (user.twoFactorEnabledAt) markSecondStepPassed(session, user)
  const cookie = await writeSession(await sessionConfigWith(store), values)
  return { cookie, origin: new URL(serverUrl).origin }
}

export type Session = Awaited<ReturnType<typeof browserSession>>

/** The pid a server started with SERVED_BY_HEADER=true names in its answer (null: none) */
export function servedBy(response: Response) {
  const pid = response.headers.get('x-served-by')
  return pid ? Number(pid) : null
}

/**
 * POST /api/products/purchase/{id} as that browser, on a new connection (a cluster's primary
 * hands each to the next web process); a dropped connection (or no answer within `timeoutMs`,
 * when given) answers null
 */
export async function postPurchase(
  serverUrl: string,
  session: Session,
  productId: number,
  key?: string,
  timeoutMs?: number
): Promise<{ status: number; message: string; pid: number | null } | null> {
  try {
    const response = await fetch(`${serverUrl}/api/products/purchase/${productId}`, {
      method: 'POST',
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      headers: {
        connection: 'close',
        accept: 'application/json',
        cookie: session.cookie,
        origin: session.origin,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    })
    const body = (await response.json()) as { message: string }
    return { status: response.status, message: body.message, pid: servedBy(response) }
  } catch {
    return null
  }
}

/** POST /api/user/set-avatar (multipart) as that browser: the answer's status and body */
export async function postAvatar(serverUrl: string, session: Session, image: Buffer) {
  const form = new FormData()
  form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'avatar.png')
  const response = await fetch(`${serverUrl}/api/user/set-avatar`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      cookie: session.cookie,
      origin: session.origin,
    },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; avatar?: string },
  }
}
