import db from '@adonisjs/lucid/services/db'
import pg from 'pg'

/**
 * Keeps one slow, hung or careless test from failing the hundreds after it.
 *
 * A test that ends while its connection is still checked out (a transaction opened with
 * `db.transaction()` and never committed because an assertion threw first, a request still
 * waiting on a lock when the test timed out) leaves the pool one connection short; SQLite's
 * pool has only one, PostgreSQL's ten. Once all are gone every later setup hook waits the
 * 5 s acquire timeout and fails ("Knex: Timeout acquiring a connection. The pool is probably
 * full").
 *
 * So before each test, connections still checked out after a short grace are taken back: each
 * is closed (SQLite: the handle, which rolls back its transaction and frees the file lock;
 * PostgreSQL: its server process, from a connection of its own, which releases its row locks),
 * marked disposed for knex and released, so the pool replaces it on the next acquire. The pool
 * and Lucid's connection stay the same objects: the stores that captured them (the database
 * rate-limit and session stores) keep working. Only a pool that is gone (the connection lost
 * its knex client) or does not answer a probe is replaced, with `db.manager.patch`. The test
 * that leaked has already finished and reported.
 */

/** how long connections may stay checked out after a test (background refreshes, a response finishing) */
const GRACE_MS = 2_000
/** a probe query slower than this counts as a broken pool */
const PROBE_MS = 3_000

type RawResource = { close?: () => void; processID?: number; __knex__disposed?: string }
type TarnPool = {
  numUsed(): number
  release(resource: RawResource): boolean
  used: { resource: RawResource }[]
  free: { resource: RawResource }[]
}

function primary() {
  const name = db.primaryConnectionName
  const entry = db.manager.get(name)
  const connection = entry?.connection as { client?: unknown; pool?: TarnPool | null } | undefined
  return { name, entry, connection }
}

async function probe() {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to SELECT 1 within ${PROBE_MS} ms`)), PROBE_MS)
  })
  try {
    await Promise.race([db.connection().rawQuery('SELECT 1'), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Ends PostgreSQL server processes from a client of its own (the pool may have none free) */
async function terminateBackends(pids: number[]) {
  const { connection } = db.manager.get(db.primaryConnectionName)!.config as { connection: Record<string, unknown> }
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1)', [pids])
  } finally {
    await client.end().catch(() => {})
  }
}

/** Closes the connections an earlier test left checked out and gives them back to the pool */
async function takeBack(pool: TarnPool) {
  const leaked = pool.used.map((used) => used.resource)
  console.error(
    `\n[tests] database pool: ${leaked.length} connection(s) still in use ${GRACE_MS} ms after the previous test, closed\n`
  )
  const pids = leaked.map((r) => r.processID).filter((pid): pid is number => typeof pid === 'number')
  if (pids.length > 0) await terminateBackends(pids).catch(() => {})
  for (const resource of leaked) {
    // better-sqlite3: closing the handle rolls back its open transaction and frees the file lock
    if (resource.processID === undefined && typeof resource.close === 'function') {
      try {
        resource.close()
      } catch {}
    }
    // knex refuses a disposed connection at the next acquire and opens a new one instead
    resource.__knex__disposed = 'closed by tests/helpers/database/pool.ts: an earlier test left it checked out'
    pool.release(resource)
  }
}

/** Replaces a pool that is gone or does not answer, closing whatever it still held */
function replacePool(reason: string) {
  const { name, entry, connection } = primary()
  console.error(`\n[tests] database pool replaced before the next test: ${reason}\n`)
  if (!entry) return
  const held = connection?.pool ? [...connection.pool.used, ...connection.pool.free].map((r) => r.resource) : []
  db.manager.patch(name, entry.config)
  for (const resource of held) {
    try {
      resource.close?.()
    } catch {}
  }
}

/** `group.each.setup` of every database suite (tests/bootstrap.ts) */
export async function ensureHealthyPool() {
  const { entry, connection } = primary()
  if (entry?.state === 'open' && !connection?.client) return replacePool('the connection lost its knex client')
  const pool = connection?.pool
  if (pool) {
    const deadline = Date.now() + GRACE_MS
    while (pool.numUsed() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    if (pool.numUsed() > 0) await takeBack(pool)
  }
  try {
    await probe()
  } catch (error) {
    replacePool(`the probe query failed: ${(error as Error).message}`)
  }
}

/** For the unit test of the rebuild: the primary pool's connections in use */
export function connectionsInUse() {
  return primary().connection?.pool?.numUsed() ?? 0
}
