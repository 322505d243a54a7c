/**
 * `npm run bench`: builds for production, then runs the serving benchmark (scripts/bench/
 * suite.ts): public pages, the Inertia visit, the hunt poll and purchases against raw
 * node:http controls in the same run; writes docs/performance.md. Not part of the test suite.
 * Options (env): BENCH_CONNECTIONS (50), BENCH_SECONDS (8), BENCH_PORT (3780), BENCH_SKIP_BUILD=1.
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
await run('node', ['--import=@poppinss/ts-exec', 'scripts/bench/suite.ts'])
