import { test } from '@japa/runner'
import { ERROR_CODES } from '#shared/errors'
import { resetToDemoSite } from '#tests/helpers/database/database'
import type { DeviceResponse } from '#tests/helpers/http/device'
import { FORM_FIELDS, WALK_ROLES, walkRoutes, type WalkedAnswer } from '#tests/helpers/http/route_walk'

/**
 * The error contract of /api (docs/product.md#error-answers), checked on every /api route the
 * router knows (read from the router, so a new route is checked without editing this file):
 * bad input as a guest, a user and an owner (every ability), and every 4xx body must be one of
 *
 * - a refusal: `{ message, error, ...details }` (no `errors`);
 * - invalid input: `{ errors: { field: [messages] }, message? }` (nothing else);
 *
 * and any body that carries `errors` (sign-up answers them with 200) must be the second.
 */

type Body = Record<string, unknown>

/**
 * The routes whose dialogs read a narrower body, by route name (docs/product.md#api). Their
 * own refusals answer this body; what the exception handler refuses itself (401 for a guest,
 * 403 CSRF, 429, 503, 5xx) still follows the contract.
 */
const PRODUCT_DICTATED: Record<string, { body: string; fits: (body: Body) => boolean }> = {
  'auth.login': {
    body: "401 { message: 'unauthorized' }",
    fits: (body) => onlyKeys(body, ['message']) && body.message === 'unauthorized',
  },
  'account_api.user.set_avatar': { body: '{ message }', fits: (body) => messageOnly(body) },
  'account_api.user.change_password': { body: '{ message, error }', fits: (body) => coded(body) },
  'account_api.user.update': { body: '{ message }', fits: (body) => messageOnly(body) },
  'economy.purchase': { body: '{ message, error }', fits: (body) => coded(body) },
  'economy.vault_add': {
    body: '{ error }',
    fits: (body) => onlyKeys(body, ['error']) && text(body.error),
  },
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const isObject = (value: unknown): value is Body => !!value && typeof value === 'object' && !Array.isArray(value)
const onlyKeys = (body: Body, keys: string[]) => Object.keys(body).every((k) => keys.includes(k))
const messageOnly = (body: Body) => onlyKeys(body, ['message']) && text(body.message)
/** `{ message, error }` with `error` one of the stable codes pages branch on */
const CODES: readonly unknown[] = Object.values(ERROR_CODES)
const coded = (body: Body) => onlyKeys(body, ['message', 'error']) && text(body.message) && CODES.includes(body.error)

/** Why a body breaks the contract, or null when it keeps it */
function contractProblem(body: unknown): string | null {
  if (!isObject(body)) return 'not a JSON object'
  if ('errors' in body) {
    if ('error' in body) return 'both `error` and `errors`'
    if (!onlyKeys(body, ['errors', 'message'])) return 'keys beside `errors` and `message`'
    if ('message' in body && !text(body.message)) return '`message` is not a text'
    const errors = body.errors
    if (!isObject(errors) || Object.keys(errors).length === 0) return '`errors` is not a field map'
    for (const [field, messages] of Object.entries(errors)) {
      if (!Array.isArray(messages) || messages.length === 0 || !messages.every(text))
        return `errors.${field} is not a list of messages`
    }
    return null
  }
  if (!text(body.message)) return 'no `message`'
  if (!text(body.error)) return 'no `error`'
  return null
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
  group.setup(async () => {
    await resetToDemoSite()
  })

  test('the contract check refuses the shapes it replaced', ({ assert }) => {
    assert.isNull(contractProblem({ message: 'Product not found', error: 'Product not found' }))
    assert.isNull(contractProblem({ message: 'x', error: 'x', vault: { value: 1 } }))
    assert.isNull(contractProblem({ message: 'Bad', errors: { name: ['Bad'] } }))
    assert.isNull(contractProblem({ errors: { name: ['Bad', 'Worse'] } }))
    assert.isNotNull(contractProblem({ errors: [{ field: 'name', message: 'Bad', rule: 'x' }] }))
    assert.isNotNull(contractProblem({ message: 'x', error: 'x', errors: [{ message: 'x' }] }))
    assert.isNotNull(contractProblem({ message: 'x', error: 'x', errors: { name: ['x'] } }))
    assert.isNotNull(contractProblem({ message: 'only a message' }))
    assert.isNotNull(contractProblem({ error: 'only an error' }))
    assert.isNotNull(contractProblem({ errors: { name: [] } }))
    assert.isNotNull(contractProblem('<html>Not found</html>'))
  })

  test('as {$self}: every 4xx body of every /api route keeps the contract')
    .with(WALK_ROLES)
    .timeout(300_000)
    .run(async ({ assert }, role) => {
      const problems: string[] = []
      const seen = { refusal: 0, invalid: 0, dictated: 0 }
      const check = ({ method, route, attempt: { path, body }, response }: WalkedAnswer<Attempt>) => {
        const answer = response.body
        const carriesErrors = isObject(answer) && 'errors' in answer
        if (!(response.status >= 400 && response.status < 500) && !carriesErrors) return

        const problem = contractProblem(answer)
        const dictated = route.name ? PRODUCT_DICTATED[route.name] : undefined
        if (problem === null) {
          seen[carriesErrors ? 'invalid' : 'refusal']++
        } else if (dictated && isObject(answer) && dictated.fits(answer)) {
          seen.dictated++
        } else {
          problems.push(`${problem}: ${describe(method, path, body, response)}`)
        }
      }
      await walkRoutes(role, attemptsFor, check, (pattern) => pattern.startsWith('/api/'))
      if (problems.length > 0) {
        assert.fail(`${problems.length} answers break the contract:\n${problems.slice(0, 25).join('\n')}`)
      }
      // the walk reached the routes' own refusals, not only the gates in front of them
      assert.isAbove(seen.refusal, 20)
      if (role !== 'guest') assert.isAbove(seen.invalid, role === 'owner' ? 20 : 10)
      if (role === 'user') assert.isAbove(seen.dictated, 5)
    })
})
