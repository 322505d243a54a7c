import { randomUUID } from 'node:crypto'
import { PURCHASE_ANSWER } from '#shared/shop'
import type { Session } from '#tests/helpers/processes/built_server'

/**
 * The traffic of the outage drill (tests/faults/outage_drill.spec.ts): loops of guests (pages
 * without a cookie), signed-in readers (pages with a session) and buyers (purchases with an
 * Idempotency-Key), each request on a new connection (the cluster's primary hands them to the
 * web processes in turn), recorded with the phase it started in.
 */
export type Kind = 'guest' | 'reader' | 'buyer'

/** A request taking longer than this counts as hung (and it is cut off at ABORT_MS) */
export const HUNG_MS = 2_000
const ABORT_MS = 5_000

export type Result = {
  kind: Kind
  phase: string
  /** ms since the drill's start */
  at: number
  ms: number
  /** 0: no answer (timed out or the connection failed) */
  status: number
}

/** A purchase sent: its key, who sent it and how it was answered (null: no answer) */
export type Purchase = { key: string; buyer: number; message: string | null }

export function startTraffic(options: {
  url: string
  pages: string[]
  readers: Session[]
  buyers: Session[]
  productId: number
  loops: Record<Kind, number>
}) {
  const started = Date.now()
  const results: Result[] = []
  const purchases: Purchase[] = []
  let phase = 'start'
  let running = true

  async function timed(kind: Kind, request: () => Promise<Response>) {
    const at = Date.now()
    let status = 0
    let body: string | null = null
    try {
      const response = await request()
      status = response.status
      body = await response.text()
    } catch {
      status = 0
    }
    results.push({ kind, phase, at: at - started, ms: Date.now() - at, status })
    return { status, body }
  }

  const get = (path: string, cookie?: string) =>
    fetch(`${options.url}${path}`, {
      headers: { connection: 'close', ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(ABORT_MS),
    })

  async function loop(kind: Kind, n: number) {
    let i = n
    while (running) {
      i++
      const page = options.pages[i % options.pages.length]
      if (kind === 'guest') await timed(kind, () => get(page))
      if (kind === 'reader') {
        await timed(kind, () => get(page, options.readers[i % options.readers.length].cookie))
      }
      if (kind === 'buyer') {
        const buyer = i % options.buyers.length
        const key = randomUUID()
        const answer = await timed(kind, () => purchase(options.url, options.buyers[buyer], options.productId, key))
        purchases.push({ key, buyer, message: messageOf(answer.status, answer.body) })
      }
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  }

  const loops = (Object.keys(options.loops) as Kind[]).flatMap((kind) =>
    Array.from({ length: options.loops[kind] }, (_, n) => loop(kind, n))
  )
  return {
    results,
    purchases,
    /** ms since the start */
    now: () => Date.now() - started,
    setPhase: (name: string) => (phase = name),
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

export function purchase(url: string, session: Session, productId: number, key: string) {
  return fetch(`${url}/api/products/purchase/${productId}`, {
    method: 'POST',
    signal: AbortSignal.timeout(ABORT_MS),
    headers: {
      'connection': 'close',
      'accept': 'application/json',
      'cookie': session.cookie,
      'origin': session.origin,
      'idempotency-key': key,
    },
  })
}

function messageOf(status: number, body: string | null) {
  if (status === 0 || body === null) return null
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? `status ${status}`)
  } catch {
    return `status ${status}`
  }
}

export const isSuccess = (message: string | null) => message === PURCHASE_ANSWER.success

/** One row of the drill's table: a phase and a kind of traffic */
export function summarize(results: Result[], phase: string, kind: Kind) {
  const rows = results.filter((r) => r.phase === phase && r.kind === kind)
  const ok = rows.filter((r) => r.status === 200).length
  const unavailable = rows.filter((r) => r.status === 503).length
  const hung = rows.filter((r) => r.status === 0 || r.ms > HUNG_MS).length
  const other = rows.filter((r) => ![0, 200, 503].includes(r.status)).length
  const times = rows.map((r) => r.ms).sort((a, b) => a - b)
  const p99 = times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] : 0
  return {
    requests: rows.length,
    ok,
    unavailable,
    hung,
    other,
    okShare: rows.length ? ok / rows.length : 1,
    p99,
    max: times.at(-1) ?? 0,
  }
}

/**
 * The first whole second (from `from`, ms since the start) in which every request of every
 * kind answered 200: ms from `from` to its start, or null when none came before `until`
 */
export function recoveredAfter(results: Result[], from: number, until: number) {
  for (let second = from; second + 1_000 <= until; second += 250) {
    const inSecond = results.filter((r) => r.at >= second && r.at < second + 1_000)
    if (inSecond.length > 0 && inSecond.every((r) => r.status === 200)) return second - from
  }
  return null
}
