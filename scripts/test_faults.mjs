/**
 * `npm run test:faults`: the fault drills (tests/faults). They need the production build and
 * spawn server processes, so they are not part of `npm test`:
 *
 * 1. on the test run's SQLite file: several server processes racing on one file, a server killed
 *    with SIGKILL in the middle of a purchase burst, the supervisor (bin/cluster.js) losing and
 *    restarting processes;
 * 2. the outage drill (tests/faults/outage_drill.spec.ts) on a fresh PostgreSQL database
 *    (dropped afterwards) and Redis under a key prefix of its own (deleted afterwards), each
 *    reached through a TCP proxy it cuts, stalls and restores; prints a table per phase and
 *    fails when a target of docs/operations.md ("Fault drill") is missed.
 *
 * --drill runs only the outage drill; --reuse-build skips the build when build/ has one.
 * PG_* and REDIS_* say where PostgreSQL and Redis run (defaults 127.0.0.1:5432 and :6379).
 * Extra arguments go to Japa.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureEnv, root, run, step } from './lib/project.mjs'
import { withTemporaryDatabase } from './lib/postgres.mjs'
import { deleteKeys, redisEnv, uniquePrefix } from './lib/redis.mjs'

const args = process.argv.slice(2)
const drillOnly = args.includes('--drill')
const reuseBuild = args.includes('--reuse-build')
const japaArgs = args.filter((a) => a !== '--drill' && a !== '--reuse-build')

ensureEnv()
step('generating types')
await run('node', ['ace', 'codegen'])
if (reuseBuild && existsSync(resolve(root, 'build/bin/cluster.js'))) {
  step('reusing the production build in build/ (--reuse-build)')
} else {
  step('production build')
  await run('node', ['ace', 'build'])
}
if (!drillOnly) {
  step('fault drills (SQLite)')
  await run('node', ['ace', 'test', 'faults', ...japaArgs], {
    env: { ...process.env, RUN_FAULTS: '1' },
  })
}

const prefix = uniquePrefix('neon-drill')
step(`outage drill: PostgreSQL (fresh database) and Redis (prefix ${prefix}) behind TCP proxies`)
try {
  await withTemporaryDatabase('neon_drill', (pgEnv) =>
    run(
      'node',
      ['ace', 'test', 'faults', '--files', 'tests/faults/outage_drill.spec.ts', ...japaArgs],
      {
        env: {
          ...process.env,
          ...pgEnv,
          DB_CONNECTION: 'pg',
          ...redisEnv(prefix),
          RUN_FAULTS: '1',
          OUTAGE_DRILL: '1',
        },
      }
    )
  )
} finally {
  console.log(`deleted ${await deleteKeys(prefix)} Redis keys under ${prefix}`)
}
