/**
 * better-sqlite3 waits for another process's write lock synchronously (busy_timeout), with the
 * event loop blocked, and knex pools SQLite at one connection. When the lock stays held (a
 * long script, a stuck worker), every queued request would wait out its own busy_timeout in
 * turn: twenty requests, forty seconds. This gate remembers that a write just waited a whole
 * busy_timeout in vain and, for a short pause, fails further writes at once with the same
 * SQLITE_BUSY error (answered 503) instead of waiting again. The first write after the pause
 * waits again, so service resumes by itself as soon as the lock is free. Reads never wait
 * (WAL) and are never gated; so are BEGIN, COMMIT and ROLLBACK (SQLite counts them read-only).
 *
 * Normal contention between processes never trips it: writers hold the lock for milliseconds,
 * far below busy_timeout.
 */

type Statement = { readonly: boolean } & Record<string, any>
type Connection = { prepare: (sql: string) => Statement }

const WRITE_METHODS = ['run', 'get', 'all'] as const

export class SqliteBusyGate {
  #closedUntil = 0

  constructor(private pauseMs = 1_000) {}

  /** Wraps a connection's prepared writes; call once per connection (pool afterCreate) */
  guard<C extends Connection>(connection: C): C {
    const prepare = connection.prepare.bind(connection)
    connection.prepare = (sql: string) => {
      const statement = prepare(sql)
      return statement.readonly ? statement : this.#guardStatement(statement)
    }
    return connection
  }

  get isClosed() {
    return Date.now() < this.#closedUntil
  }

  #guardStatement(statement: Statement) {
    const gate = this
    for (const method of WRITE_METHODS) {
      const original = statement[method]
      statement[method] = function (this: Statement, ...args: unknown[]) {
        if (gate.#closedUntil !== 0 && gate.isClosed) throw busyError()
        try {
          return original.apply(this, args)
        } catch (error) {
          if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) {
            gate.#closedUntil = Date.now() + gate.pauseMs
          }
          throw error
        }
      }
    }
    return statement
  }
}

function busyError() {
  return Object.assign(new Error('database is locked (writes paused after a busy timeout)'), {
    code: 'SQLITE_BUSY',
  })
}

/** The gate of this process's SQLite connections */
export const sqliteBusyGate = new SqliteBusyGate()
