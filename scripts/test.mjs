/**
 * `npm test`: everything CI checks, in order. typecheck (server and pages), lint, npm audit, the Japa
 * suites (unit, functional, browser in Chromium), then a production build served on a
 * loopback port to prove the home page is server-rendered. Extra arguments go to Japa
 * (e.g. `npm test -- --files=tests/unit/rules.spec.ts` skips the other stages).
 */
import { ensureEnv, run, step } from './lib/project.mjs'

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
step('tests: unit, functional, browser')
await run('node', ['ace', 'test', ...japaArgs])
if (!focused) {
  step('production build and SSR smoke check')
  await run('node', ['scripts/smoke.mjs'])
}
