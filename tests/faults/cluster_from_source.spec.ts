import { test } from '@japa/runner'
import { runNode, productionEnv } from '#tests/helpers/processes/node_process'
import { sqliteFile } from '#tests/helpers/processes/built_server'

/**
 * bin/cluster.ts from source (the production build's bin/cluster.js is drilled in cluster.spec.ts):
 * it starts WEB_CONCURRENCY web processes and one jobs worker, and SIGTERM stops them all with
 * exit code 0. A fault drill (`npm run test:faults`), not part of every run: it boots three
 * processes from source and judges their shutdown times, which a loaded machine stretches.
 * Port: PORT + 8.
 */
const port = String(Number(process.env.PORT ?? 3334) + 8)
const CLUSTER_ENTRY = ['--import=@poppinss/ts-exec', 'bin/cluster.ts']
const production = { ...productionEnv(port), LIMITER_STORE: 'database' }

test.group('Faults / cluster supervisor from source', () => {
  test('WEB_CONCURRENCY=2: two web processes on one port and one jobs worker; SIGTERM exits 0', async ({ assert }) => {
    const result = await runNode(CLUSTER_ENTRY, {
      env: { ...production, SQLITE_PATH: sqliteFile(), WEB_CONCURRENCY: '2' },
      // SIGTERM as soon as both web processes listen
      stopWhen: /listening on[\s\S]*listening on/,
      timeoutMs: 90_000,
    })
    const lines = result.stdout.split('\n').filter((l) => l.startsWith('[cluster]'))
    assert.equal(result.code, 0, result.stdout + result.stderr)
    assert.include(lines, '[cluster] starting 2 web process(es) and 1 scheduled-jobs worker')
    const listening = lines.filter((l) => / listening on 127\.0\.0\.1:\d+$/.test(l)).map((l) => /pid (\d+)/.exec(l)![1])
    assert.lengthOf(new Set(listening), 2, 'two distinct web processes')
    assert.lengthOf(
      lines.filter((l) => /^\[cluster\] jobs started/.test(l)),
      1,
      'exactly one jobs worker'
    )
    assert.include(lines, '[cluster] SIGTERM: draining and stopping every process')
    assert.equal(lines.at(-1), '[cluster] every process has stopped')
    assert.notMatch(lines.join('\n'), /restarting in|SIGKILL/)
  }).timeout(120_000)

  test('a bad WEB_CONCURRENCY stops the supervisor with the reason on one line', async ({ assert }) => {
    for (const value of ['0', '2.5', 'many', '65']) {
      const result = await runNode(CLUSTER_ENTRY, {
        env: { ...production, WEB_CONCURRENCY: value },
      })
      assert.equal(result.code, 1)
      const lines = result.stderr.trim().split('\n')
      assert.lengthOf(lines, 1, result.stderr)
      assert.equal(lines[0], `Refusing to start: WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`)
      assert.notInclude(result.stdout, 'started')
    }
  }).timeout(120_000)
})
