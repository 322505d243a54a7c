/**
 * How long a web process waits for PostgreSQL's answer to one query: past it the query fails
 * (a write answers 503, a guest page its last good answer) and its connection is dropped. As
 * long as the lock timeout (config/database.ts), so a row lock held elsewhere still answers
 * with PostgreSQL's own 55P03 first. Scheduled jobs and ace commands have no such bound:
 * their queries (a sync, a copy, a migration) may run longer.
 */
export const WEB_QUERY_TIMEOUT_MS = 2_000

/** node-postgres' Client, as far as this file uses it */
type PgClient = {
  query: (...args: any[]) => unknown
  connection: { stream: { destroy: () => void } }
}

/**
 * A query that timed out (node-postgres' query_timeout) leaves its connection waiting for that
 * answer, and every later query on it would wait behind it: a connection that went silent (a
 * network partition, no reset) would fail one request after another. Its socket is destroyed
 * instead, so knex marks it disposed and the pool opens a new one.
 */
export function dropConnectionOnReadTimeout(client: PgClient) {
  const query = client.query
  client.query = function (this: PgClient, ...args: unknown[]) {
    const callback = args.at(-1)
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: Error | null, result: unknown) => {
        if (error?.message === 'Query read timeout') client.connection.stream.destroy()
        callback(error, result)
      }
    }
    return query.apply(this, args)
  }
}
