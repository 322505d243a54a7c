/**
 * A throw-away PostgreSQL database for the scripts: created under a unique name on the server
 * the PG_* variables name (default 127.0.0.1:5432, user postgres), dropped afterwards, also
 * when the work inside fails or is interrupted.
 */
import pg from 'pg'
import { randomBytes } from 'node:crypto'

/** The server from the process environment (not .env: CI says where its PostgreSQL runs) */
export function pgServer(env = process.env) {
  return {
    host: env.PG_HOST || '127.0.0.1',
    port: Number(env.PG_PORT || 5432),
    user: env.PG_USER || 'postgres',
    password: env.PG_PASSWORD || undefined,
  }
}

/** Runs one statement on the server's maintenance database */
async function maintenance(server, sql) {
  const client = new pg.Client({ ...server, database: 'postgres', connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    await client.query(sql)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Calls `work` with the PG_* variables of a fresh database, then drops it. An unreachable
 * server is an error saying so (the caller decides whether that stage may be skipped).
 */
export async function withTemporaryDatabase(prefix, work) {
  const server = pgServer()
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  try {
    await maintenance(server, `CREATE DATABASE "${name}"`)
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${server.host}:${server.port} as ${server.user} ` +
        `(${error.message}). Start it or point PG_HOST, PG_PORT, PG_USER and PG_PASSWORD ` +
        `at a server that may create databases; SKIP_PG=1 skips the PostgreSQL stage.`
    )
  }
  // Ctrl-C reaches the child processes too; staying alive until they exit lets the drop run
  const stay = () => {}
  process.on('SIGINT', stay).on('SIGTERM', stay)
  try {
    return await work({
      PG_HOST: server.host,
      PG_PORT: String(server.port),
      PG_USER: server.user,
      ...(server.password ? { PG_PASSWORD: server.password } : {}),
      PG_DB_NAME: name,
    })
  } finally {
    process.off('SIGINT', stay).off('SIGTERM', stay)
    // FORCE (PostgreSQL 13+): a connection a killed test process left open does not block it
    await maintenance(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}
