/**
 * `npm run bench`: builds for production, then runs the serving benchmark (scripts/bench/
 * suite.ts): public pages, the Inertia visit, the hunt poll and purchases against raw
 * node:http controls in the same run; writes the run into docs/performance.md (replacing the one
 * before) and appends it to docs/performance-history.json. Not part of the test suite.
 *
 * `npm run bench -- --scale` (or BENCH_MODE=scale): the scaling benchmark (scripts/bench/
 * scale.ts) instead: the production cluster on a fresh PostgreSQL database (dropped afterwards)
 * with Redis under a key prefix of this run's own (its keys deleted afterwards), with
 * WEB_CONCURRENCY=1 then 2, and the ratio on the cached public pages.
 *
 * Options (env): BENCH_CONNECTIONS (50), BENCH_SECONDS (8), BENCH_PORT (3780), BENCH_SKIP_BUILD=1,
 * BENCH_LOADER=wrk (GET loads with wrk, `apt-get install wrk`, instead of autocannon);
 * for --scale, PG_* and REDIS_* say where PostgreSQL and Redis run (default 127.0.0.1).
 */
import { ensureEnv, run, step } from './lib/project.mjs'
import { withTemporaryDatabase } from './lib/postgres.mjs'
import { deleteKeys, redisEnv, uniquePrefix } from './lib/redis.mjs'

const scale = process.argv.includes('--scale') || process.env.BENCH_MODE === 'scale'
const tsExec = ['--import=@poppinss/ts-exec']

ensureEnv()
if (!process.env.BENCH_SKIP_BUILD) {
  step('generating types')
  await run('node', ['ace', 'codegen'])
  step('production build')
  await run('node', ['ace', 'build'])
}

if (!scale) {
  step('benchmark')
  await run('node', [...tsExec, 'scripts/bench/suite.ts'])
} else {
  const prefix = uniquePrefix('neon-bench')
  step(`scaling benchmark: PostgreSQL (fresh database), Redis (prefix ${prefix})`)
  try {
    await withTemporaryDatabase('neon_bench', (pgEnv) =>
      run('node', [...tsExec, 'scripts/bench/scale.ts'], {
        env: {
          ...process.env,
          ...pgEnv,
          ...redisEnv(prefix),
          DB_CONNECTION: 'pg',
          SESSION_DRIVER: 'redis',
          LIMITER_STORE: 'redis',
        },
      })
    )
  } finally {
    console.log(`deleted ${await deleteKeys(prefix)} Redis keys under ${prefix}`)
  }
}
