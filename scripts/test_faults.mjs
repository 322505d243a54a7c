/**
 * `npm run test:faults`: the fault drills of the point economy (tests/faults). They need the
 * production build and spawn server processes on the test database, so they are not part of
 * `npm test`: several server processes racing on one SQLite file, and a server killed with
 * SIGKILL in the middle of a purchase burst, and the supervisor (bin/cluster.js) losing and
 * restarting processes. Extra arguments go to Japa.
 */
import { ensureEnv, run, step } from './lib/project.mjs'

ensureEnv()
step('generating types')
await run('node', ['ace', 'codegen'])
step('production build')
await run('node', ['ace', 'build'])
step('fault drills')
await run('node', ['ace', 'test', 'faults', ...process.argv.slice(2)], {
  env: { ...process.env, RUN_FAULTS: '1' },
})
