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

test.group('Production boot refusal', () => {
  test('the web server refuses {0}')
    .with([
      ['a short APP_KEY', { APP_KEY: 'too-short' }, /APP_KEY is shorter than 32 characters/],
      ['cookie sessions', { SESSION_DRIVER: 'cookie' }, /SESSION_DRIVER=cookie/],
      [
        'a public http APP_URL',
        { APP_URL: 'http://neonplay.example' },
        /APP_URL http:\/\/neonplay\.example is not https/,
      ],
      ['draws without a beacon', { VAULT_BEACON_URL: 'off' }, /VAULT_BEACON_URL=off draws without a public beacon/],
    ] as const)
    .run(async ({ assert }, [, overrides, reason]) => {
      assertRefused(assert, await runNode(SERVER_ENTRY, { env: { ...production, ...overrides } }), reason)
    })

  // one boot for both opt-ins (each alone is refused above)
  test('a public http APP_URL and VAULT_BEACON_URL=off boot with their ALLOW_ flags', async ({ assert }) => {
    await assertBoots(assert, {
      APP_URL: 'http://neonplay.example',
      ALLOW_INSECURE_APP_URL: 'true',
      VAULT_BEACON_URL: 'off',
      ALLOW_UNVERIFIED_DRAWS: 'true',
    })
  })

  test('the worker and ace commands refuse a missing APP_KEY', async ({ assert }) => {
    for (const command of [['worker', '--once'], ['points:audit']]) {
      const result = await runNode(['ace', ...command], { env: { ...production, APP_KEY: '' } })
      assertRefused(assert, result, /APP_KEY is missing/)
    }
  })
})

test.group('Boot refusal / Redis stores without REDIS_HOST', () => {
  test('{0} stops the web server and an ace command with the reason on one line')
    .with([
      ['SESSION_DRIVER=redis', { SESSION_DRIVER: 'redis' }, /^SESSION_DRIVER=redis needs/],
      ['LIMITER_STORE=redis', { LIMITER_STORE: 'redis' }, /^LIMITER_STORE=redis needs/],
      [
        'both',
        { SESSION_DRIVER: 'redis', LIMITER_STORE: 'redis' },
        /^SESSION_DRIVER=redis and LIMITER_STORE=redis needs/,
      ],
    ] as const)
    .run(async ({ assert }, [, overrides, reason]) => {
      // any environment: a development server is refused as well as a production one
      const env = { ...production, NODE_ENV: 'development', REDIS_HOST: '', ...overrides }
      for (const args of [SERVER_ENTRY, ['ace', 'points:audit']]) {
        const result = await runNode(args, { env })
        assert.equal(result.code, 1, result.stdout + result.stderr)
        const lines = result.stderr.trim().split('\n')
        assert.lengthOf(lines, 1, result.stderr)
        assert.match(lines[0].replace('Refusing to start: ', ''), reason)
        assert.include(lines[0], 'REDIS_HOST')
        assert.notInclude(result.stdout, 'started HTTP server')
      }
    })

  test('with REDIS_HOST set, redis stores boot', async ({ assert }) => {
    await assertBoots(assert, {
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      REDIS_HOST: '127.0.0.1',
    })
  })
})
