import type { IncomingMessage, ServerResponse } from 'node:http'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { redisConfigured } from '#config/redis'

/** How long each backing service gets to answer a readiness check */
export const READINESS_TIMEOUT_MS = 500

export type Dependency = 'database' | 'redis'
export type CheckOutcome = 'ok' | 'unreachable' | 'not used'
export type Readiness = { ready: boolean; checks: Record<Dependency, CheckOutcome> }

/** A check: a round trip to one backing service (null: this install does not use it) */
export type Probe = (() => Promise<unknown>) | null

const databaseProbe = () => db.connection().rawQuery('select 1')
const redisProbe = () => redis.connection('main').ping()

/** The site's own: `select 1` on the primary connection, PING on Redis when REDIS_HOST is set */
export function siteProbes(): Record<Dependency, Probe> {
  return { database: databaseProbe, redis: redisConfigured() ? redisProbe : null }
}

/**
 * One check per probe in flight at a time: a service that hangs costs one pending query or
 * command, however often the load balancer asks, and later checks wait on that same one.
 */
const inFlight = new WeakMap<() => Promise<unknown>, Promise<boolean>>()

function reachable(probe: () => Promise<unknown>, timeoutMs: number) {
  let pending = inFlight.get(probe)
  if (!pending) {
    pending = probe().then(
      () => true,
      () => false
    )
    inFlight.set(probe, pending)
    const done = pending
    void done.finally(() => inFlight.delete(probe))
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Whether this process can serve: every backing service it uses answered within `timeoutMs`
 * (checked together, so the whole check takes at most that long), and which did not
 */
export async function checkReadiness(
  probes: Record<Dependency, Probe> = siteProbes(),
  timeoutMs = READINESS_TIMEOUT_MS
): Promise<Readiness> {
  const names = Object.keys(probes) as Dependency[]
  const outcomes = await Promise.all(
    names.map(async (name): Promise<CheckOutcome> => {
      const probe = probes[name]
      if (!probe) return 'not used'
      return (await reachable(probe, timeoutMs)) ? 'ok' : 'unreachable'
    })
  )
  const checks = Object.fromEntries(
    names.map((name, i) => [name, outcomes[i]])
  ) as Readiness['checks']
  return { ready: !outcomes.includes('unreachable'), checks }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(JSON.stringify(body))
}

async function ready(res: ServerResponse) {
  const { ready: isReady, checks } = await checkReadiness()
  if (isReady) return answer(res, 200, { status: 'ready', ...checks })
  const failed = Object.keys(checks).filter((name) => checks[name as Dependency] === 'unreachable')
  const message = `Not ready: ${failed.map((name) => `${name} unreachable`).join(', ')}`
  answer(res, 503, { status: 'not ready', message, ...checks })
}

/**
 * For load balancers and orchestrators, answered ahead of the AdonisJS pipeline (so a probe
 * every second opens no session, writes nothing and sets no cookie; app/infra/http/front.ts):
 * `GET /healthz`, liveness (the process answers); `GET /readyz`, readiness (the database and
 * Redis answered within 500 ms; else 503 naming which did not). Never cached; no version or
 * address in either answer.
 */
export function withHealthEndpoints(handler: Handler): Handler {
  return (req, res) => {
    // every request passes here: only a GET of /healthz… or /readyz… is split and looked up
    const url = req.url
    if (req.method !== 'GET' || !(url?.startsWith('/healthz') || url?.startsWith('/readyz'))) {
      return handler(req, res)
    }
    const path = url.split('?', 1)[0]
    if (!HEALTH_PATHS.has(path)) return handler(req, res)
    if (path === '/healthz') return answer(res, 200, { status: 'ok' })
    return ready(res)
  }
}
