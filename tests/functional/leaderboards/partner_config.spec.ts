import { test } from '@japa/runner'
import { partnerApi } from '#config/leaderboards'
import { withEnv } from '#tests/helpers/processes/env'
import { runNode, SERVER_ENTRY } from '#tests/helpers/processes/node_process'

test.group('Leaderboards / partner API settings', () => {
  test('are read through config: URL, key and mode, range by default', ({ assert, cleanup }) => {
    cleanup(
      withEnv({
        LEADERBOARD_CELSIUS_URL: 'https://partner.example/wagers',
        LEADERBOARD_CELSIUS_KEY: 'secret',
        LEADERBOARD_CELSIUS_MODE: 'rolling',
        LEADERBOARD_HYPEDROP_URL: 'https://other.example/api',
        LEADERBOARD_HYPEDROP_KEY: undefined,
        LEADERBOARD_HYPEDROP_MODE: undefined,
        LEADERBOARD_SKINFANS_URL: undefined,
      })
    )
    assert.deepEqual(partnerApi('celsius'), {
      url: 'https://partner.example/wagers',
      key: 'secret',
      mode: 'rolling',
    })
    assert.deepEqual(partnerApi('hypedrop'), {
      url: 'https://other.example/api',
      key: undefined,
      mode: 'range',
    })
    assert.isNull(partnerApi('skinfans'))
  })

  test('the server refuses to start with {0}')
    // the process stops before it opens a database: npm test runs it once (scripts/test.mjs)
    .tags(['@engine_independent'], 'append')
    .with([
      ['a partner URL that is not a URL', { LEADERBOARD_XFUN_URL: 'not a url' }, /LEADERBOARD_XFUN_URL/],
      ['an unknown partner mode', { LEADERBOARD_CELSIUS_MODE: 'weekly' }, /LEADERBOARD_CELSIUS_MODE/],
    ] as const)
    .run(async ({ assert }, [, overrides, variable]) => {
      const result = await runNode(SERVER_ENTRY, {
        env: {
          PORT: String(Number(process.env.PORT ?? 3334) + 8),
          LOG_LEVEL: 'info',
          ...overrides,
        },
        stopWhen: /started HTTP server/,
      })
      assert.notInclude(result.stdout, 'started HTTP server')
      assert.match(result.stdout + result.stderr, variable)
    })
    .timeout(60_000)
})
