import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { deleteRedisKeys } from '#tests/helpers/database/redis'
import { runNode, SERVER_ENTRY, type ProcessResult } from '#tests/helpers/processes/node_process'

/**
 * `npm start` on the scale-out settings (PostgreSQL, Redis): its steps before the build
 * (scripts/start.mjs: codegen, migrate, demo setup) each exit on their own, then the site
 * answers a page from source. Before the fix `node ace codegen` never exited once REDIS_HOST
 * was set (Redis connections opened during its warmup boot were never closed), so `npm start`
 * stopped at its first step. Needs PostgreSQL and Redis (SKIP_PG=1 skips it); about 15-30 s, so
 * it is part of the normal suite. Port: PORT + 16.
 */
const port = String(Number(process.env.PORT ?? 3334) + 16)
/** How long one step may take on a loaded machine (codegen alone takes about 2 s) */
const STEP_BOUND_MS = 45_000

type TemporaryDatabase = <T>(prefix: string, work: (pgEnv: Record<string, string>) => Promise<T>) => Promise<T>

async function withTemporaryDatabase<T>(work: (pgEnv: Record<string, string>) => Promise<T>) {
  const lib = (await import(app.makeURL('scripts/lib/postgres.mjs').href)) as {
    withTemporaryDatabase: TemporaryDatabase
  }
  return lib.withTemporaryDatabase('neon_start', work)
}

/** A step's outcome, readable in a failed assertion */
const described = (step: string, result: ProcessResult, ms: number) =>
  `${step}: exit ${result.code} after ${ms} ms\n${result.stdout}\n${result.stderr}`

/** Runs the web server from source until `/` answers; resolves with its status and the time taken */
function serveOnePage(env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number; body: string; exitCode: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, SERVER_ENTRY, {
      cwd: app.makePath(),
      env: { ...process.env, ...env },
    })
    let output = ''
    let answered: { status: number; body: string } | undefined
    const kill = setTimeout(() => child.kill('SIGKILL'), STEP_BOUND_MS)
    const onOutput = (chunk: Buffer) => {
      const before = output
      output += chunk.toString()
      if (!before.includes('started HTTP server') && output.includes('started HTTP server')) {
        // a JSON answer read from the database through the whole pipeline (session in Redis): a
        // page's HTML would need the production build, which npm test makes only after this
        fetch(`http://127.0.0.1:${port}/api/leaderboards/xfun/entries?offset=0&limit=3`)
          .then(async (response) => (answered = { status: response.status, body: await response.text() }))
          .catch((error) => (answered = { status: 0, body: String(error) }))
          .finally(() => child.kill('SIGTERM'))
      }
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(kill)
      resolve({ status: answered?.status ?? 0, body: answered?.body ?? '', exitCode: code, output })
    })
  })
}

test.group('npm start with PostgreSQL and Redis', (group) => {
  // it makes its own PostgreSQL database: npm test runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))
  test('codegen, migrate and demo setup each exit on their own, then the site answers from the database', async ({
    assert,
  }) => {
    const prefix = `neon-start-test:${randomBytes(4).toString('hex')}:`
    try {
      await withTemporaryDatabase(async (pgEnv) => {
        const env = {
          ...pgEnv,
          DB_CONNECTION: 'pg',
          REDIS_HOST: '127.0.0.1',
          REDIS_PREFIX: prefix,
          NODE_ENV: 'development',
          PORT: port,
          HOST: '127.0.0.1',
          APP_URL: `http://127.0.0.1:${port}`,
          SESSION_DRIVER: 'redis',
          LIMITER_STORE: 'redis',
          DEMO: 'true',
          LOG_LEVEL: 'info',
        }
        // the steps of scripts/start.mjs before the build, in its order
        for (const step of [['codegen'], ['migration:run', '--force'], ['demo:setup']]) {
          const started = Date.now()
          const result = await runNode(['ace', ...step], { env, timeoutMs: STEP_BOUND_MS })
          const ms = Date.now() - started
          assert.equal(result.code, 0, described(step.join(' '), result, ms))
          // exited because its work was done, not because something was left open
          assert.notInclude(result.stderr, 'still held open', described(step.join(' '), result, ms))
        }
        const served = await serveOnePage(env)
        assert.equal(served.status, 200, served.output)
        // the demo board, seeded by demo:setup into PostgreSQL
        assert.isAbove(JSON.parse(served.body).entries.length, 0, served.body)
        // SIGTERM stopped it (the providers closed their Redis and database connections)
        assert.equal(served.exitCode, 0, served.output)
      })
    } finally {
      await deleteRedisKeys(prefix)
    }
  })
    .skip(process.env.SKIP_PG === '1', 'SKIP_PG=1: no PostgreSQL here')
    .timeout(4 * STEP_BOUND_MS)

  test('the scheduled-jobs worker (the one command that stays alive) stops on SIGTERM', async ({ assert }) => {
    const prefix = `neon-start-test:${randomBytes(4).toString('hex')}:`
    try {
      const started = Date.now()
      const result = await runNode(['ace', 'worker'], {
        env: { REDIS_HOST: '127.0.0.1', REDIS_PREFIX: prefix, LOG_LEVEL: 'info' },
        stopWhen: /worker \S+ started/,
        timeoutMs: STEP_BOUND_MS,
      })
      assert.equal(result.code, 0, `${Date.now() - started} ms\n${result.stdout}\n${result.stderr}`)
      assert.match(result.stdout, /worker \S+ started/)
    } finally {
      await deleteRedisKeys(prefix)
    }
  }).timeout(2 * STEP_BOUND_MS)

  test('SIGTERM stops an ace command in the middle of its work, with exit code 143', async ({ assert }) => {
    // admin:create --password-stdin waits for its password for as long as stdin stays open
    const child = spawn(
      process.execPath,
      ['ace', 'admin:create', 'sigterm_probe', 'sigterm_probe@neonplay.test', '--password-stdin'],
      { cwd: app.makePath(), env: { ...process.env, REDIS_HOST: '127.0.0.1' } }
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal }))
    )
    // time to boot and start waiting (a signal before the app listens ends it the default way)
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const signalled = Date.now()
    child.kill('SIGTERM')
    // a SIGKILL (the fallback) would end it with that signal, failing the check below
    const kill = setTimeout(() => child.kill('SIGKILL'), 25_000)
    const { code, signal } = await exited
    clearTimeout(kill)
    child.stdin.destroy()
    assert.isBelow(Date.now() - signalled, 25_000, output)
    assert.isTrue(code === 143 || signal === 'SIGTERM', `exit ${code ?? signal}\n${output}`)
    assert.notInclude(output, 'password set')
  }).timeout(45_000)
})
