import { test } from '@japa/runner'
import { isConnectionLost } from '#infra/db/errors'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
const named = (message: string, name: string) => Object.assign(new Error(message), { name })

test.group('Backing service unreachable (answered 503)', () => {
  test('connection failures of PostgreSQL and Redis, also wrapped by knex or Lucid', ({ assert }) => {
    const unreachable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Connection is closed.'),
      new Error('Command timed out'),
      named('Reached the max retries per request limit (which is 3).', 'MaxRetriesPerRequestError'),
      new Error('insert into "purchases" ... - Connection terminated unexpectedly', {
        cause: withCode('read ECONNRESET', 'ECONNRESET'),
      }),
    ]
    for (const error of unreachable) assert.isTrue(isConnectionLost(error), error.message)
  })

  test('other errors are not: a refused row, a busy lock, a bug, a non-error', ({ assert }) => {
    const others = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to lock timeout', '55P03'),
      withCode('database is locked', 'SQLITE_BUSY'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('wrapper', { cause: new Error('no such column: nope') }),
      // an outbound call (a partner API, an OAuth provider) that could not connect
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED') }),
      'ECONNREFUSED',
      null,
    ]
    for (const error of others) assert.isFalse(isConnectionLost(error), String(error))
  })
})
