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
 * `npm run bench -- --live` (or BENCH_MODE=live): the live-update benchmark (scripts/bench/
 * live.ts): N open /bonus-hunt streams (BENCH_LIVE_STREAMS, default 2000,10000) and an admin's
 * change, on a scratch SQLite database, with 1 web process and then (Redis under a prefix of
 * this run's own) with 2. The open-file limit is raised to the hard limit first.
 *
 * Options (env): BENCH_CONNECTIONS (50), BENCH_SECONDS (8), BENCH_PORT (3780), BENCH_SKIP_BUILD=1,
 * BENCH_LOADER=wrk (GET loads with wrk, `apt-get install wrk`, instead of autocannon);
 * for --scale, PG_* and REDIS_* say where PostgreSQL and Redis run (default 127.0.0.1).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureEnv, run, step } from './lib/project.mjs'
import { withTemporaryDatabase } from './lib/postgres.mjs'
import { deleteKeys, redisEnv, uniquePrefix } from './lib/redis.mjs'

const scale = process.argv.includes('--scale') || process.env.BENCH_MODE === 'scale'
const live = process.argv.includes('--live') || process.env.BENCH_MODE === 'live'
const tsExec = ['--import=@poppinss/ts-exec']

ensureEnv()
if (!process.env.BENCH_SKIP_BUILD) {
  step('generating types')
  await run('node', ['ace', 'codegen'])
  step('production build')
  await run('node', ['ace', 'build'])
}

if (live) {
  const prefix = uniquePrefix('neon-bench-live')
  const scratch = mkdtempSync(join(tmpdir(), 'neon-bench-live-'))
  step(`live-update benchmark: SQLite (scratch), Redis (prefix ${prefix}) for 2 processes`)
  try {
    // each open page is a socket on both sides: raise the soft open-file limit to the hard one
    const script = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node "$@"'
    await run('sh', ['-c', script, 'node', ...tsExec, 'scripts/bench/live.ts'], {
      env: {
        ...process.env,
        SQLITE_PATH: join(scratch, 'db.sqlite3'),
        BENCH_REDIS_PREFIX: prefix,
      },
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    console.log(`deleted ${await deleteKeys(prefix)} Redis keys under ${prefix}`)
  }
} else if (!scale) {
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
