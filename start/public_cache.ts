/**
 * The web server learns of public data changed by the worker or an ace command (when no Redis
 * bus tells it) by polling their version marks; see app/infra/live/public_cache.ts. Not in the
 * "warmup" mode of `node ace codegen`, which serves nothing and shuts no provider down (a poll
 * would open a database pool that nothing closes).
 */
import app from '@adonisjs/core/services/app'
import { drainBroadcasts } from '#infra/live/broadcast'
import { watchOtherProcesses } from '#infra/live/public_cache'

if (app.getMode() !== 'warmup') {
  const stop = watchOtherProcesses()
  app.terminating(stop)
  // the live messages still held by a coalescing window go out before the database closes
  app.terminating(() => drainBroadcasts())
}
