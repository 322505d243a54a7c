import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { sqliteBusyGate } from '#infra/db/sqlite_busy_gate'
import { cacheStatements } from '#infra/db/sqlite_statement_cache'
import { dropConnectionOnReadTimeout, WEB_QUERY_TIMEOUT_MS } from '#infra/db/pg_timeouts'
import pg from 'pg'
import { Settings } from 'luxon'

/**
 * SQLite is the embedded default. The file lives in tmp/ (gitignored), so its folder is
 * created here at boot. Ace commands and the server resolve the same path.
 */
const sqlitePath = resolve(app.makePath(), env.get('SQLITE_PATH') ?? 'tmp/db.sqlite3')
mkdirSync(dirname(sqlitePath), { recursive: true })

/**
 * Times are UTC in every process, whatever TZ the machine has. SQLite keeps timestamps as
 * zone-less text: Lucid writes a DateTime in its own zone and reads the text back in Luxon's
 * default zone, so without this a server outside UTC would store local times beside the UTC
 * ones dbTimestamp writes and read every one back shifted. PostgreSQL's timestamptz keeps
 * the instant either way; with both pinned, the two databases hold the same values.
 */
Settings.defaultZone = 'utc'

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const schemaGeneration = { rulesPaths: ['./database/schema_rules.js'] }

/**
 * PostgreSQL answers with richer types than SQLite; these parsers make node-postgres hand
 * back what better-sqlite3 does, so every query (models and raw builders alike) sees the same
 * JavaScript values on both databases:
 * - json/jsonb stay text (SQLite has no JSON type): the JSON columns parse it themselves;
 * - int8 (COUNT(*), SUM(integer), bigint columns) and numeric (SUM(bigint), decimals) become
 *   numbers, as SQLite's INTEGER/REAL are. Every such value here is a point balance, money
 *   amount or count far below 2^53, where a number is exact.
 */
const PG_OIDS = { int8: 20, json: 114, numeric: 1700, jsonb: 3802 }
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_OIDS.json || oid === PG_OIDS.jsonb) return (value: string) => value
    if (oid === PG_OIDS.int8 || oid === PG_OIDS.numeric) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

/**
 * A web process's queries fail after WEB_QUERY_TIMEOUT_MS without an answer (node-postgres'
 * query_timeout): a PostgreSQL that went silent never holds a request (app/infra/db/pg_timeouts.ts)
 */
const webQueryTimeouts =
  app.getEnvironment() === 'web' ? { query_timeout: WEB_QUERY_TIMEOUT_MS } : {}

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') ?? 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqlitePath },
      useNullAsDefault: true,
      migrations,
      schemaGeneration,
      pool: {
        /**
         * One connection (knex pools SQLite at 1; better-sqlite3 is synchronous). A request
         * that cannot get it within 5 s answers 503 (overload), not a minute later.
         */
        acquireTimeoutMillis: 5_000,
        /**
         * WAL lets readers run beside the writer; a busy timeout makes a second writer wait
         * briefly instead of failing at once; foreign keys are off by default in SQLite.
         */
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.pragma('journal_mode = WAL')
          conn.pragma('synchronous = NORMAL')
          conn.pragma('foreign_keys = ON')
          conn.pragma('busy_timeout = 2000')
          // after a write waited busy_timeout in vain, queued writes fail fast (503), not in turn
          sqliteBusyGate.guard(conn)
          // knex would prepare every query anew: reuse each SQL's statement (guarded once)
          cacheStatements(conn)
          done(null, conn)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST') ?? '127.0.0.1',
        port: env.get('PG_PORT') ?? 5432,
        user: env.get('PG_USER') ?? 'postgres',
        password: env.get('PG_PASSWORD'),
        database: env.get('PG_DB_NAME') ?? 'neonplay',
        // node-postgres options, passed through by knex (Lucid's type for this object omits
        // them); a server that does not answer fails the connection after 1.5 s (503), so a
        // request never waits for the pool's acquire timeout
        ...{ types: pgTypes, connectionTimeoutMillis: 1_500, ...webQueryTimeouts },
      },
      pool: {
        acquireTimeoutMillis: 5_000,
        /** a row lock held elsewhere answers 503 after 2 s (SQLSTATE 55P03), as on SQLite */
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          dropConnectionOnReadTimeout(conn)
          conn.query('SET lock_timeout = 2000', (err: Error | null) => done(err, conn))
        },
      },
      migrations,
      schemaGeneration,
    },
  },
})

export default dbConfig
