import db from '@adonisjs/lucid/services/db'

/**
 * Keeps one slow, hung or careless test from failing the hundreds after it.
 *
 * A test that ends while its connection is still checked out (a transaction opened with
 * `db.transaction()` and never committed because an assertion threw first, a request still
 * waiting on a lock when the test timed out) leaves the pool one connection short; SQLite's
 * pool has only one, PostgreSQL's ten. Once all are gone every later setup hook waits the
 * 5 s acquire timeout and fails ("Knex: Timeout acquiring a connection. The pool is probably
 * full"), and a pool destroyed under the suite leaves Lucid's connection without its knex
 * client (`Cannot read properties of undefined (reading 'raw')`).
 *
 * So before each test: connections still in use after a short grace, a connection without
 * its client, or a probe query that fails mean the pool is rebuilt. The connections the old
 * pool still holds are closed (SQLite: the handle, which rolls back its transaction;
 * PostgreSQL: the server process, which releases its row locks), and the pool is replaced
 * with `db.manager.patch` (Lucid's own way to swap a connection's configuration), so the
 * next query opens a fresh one. The test that leaked has already finished and reported.
 */

/** how long connections may stay checked out after a test (background refreshes, a response finishing) */
const GRACE_MS = 2_000
/** a probe query slower than this counts as a broken pool */
const PROBE_MS = 3_000

type RawResource = { close?: () => void; processID?: number }
type TarnPool = {
  numUsed(): number
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

/** Why the pool cannot serve the next test, or null when it can */
async function brokenBecause(): Promise<string | null> {
  const { entry, connection } = primary()
  if (entry?.state === 'open' && !connection?.client) return 'the connection lost its knex client'
  const pool = connection?.pool
  if (pool) {
    const deadline = Date.now() + GRACE_MS
    while (pool.numUsed() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    if (pool.numUsed() > 0) return `${pool.numUsed()} connection(s) still in use ${GRACE_MS} ms after the previous test`
  }
  try {
    await probe()
    return null
  } catch (error) {
    return `the probe query failed: ${(error as Error).message}`
  }
}

/** Replaces the primary connection's pool, closing whatever the old one held */
async function rebuild(reason: string) {
  const { name, entry, connection } = primary()
  console.error(`\n[tests] database pool rebuilt before the next test: ${reason}\n`)
  if (!entry) return
  const held = connection?.pool ? [...connection.pool.used, ...connection.pool.free].map((r) => r.resource) : []
  db.manager.patch(name, entry.config)
  const pids = held.map((r) => r.processID).filter((pid): pid is number => typeof pid === 'number')
  if (pids.length > 0) {
    // PostgreSQL: end the old server processes (their transactions roll back, their locks go)
    await db
      .connection()
      .rawQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid IN (${pids.join(', ')})`)
      .catch(() => {})
  }
  for (const resource of held) {
    // better-sqlite3: closing the handle rolls back its open transaction and frees the file lock
    if (typeof resource.close === 'function' && resource.processID === undefined) {
      try {
        resource.close()
      } catch {}
    }
  }
}

/** `group.each.setup` of every database suite (tests/bootstrap.ts) */
export async function ensureHealthyPool() {
  const reason = await brokenBecause()
  if (reason) await rebuild(reason)
}

/** For the unit test of the rebuild: the primary pool's connections in use */
export function connectionsInUse() {
  return primary().connection?.pool?.numUsed() ?? 0
}
