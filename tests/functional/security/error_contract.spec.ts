import { test } from '@japa/runner'
import { ERROR_CODES } from '#shared/errors'
import { resetToDemoSite } from '#tests/helpers/database/database'
import type { DeviceResponse } from '#tests/helpers/http/device'
import {
  FORM_FIELDS,
  WALK_ROLES,
  deviceAs,
  refusedAtGate,
  staffRoutes,
  walkRoutes,
  type WalkedAnswer,
} from '#tests/helpers/http/route_walk'
import { Device } from '#tests/helpers/http/device'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ADMINS_ONLY } from '#middleware/admin_middleware'
import { CROSS_ORIGIN_REFUSED, NOT_FOUND, UNREADABLE_BODY } from '#exceptions/handler'
import { en } from '#tests/helpers/i18n/english'

/**
 * The error contract of /api (docs/product.md#error-answers), checked on every /api route the
 * router knows (read from the router, so a new route is checked without editing this file):
 * bad input as a guest, a user and an owner (every ability), and every 4xx body must be
 * `{ message, error, ...details }` with `error` one of ERROR_CODES, invalid input
 * (`invalid_input`) with `errors: { field: [messages] }` and nothing else with `errors`.
 * The product fixes two answers instead: the sign-up's and the reset calls' own refusals are
 * `{ message: 'bad request', errors }` (the sign-up with status 200).
 */

type Body = Record<string, unknown>

/** The routes whose own refusals the product words 'bad request' with `errors` */
const BAD_REQUEST_ROUTES = ['auth.register', 'auth.reset_password_request', 'auth.reset_password']

const text = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const isObject = (value: unknown): value is Body => !!value && typeof value === 'object' && !Array.isArray(value)
const onlyKeys = (body: Body, keys: string[]) => Object.keys(body).every((k) => keys.includes(k))
const CODES: readonly unknown[] = Object.values(ERROR_CODES)

/** Why `errors` is no field map of messages, or null */
function fieldMapProblem(errors: unknown): string | null {
  if (!isObject(errors) || Object.keys(errors).length === 0) return '`errors` is not a field map'
  for (const [field, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(text))
      return `errors.${field} is not a list of messages`
  }
  return null
}

/** Why a body breaks the contract, or null when it keeps it */
function contractProblem(body: unknown): string | null {
  if (!isObject(body)) return 'not a JSON object'
  if (!text(body.message)) return 'no `message`'
  if (!CODES.includes(body.error)) return '`error` is not one of ERROR_CODES'
  if (body.error === ERROR_CODES.invalidInput) return fieldMapProblem(body.errors)
  if ('errors' in body) return '`errors` without `invalid_input`'
  return null
}

/** Why a body is not the product's 'bad request' answer, or null */
function badRequestProblem(body: unknown): string | null {
  if (!isObject(body)) return 'not a JSON object'
  if (body.message !== 'bad request' || !onlyKeys(body, ['message', 'errors']))
    return "not { message: 'bad request', errors }"
  return fieldMapProblem(body.errors)
}

const PARAMS = ['1', 'abc', '0', '999999']

const every = (value: unknown) => Object.fromEntries(FORM_FIELDS.map((field) => [field, value]))

const BODIES: (Body | string)[] = [{}, every(''), every([1, 2]), every(-5), every('x'.repeat(300)), '{"username":']

type Attempt = { path: string; body: Body | string | undefined }

function attemptsFor(method: string, pattern: string): Attempt[] {
  const paths = /:/.test(pattern) ? PARAMS.map((value) => pattern.replace(/:[^/]+/g, value)) : [pattern]
  if (method === 'GET') return paths.map((path) => ({ path, body: undefined }))
  return paths.flatMap((path) => BODIES.map((body) => ({ path, body })))
}

function describe(method: string, path: string, body: unknown, response: DeviceResponse) {
  const sent = typeof body === 'string' ? body : JSON.stringify(body ?? '')
  const answer = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
  return `${method} ${path} body=${sent.slice(0, 60)} -> ${response.status} ${answer.slice(0, 200)}`
}

test.group('Security / the error contract of /api', (group) => {
  // the shapes of the answers, not the engine, are checked (route_fuzz runs on both for 5xx):
  // npm test runs it once, in the SQLite lane
  group.tap((t) => t.tags(['@engine_independent'], 'append'))
  group.setup(async () => {
    await resetToDemoSite()
  })

  test('the contract check refuses the shapes it replaced', ({ assert }) => {
    assert.isNull(contractProblem({ message: 'Product not found', error: 'product_not_found' }))
    assert.isNull(contractProblem({ message: 'x', error: 'conflict', vault: { value: 1 } }))
    assert.isNull(contractProblem({ message: 'Bad', error: 'invalid_input', errors: { name: ['Bad'] } }))
    assert.isNotNull(contractProblem({ message: 'Product not found', error: 'Product not found' }))
    assert.isNotNull(contractProblem({ message: 'Bad', errors: { name: ['Bad'] } }))
    assert.isNotNull(contractProblem({ message: 'x', error: 'invalid_input' }))
    assert.isNotNull(contractProblem({ message: 'x', error: 'invalid_input', errors: [{ message: 'x' }] }))
    assert.isNotNull(contractProblem({ message: 'x', error: 'conflict', errors: { name: ['x'] } }))
    assert.isNotNull(contractProblem({ message: 'only a message' }))
    assert.isNotNull(contractProblem({ error: 'not_found' }))
    assert.isNotNull(contractProblem('<html>Not found</html>'))
    assert.isNull(badRequestProblem({ message: 'bad request', errors: { token: ['Invalid or expired reset token'] } }))
    assert.isNotNull(badRequestProblem({ message: 'bad request', error: 'invalid_input', errors: { token: ['x'] } }))
    assert.isNotNull(badRequestProblem({ message: 'bad request', errors: { name: [] } }))
  })

  test('as {$self}: every 4xx body of every /api route keeps the contract')
    .with(WALK_ROLES)
    .timeout(300_000)
    .run(async ({ assert }, role) => {
      const problems: string[] = []
      const seen = { refusal: 0, invalid: 0, badRequest: 0 }
      const check = ({ method, route, attempt: { path, body }, response }: WalkedAnswer<Attempt>) => {
        const answer = response.body
        const carriesErrors = isObject(answer) && 'errors' in answer
        if (!(response.status >= 400 && response.status < 500) && !carriesErrors) return

        const fixed =
          BAD_REQUEST_ROUTES.includes(route.name ?? '') && isObject(answer) && answer.message === 'bad request'
        const problem = fixed ? badRequestProblem(answer) : contractProblem(answer)
        // only the sign-up answers a refusal with status 200
        const wrongStatus = response.status < 400 && route.name !== 'auth.register'
        if (problem === null && !wrongStatus) {
          seen[fixed ? 'badRequest' : carriesErrors ? 'invalid' : 'refusal']++
        } else {
          problems.push(`${problem ?? 'errors with a 2xx'}: ${describe(method, path, body, response)}`)
        }
      }
      // where the gate refuses the role, one attempt checks its answer (it comes before the input)
      const refused = refusedAtGate(role)
      const attempts = (method: string, pattern: string) =>
        refused.has(pattern) ? attemptsFor(method, pattern).slice(0, 1) : attemptsFor(method, pattern)
      await walkRoutes(role, attempts, check, (pattern) => pattern.startsWith('/api/'))
      if (problems.length > 0) {
        assert.fail(`${problems.length} answers break the contract:\n${problems.slice(0, 25).join('\n')}`)
      }
      // the walk reached the routes' own refusals, not only the gates in front of them
      assert.isAbove(seen.refusal, 20)
      if (role !== 'guest') assert.isAbove(seen.invalid, role === 'owner' ? 20 : 10)
      assert.isAbove(seen.badRequest, 5)
    })

  test("the exception handler's and the gates' own refusals carry their codes", async ({ assert }) => {
    const guest = new Device()
    const user = await deviceAs('user')
    const adminRoute = staffRoutes().find((r) => r.pattern.startsWith('/api/') && r.methods.includes('GET'))!
    const answers = {
      [ERROR_CODES.unauthorized]: await guest.post(urlFor('account_api.user.update'), { celsius_username: 'x' }),
      [ERROR_CODES.forbidden]: await user.get(adminRoute.pattern.replace(/:[^/]+/g, '1')),
      [ERROR_CODES.crossOrigin]: await user.request(
        'POST',
        urlFor('auth.logout'),
        {},
        { 'origin': 'https://evil.example', 'sec-fetch-site': 'cross-site' }
      ),
      [ERROR_CODES.notFound]: await guest.get('/api/no-such-route'),
      [ERROR_CODES.unreadableBody]: await guest.request('POST', urlFor('auth.login'), '{"username":'),
    }
    const expected = {
      [ERROR_CODES.unauthorized]: [401, 'Unauthorized access'],
      [ERROR_CODES.forbidden]: [403, en(ADMINS_ONLY)],
      [ERROR_CODES.crossOrigin]: [403, en(CROSS_ORIGIN_REFUSED)],
      [ERROR_CODES.notFound]: [404, en(NOT_FOUND)],
      [ERROR_CODES.unreadableBody]: [400, en(UNREADABLE_BODY)],
    }
    for (const [code, response] of Object.entries(answers)) {
      const [status, message] = expected[code as keyof typeof expected]
      assert.equal(response.status, status, code)
      assert.deepEqual(response.body, { message, error: code })
    }
  })
})
