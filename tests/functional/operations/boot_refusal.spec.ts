import type { Assert } from '@japa/assert'
import { test } from '@japa/runner'
import { productionEnv, runNode, SERVER_ENTRY } from '#tests/helpers/processes/node_process'

/**
 * The guard is wired where every process reads its configuration: the web server, the worker
 * and an ace command each stop before doing anything, with the reason on one line.
 */
const port = String(Number(process.env.PORT ?? 3334) + 7)
const production = productionEnv(port)

function assertRefused(
  assert: Assert,
  result: { code: number | null; stdout: string; stderr: string },
  reason: RegExp
) {
  assert.equal(result.code, 1)
  const lines = result.stderr.trim().split('\n')
  assert.lengthOf(lines, 1, result.stderr)
  assert.match(lines[0], /^Refusing to start in production: /)
  assert.match(lines[0], reason)
  assert.notInclude(result.stdout, 'started HTTP server')
}

/** Starts the web server with `overrides` and checks it boots, refusing nothing */
async function assertBoots(assert: Assert, overrides: Record<string, string>) {
  const result = await runNode(SERVER_ENTRY, {
    env: { ...production, LOG_LEVEL: 'info', ...overrides },
    stopWhen: /started HTTP server/,
  })
  assert.include(result.stdout, 'started HTTP server')
  assert.notInclude(result.stderr, 'Refusing to start')
}

test.group('Production boot refusal', (group) => {
  // the processes stop before they open a database: npm test runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))

  // one boot with every unsafe setting: the guard names them all on its one line, so a check
  // the web server skipped is missing from it (tests/unit/infra/production_guard.spec.ts
  // checks each setting alone, without a process)
  test('the web server refuses every unsafe setting, each named on one line', async ({ assert }) => {
    const result = await runNode(SERVER_ENTRY, {
      env: {
        ...production,
        APP_KEY: 'too-short',
        SESSION_DRIVER: 'cookie',
        APP_URL: 'http://neonplay.example',
        VAULT_BEACON_URL: 'off',
      },
    })
    for (const reason of [
      /APP_KEY is shorter than 32 characters/,
      /SESSION_DRIVER=cookie/,
      /APP_URL http:\/\/neonplay\.example is not https/,
      /VAULT_BEACON_URL=off draws without a public beacon/,
    ]) {
      assertRefused(assert, result, reason)
    }
  })

  test('the worker and ace commands refuse a missing APP_KEY', async ({ assert }) => {
    const commands = [['worker', '--once'], ['points:audit']]
    const results = await Promise.all(
      commands.map((command) => runNode(['ace', ...command], { env: { ...production, APP_KEY: '' } }))
    )
    for (const result of results) assertRefused(assert, result, /APP_KEY is missing/)
  })

  // one boot for all the opt-ins (each refused alone above or in the group below)
  test('with the ALLOW_ flags and REDIS_HOST, a public http APP_URL, VAULT_BEACON_URL=off and redis stores boot', async ({
    assert,
  }) => {
    await assertBoots(assert, {
      APP_URL: 'http://neonplay.example',
      ALLOW_INSECURE_APP_URL: 'true',
      VAULT_BEACON_URL: 'off',
      ALLOW_UNVERIFIED_DRAWS: 'true',
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      REDIS_HOST: '127.0.0.1',
    })
  })
})

test.group('Boot refusal / Redis stores without REDIS_HOST', (group) => {
  group.tap((t) => t.tags(['@engine_independent'], 'append'))

  // both stores at once (each alone: tests/unit/infra/production_guard.spec.ts)
  test('the web server and an ace command stop with the reason on one line', async ({ assert }) => {
    // any environment: a development server is refused as well as a production one
    const env = {
      ...production,
      NODE_ENV: 'development',
      REDIS_HOST: '',
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
    }
    const results = await Promise.all([SERVER_ENTRY, ['ace', 'points:audit']].map((args) => runNode(args, { env })))
    for (const result of results) {
      assert.equal(result.code, 1, result.stdout + result.stderr)
      const lines = result.stderr.trim().split('\n')
      assert.lengthOf(lines, 1, result.stderr)
      assert.match(lines[0], /^Refusing to start: SESSION_DRIVER=redis and LIMITER_STORE=redis needs REDIS_HOST/)
      assert.notInclude(result.stdout, 'started HTTP server')
    }
  })
})
