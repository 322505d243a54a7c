/**
 * `npm run bench:purchase`: builds for production, then drives POST /api/products/purchase/{id}
 * of the built server on 127.0.0.1 with autocannon, beside a raw Node http server measured in
 * the same run, and prints req/s and p50/p99 latency of both. Not part of the test suite.
 * Options (env): BENCH_CONNECTIONS (10), BENCH_SECONDS (10), BENCH_PORT (3780; uses +1, +2),
 * BENCH_SKIP_BUILD=1 to reuse build/.
 */
import { ensureEnv, run, step } from './lib/project.mjs'

ensureEnv()
if (!process.env.BENCH_SKIP_BUILD) {
  step('generating types')
  await run('node', ['ace', 'codegen'])
  step('production build')
  await run('node', ['ace', 'build'])
}
step('benchmark')
await run('node', ['--import=@poppinss/ts-exec', 'scripts/bench/purchase.ts'])
