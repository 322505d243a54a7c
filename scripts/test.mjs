/**
 * `npm test`: everything CI checks, in order. typecheck (server and pages), lint, npm audit, the Japa
 * suites (unit, functional, browser in Chromium) on SQLite, the unit and functional suites again
 * on PostgreSQL, then a production build served on a loopback port to prove the home page is
 * server-rendered. Extra arguments go to Japa (e.g. `npm test -- --files=tests/unit/shared/rules.spec.ts`
 * skips the other stages, and runs on SQLite).
 */
import { ensureEnv, run, step } from './lib/project.mjs'
import { withTemporaryDatabase } from './lib/postgres.mjs'

ensureEnv()
const japaArgs = process.argv.slice(2)
const focused = japaArgs.length > 0

step('generating types')
await run('node', ['ace', 'codegen'])
if (!focused) {
  step('typecheck (server and inertia)')
  await run('npm', ['run', '--silent', 'typecheck'])
  step('lint')
  await run('npm', ['run', '--silent', 'lint'])
  step('dependency audit (npm audit --omit=dev)')
  await run('node', ['scripts/audit.mjs'])
}
step(focused ? 'tests' : 'tests on SQLite: unit, functional, browser')
// the full run pins SQLite, whatever .env says; a focused run uses the configured database
await run('node', ['ace', 'test', ...japaArgs], {
  env: focused ? process.env : { ...process.env, DB_CONNECTION: 'sqlite' },
})
if (!focused) {
  step('tests on PostgreSQL: unit, functional')
  if (process.env.SKIP_PG === '1') {
    console.log('SKIP_PG=1: the PostgreSQL stage is skipped')
  } else {
    const started = Date.now()
    // A fresh database per run, dropped afterwards. The browser suite stays on SQLite: it
    // proves the pages, which the database does not change, and would double CI time.
    try {
      await withTemporaryDatabase('neonplay_test', (pgEnv) =>
        run('node', ['ace', 'test', 'unit', 'functional'], {
          env: { ...process.env, ...pgEnv, DB_CONNECTION: 'pg' },
        })
      )
    } finally {
      console.log(`PostgreSQL stage took ${Math.round((Date.now() - started) / 1000)} s`)
    }
  }
  step('production build and SSR smoke check')
  await run('node', ['scripts/smoke.mjs'])
}
