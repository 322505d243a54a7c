/**
 * Open live-update streams end before the web server's drain waits for its requests in flight
 * (app/services/live/streams.ts).
 */
import { endLiveStreamsOnShutdown } from '#services/live/streams'

await endLiveStreamsOnShutdown()
