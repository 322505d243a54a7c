import env from '#start/env'

/**
 * The open live-update streams a web process holds at most (LIVE_MAX_STREAMS). The default is
 * sized for the 2-core machines the site runs on, where a process may hold 20,000 open files:
 * 12,000 streams leave room for the other sockets and files. It is also the connection budget
 * the web process's heap limit is sized from (app/infra/cluster/web_process.ts).
 */
export const DEFAULT_LIVE_MAX_STREAMS = 12_000

/** Streams one client address (counted as the rate limits count it) may hold at once */
export const DEFAULT_LIVE_MAX_STREAMS_PER_ADDRESS = 20

/** A whole number of streams from the environment, or the default when unset */
function streamCount(value: unknown, fallback: number) {
  const count = Number(value)
  return value === undefined || value === '' || !Number.isInteger(count) || count < 0
    ? fallback
    : count
}

/** Read per call, so a test can change them with env.set */
export function liveLimits() {
  return {
    maxStreams: streamCount(env.get('LIVE_MAX_STREAMS'), DEFAULT_LIVE_MAX_STREAMS),
    maxPerAddress: streamCount(
      env.get('LIVE_MAX_STREAMS_PER_ADDRESS'),
      DEFAULT_LIVE_MAX_STREAMS_PER_ADDRESS
    ),
  }
}
