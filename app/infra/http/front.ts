import type { IncomingMessage, ServerResponse } from 'node:http'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * What answers ahead of the AdonisJS handler, composed once for the web server (bin/server.ts)
 * and the test server (tests/bootstrap.ts), outermost first:
 *
 * 1. the idle memory release notes each request (it acts only in a process started with
 *    --expose-gc, once a burst is over);
 * 2. live-update streams (`GET /__transmit/events`) are answered here, with no session;
 * 3. a guest's hit on a kept public page is written from memory (app/http_cache/guest_hits.ts);
 * 4. everything else goes to the AdonisJS handler (start/kernel.ts).
 *
 * Outermost of all, the health checks (`GET /healthz`, `GET /readyz`,
 * app/infra/health/readiness.ts) answer with no session and no cookie.
 *
 * The modules need the booted app's services, so the layers are loaded when the app starts
 * (`loadFrontLayers`, from `app.starting`) and applied when the HTTP server is made.
 */
export async function loadFrontLayers() {
  const [
    { withHealthEndpoints },
    { releaseMemoryWhenQuiet },
    { withLiveStreams, memoryReport },
    { withKeptPages },
  ] = await Promise.all([
    import('#infra/health/readiness'),
    import('#infra/http/idle_memory'),
    import('#infra/live/streams'),
    import('#http_cache/guest_hits'),
  ])
  return {
    wrap: (handler: Handler) =>
      withHealthEndpoints(releaseMemoryWhenQuiet(withLiveStreams(withKeptPages(handler)))),
    /** one line with this process's memory and open live-update streams (`kill -USR2 <pid>`) */
    memoryReport,
  }
}
