import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import type { DeviceResponse } from '#tests/helpers/http/device'
import { FORM_FIELDS, WALK_ROLES, refusedAtGate, walkRoutes } from '#tests/helpers/http/route_walk'
import { auditPoints } from '#services/points/consistency_audit'

/**
 * Every route the router knows (read from the router itself, so a new route is fuzzed without
 * editing this file) gets a corpus of bad input as a guest, a user and an owner (every ability). No answer may
 * be a 5xx or show a stack trace or a driver's error, and the points ledger must still add up.
 * A route whose gate refuses the role (a guest at a login-only route, a user at an admin one)
 * gets one attempt from it: the gate answers before the body or the parameters are read, and
 * the owner's walk sends that route the whole corpus. It runs on both databases: PostgreSQL
 * refuses values SQLite stores (an id past its integer type).
 */

const PARAMS = [
  '1',
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '..%2f..%2f.env',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%00',
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(3000),
]

const WILDCARDS = [
  '..%2f..%2f.env',
  '%2e%2e/%2e%2e/.env',
  '..%5c..%5c.env',
  '%252e%252e%252f.env',
  'a%00.png',
  'products/../../.env',
  'products/missing.png',
]

const VALUES: unknown[] = [
  [1, 2],
  { nested: { deeper: 1 } },
  true,
  null,
  -5,
  0.5,
  1e308,
  'NaN',
  'Infinity',
  '99999999999999999999',
  '',
]

const BIG = 'x'.repeat(100_000)

/** Request bodies: each value in every field, 100 KB strings, pollution keys, broken JSON */
const BODIES: (Record<string, unknown> | string)[] = [
  ...VALUES.map((value) => Object.fromEntries(FORM_FIELDS.map((field) => [field, value]))),
  // 100 KB in every field, eight fields a body (the whole body stays under the size limit)
  ...Array.from({ length: Math.ceil(FORM_FIELDS.length / 8) }, (_, index) =>
    Object.fromEntries(FORM_FIELDS.slice(index * 8, index * 8 + 8).map((field) => [field, BIG]))
  ),
  `{${FORM_FIELDS.map((field) => `"${field}":1e309`).join(',')}}`,
  `{${FORM_FIELDS.map((field) => `"${field}":-1e309`).join(',')}}`,
  '{"__proto__":{"admin":true,"balance":1000000},"constructor":{"prototype":{"admin":true}}}',
  '{"username":',
  '[]',
  '"text"',
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
]

const QUERIES = [
  '',
  `?page=-1&l=..%2f..%2f.env&tab=%00&provider[]=x&id=1e309&q=${'x'.repeat(5000)}`,
  '?__proto__[admin]=1&constructor[prototype][admin]=1&page=NaN&l=xfun&auth=login?x',
]

/**
 * What an answer must never show: stack frames, file paths, driver and query errors. A file
 * path is a folder name before node_modules/ (`/srv/app/node_modules/...`); a URL from the
 * site's root (`/node_modules/...`, how Vite's development server serves a preloaded font)
 * names no file on the server.
 */
const LEAKS =
  /\bat \S+ \(\S+:\d+:\d+\)|[\w.-]\/node_modules\/|SQLITE_|\bknex\b|syntax error at or near|violates .* constraint|"stack"\s*:/

type Attempt = { method: string; path: string; body?: Record<string, unknown> | string }

function attemptsFor(method: string, pattern: string): Attempt[] {
  const hasParams = /[:*]/.test(pattern)
  const paths = hasParams
    ? (pattern.includes('*') ? WILDCARDS : PARAMS).map((value) => pattern.replace(/:[^/]+/g, value).replace('*', value))
    : [pattern]
  // each bad parameter with no query, each bad query with the first parameter (not every pair)
  if (method === 'GET')
    return [
      ...paths.map((path) => ({ method, path })),
      ...QUERIES.filter(Boolean).map((query) => ({ method, path: paths[0] + query })),
    ]
  return [
    ...paths.map((path) => ({ method, path, body: {} })),
    ...BODIES.map((body) => ({ method, path: paths[0], body })),
  ]
}

function describe(attempt: Attempt, response: DeviceResponse) {
  const body = typeof attempt.body === 'string' ? attempt.body : JSON.stringify(attempt.body ?? '')
  const answer = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
  return `${attempt.method} ${attempt.path.slice(0, 120)} body=${body.slice(0, 80)} -> ${response.status} ${answer.slice(0, 200)}`
}

test.group('Security / every route fuzzed', (group) => {
  group.setup(async () => {
    await resetToDemoSite()
  })

  test('as {$self}: no answer is a 5xx or leaks internals')
    .with(WALK_ROLES)
    .timeout(300_000)
    .run(async ({ assert }, role) => {
      const problems: string[] = []
      let sent = 0
      const refused = refusedAtGate(role)
      const attempts = (method: string, pattern: string) =>
        refused.has(pattern) ? attemptsFor(method, pattern).slice(0, 1) : attemptsFor(method, pattern)
      await walkRoutes(role, attempts, ({ route, attempt, response }) => {
        sent++
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
        if (response.status >= 500 || LEAKS.test(text)) problems.push(describe(attempt, response))
        // the one attempt must have met the gate (a 401/403, or a page's redirect to log in), or
        // the router (404: a parameter the route's matcher refuses never reaches the gate)
        else if (refused.has(route.pattern) && ![302, 303, 401, 403, 404].includes(response.status))
          problems.push(`not refused at the gate: ${describe(attempt, response)}`)
      })
      assert.isAbove(sent, 500)
      if (problems.length > 0) {
        assert.fail(`${problems.length} bad answers of ${sent}:\n${problems.slice(0, 25).join('\n')}`)
      }
      assert.deepEqual(await auditPoints(), [])
    })
})
