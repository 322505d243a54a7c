import { OVERLAY_BOARDS } from '#shared/overlays'
import { urlFor } from '@adonisjs/core/services/url_builder'
import router from '@adonisjs/core/services/router'
import { createUser } from '#tests/helpers/database/users'
import { Device, type DeviceResponse } from '#tests/helpers/http/device'
import { clearRateLimits } from '#tests/helpers/http/limits'
import type { AbilityName, StaffRole } from '#shared/roles'
import { publicRoutes } from '#http_cache/public_pages'

/**
 * What the route walkers (the fuzzer, the error-contract check) share: every route the router
 * knows, read from the router itself so a new route is covered without editing a test, and a
 * browser logged in as each role.
 */
export type Role = 'guest' | 'user' | StaffRole

/** The staff gate's named middleware and the one an admin route declares its ability with */
const STAFF_GATE = 'admin'
const ABILITY = 'can'

type RouteJson = ReturnType<typeof router.toJSON>[string][number]

function namedMiddleware(route: RouteJson) {
  return [...route.middleware.all()].flatMap((entry) =>
    typeof entry === 'object' && 'args' in entry ? [{ name: entry.name, args: entry.args }] : []
  )
}

/** The ability a route declares with `middleware.can(...)`, or null */
export function declaredAbility(route: RouteJson): AbilityName | null {
  const declared: unknown = namedMiddleware(route).find((m) => m.name === ABILITY)?.args
  return typeof declared === 'string' ? (declared as AbilityName) : null
}

/** Every route behind the staff gate (the admin pages and admin JSON groups), read from the router */
export function staffRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => namedMiddleware(route).some((m) => m.name === STAFF_GATE))
}

/** The staff gate refuses all but staff; the auth gate refuses guests */
const LOGIN_GATE = 'auth'

/**
 * The patterns of the routes whose gate (auth, the staff gate) refuses `role` before any
 * handler runs: a guest's and a user's walks send one attempt there instead of the corpus (an
 * owner passes every gate and fuzzes each handler)
 */
export function refusedAtGate(role: Role) {
  const gates = role === 'guest' ? [LOGIN_GATE, STAFF_GATE] : role === 'user' ? [STAFF_GATE] : []
  return new Set(
    Object.values(router.toJSON())
      .flat()
      .filter((route) => namedMiddleware(route).some((m) => gates.includes(m.name ?? '')))
      .map((route) => route.pattern)
  )
}

/** Sample values for route parameters: row ids 1 (the demo site's first rows), a real board */
const SAMPLE_PARAMS: Record<string, string | number> = { provider: 'celsius', username: 'neon' }

/** A URL of the route with every parameter filled */
export function sampleUrl(route: RouteJson) {
  const params = Object.fromEntries(
    route.tokens.filter((token) => token.type === 1).map((t) => [t.val, SAMPLE_PARAMS[t.val] ?? 1])
  )
  return urlFor(route.name as any, params)
}

/** Each method of each route (no HEAD), the logout route last so the others keep the session */
export function routeMethods(filter: (pattern: string) => boolean = () => true) {
  const routes = Object.values(router.toJSON())
    .flat()
    .filter((route) => filter(route.pattern))
  const list = routes.flatMap((route) =>
    route.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, route }))
  )
  return list.sort((a, b) => Number(a.route.pattern.includes('logout')) - Number(b.route.pattern.includes('logout')))
}

/** A browser, logged in through the real route unless a guest */
export async function deviceAs(role: Role) {
  const device = new Device()
  await device.visit(urlFor('home'))
  if (role === 'guest') return device
  const password = `walk-${role}-password`
  const user = await createUser({ role: role === 'user' ? null : role, password, points: 5000 })
  const login = await device.login(user.username, password)
  if (login.status !== 200) throw new Error(`could not log in the ${role}`)
  return device
}

/** The roles the walks go through: a guest, a plain user, and an owner (every ability) */
export const WALK_ROLES: Role[] = ['guest', 'user', 'owner']

/** One request of a walk and its answer */
export type WalkedAnswer<Attempt> = { method: string; route: RouteJson; attempt: Attempt; response: DeviceResponse }

/**
 * As `role` (deviceAs), sends each attempt `attemptsFor` makes for each method of each route
 * (routeMethods, those `filter` keeps), with the rate limits cleared before each route, and
 * gives every answer to `check`
 */
export async function walkRoutes<Attempt extends { path: string; body?: Record<string, unknown> | string }>(
  role: Role,
  attemptsFor: (method: string, pattern: string) => Attempt[],
  check: (answer: WalkedAnswer<Attempt>) => void,
  filter?: (pattern: string) => boolean
) {
  const device = await deviceAs(role)
  for (const { method, route } of routeMethods(filter)) {
    await clearRateLimits()
    for (const attempt of attemptsFor(method, route.pattern)) {
      check({ method, route, attempt, response: await device.request(method, attempt.path, attempt.body) })
    }
  }
}

/** Every public page (declared with servedFromMemory), read from the router: a route with a sample URL */
export function publicPageRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.methods.includes('GET') && publicRoutes().has(route.pattern))
}

/** The pages anyone may open (no login): every public page without parameters and every overlay (each board's) */
export const publicPages = () => [
  ...publicPageRoutes()
    .filter((route) => !route.pattern.includes(':'))
    .map(sampleUrl),
  ...Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/overlays/') && !route.pattern.includes(':'))
    .map(sampleUrl),
  ...OVERLAY_BOARDS.map((provider) => urlFor('overlays.leaderboard', { provider })),
]

/** Field names the site's forms and dialogs send (the walkers give each the same bad value) */
export const FORM_FIELDS = [
  'username',
  'email',
  'password',
  'current_password',
  'new_password',
  'token',
  'amount',
  'points',
  'delta',
  'value',
  'streams_active',
  'name',
  'description',
  'price',
  'stock',
  'category',
  'provider',
  'prize',
  'start_date',
  'end_date',
  'date',
  'enabled',
  'auto_restart',
  'admin',
  'banned',
  'balance',
  'entrants',
  'winner',
  'slot',
  'bet',
  'payout',
  'multiplier',
  'title',
  'reason',
  'csv',
  'id',
  'ids',
  'kick_username',
  'celsius_username',
  'avatar',
  'password_confirmation',
  'starting_balance',
  'slot_name',
  'bet_size',
]
