/**
 * Open live-update streams end before the web server's drain waits for its requests in flight
 * (app/infra/live/streams.ts).
 *
 * `node ace codegen` (and the build) boot the web app in "warmup" mode: it never serves, and
 * its providers are not shut down at the end. Importing the streams module there would make
 * transmit, whose Redis transport (REDIS_HOST) connects at once and then kept the command from
 * ever exiting; so nothing is loaded in that mode.
 */
import app from '@adonisjs/core/services/app'

if (app.getMode() !== 'warmup') {
  const { endLiveStreamsOnShutdown } = await import('#infra/live/streams')
  await endLiveStreamsOnShutdown()
}
