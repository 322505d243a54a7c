/**
 * `npm run test:scale`: the site as a scaled-out install runs it, checked end to end. On a
 * fresh PostgreSQL database (dropped afterwards), Redis sessions and limits under a key
 * prefix of this run's own (deleted afterwards) and uploads on a local S3 server (s3rver), the
 * scale suite (tests/scale) starts the production build with WEB_CONCURRENCY=2 and its
 * scheduled-jobs worker, races purchases, vault adds and rolls across the processes, checks
 * sessions and the login limit on every process (X-Served-By names the pid that answered),
 * starts two workers at once, and runs points:audit. Prints a summary table; exits non-zero
 * when any check fails. Not part of `npm test`.
 *
 * --reuse-build (or SCALE_REUSE_BUILD=1) skips the production build when build/ has one.
 * PG_* say where PostgreSQL runs (default 127.0.0.1:5432, postgres); REDIS_HOST, REDIS_PORT,
 * REDIS_PASSWORD where Redis runs (default 127.0.0.1:6379); SCALE_PORT the cluster's port
 * (default PORT + 20; s3rver takes the next one). Extra arguments go to Japa.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureEnv, root, run, step } from './lib/project.mjs'
import { withTemporaryDatabase } from './lib/postgres.mjs'
import { deleteKeys, redisEnv, uniquePrefix } from './lib/redis.mjs'

/** The rows the suite must report: fewer means a check did not run */
const EXPECTED_CHECKS = 10

const started = Date.now()
const args = process.argv.slice(2)
const reuseBuild = args.includes('--reuse-build') || process.env.SCALE_REUSE_BUILD === '1'
const japaArgs = args.filter((a) => a !== '--reuse-build')
const prefix = uniquePrefix('neon-scale')
const report = resolve(root, 'tmp', `scale-report-${process.pid}.jsonl`)

function printSummary(rows) {
  const headers = ['check', 'expected', 'observed', 'result']
  const table = rows.map((r) => [r.check, r.expected, r.observed, r.ok ? 'PASS' : 'FAIL'])
  const widths = headers.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
  // the observed column wraps at 90 characters so the table fits a terminal
  const wrapAt = Math.min(widths[2], 90)
  widths[2] = wrapAt
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  console.log(line(headers))
  console.log(rule)
  for (const row of table) {
    const parts = row[2].match(new RegExp(`.{1,${wrapAt}}(\\s|$)|\\S+`, 'g')) ?? ['']
    parts.forEach((part, i) =>
      console.log(line(i === 0 ? [row[0], row[1], part.trim(), row[3]] : ['', '', part.trim(), '']))
    )
  }
}

ensureEnv()
step('generating types')
await run('node', ['ace', 'codegen'])
if (reuseBuild && existsSync(resolve(root, 'build/bin/cluster.js'))) {
  step('reusing the production build in build/ (--reuse-build)')
} else {
  step('production build')
  await run('node', ['ace', 'build'])
}

let failure = null
rmSync(report, { force: true })
try {
  step(`scale checks: PostgreSQL (fresh database), Redis (prefix ${prefix}), s3rver`)
  await withTemporaryDatabase('neon_scale', (pgEnv) =>
    run('node', ['ace', 'test', 'scale', ...japaArgs], {
      env: {
        ...process.env,
        ...pgEnv,
        DB_CONNECTION: 'pg',
        ...redisEnv(prefix),
        SESSION_DRIVER: 'redis',
        LIMITER_STORE: 'redis',
        SCALE_PORT: process.env.SCALE_PORT ?? String(Number(process.env.PORT ?? 3333) + 20),
        SCALE_REPORT: report,
        RUN_SCALE: '1',
      },
    })
  )
} catch (error) {
  failure = error
} finally {
  try {
    console.log(`deleted ${await deleteKeys(prefix)} Redis keys under ${prefix}`)
  } catch (error) {
    console.error(`could not delete the Redis keys under ${prefix}: ${error.message}`)
    failure ??= error
  }
}

const rows = existsSync(report)
  ? readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : []
rmSync(report, { force: true })
step(`summary (${Math.round((Date.now() - started) / 1000)} s)`)
printSummary(rows)
const failed = rows.filter((r) => !r.ok).length
if (failure) console.error(`\n${failure.message}`)
if (rows.length < EXPECTED_CHECKS && japaArgs.length === 0) {
  console.error(`only ${rows.length} of ${EXPECTED_CHECKS} checks reported`)
  process.exitCode = 1
}
if (failure || failed > 0) process.exitCode = 1
console.log(process.exitCode ? '\nscale checks FAILED' : '\nevery scale check passed')
