import type { IncomingMessage, ServerResponse } from 'node:http'
import logger from '@adonisjs/core/services/logger'

/**
 * Gives memory back once a burst of traffic (a raid) is over.
 *
 * Under load V8 grows the heap, and when a collection frees whole pages it keeps them in a
 * pool for reuse instead of returning them to the system; only a memory-reducing collection
 * empties the pool and compacts. V8 starts one by itself when it sees a low allocation rate,
 * but it measures that rate at collections, and a process that has gone quiet runs none: it
 * keeps believing the raid's rate and never reduces (seen with `--trace-memory-reducer`:
 * "high alloc" every 8 s, for as long as the process idled). Measured with `npm run bench`:
 * 210 MB RSS when the load ended, 160 MB after one memory-reducing collection.
 *
 * So a web process watches its requests: when none has arrived for `quietMs` and its RSS
 * has grown by `growthBytes` since the last release, it runs that collection itself (a full,
 * compacting one: tens of milliseconds, taken only while nobody is waiting). Steady traffic
 * never triggers it; memory held outside V8's heap (which it cannot shrink) does not make it
 * run again, since the baseline moves to what the collection left.
 */
export type IdleMemoryOptions = {
  /** how long without a new request counts as quiet, in ms */
  quietMs: number
  /** RSS growth since the last release (or the start) worth a release, in bytes */
  growthBytes: number
  now: () => number
  rss: () => number
  /** the memory-reducing collection */
  collect: () => void
}

export type IdleMemoryRelease = {
  /** a request arrived */
  noteRequest: () => void
  /** runs the collection when the process is quiet and has grown; says whether it did */
  tick: () => { released: false } | { released: true; before: number; after: number }
}

export function createIdleMemoryRelease(options: IdleMemoryOptions): IdleMemoryRelease {
  let lastRequestAt = Number.NEGATIVE_INFINITY
  let baseline = options.rss()
  return {
    noteRequest() {
      lastRequestAt = options.now()
    },
    tick() {
      if (options.now() - lastRequestAt < options.quietMs) return { released: false }
      const before = options.rss()
      if (before - baseline < options.growthBytes) return { released: false }
      options.collect()
      baseline = options.rss()
      return { released: true, before, after: baseline }
    },
  }
}

export const IDLE_MEMORY = {
  quietMs: 1_500,
  growthBytes: 24 * 1024 * 1024,
  checkEveryMs: 500,
}

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * Wraps a web process's request handler with the release. It needs V8's collection exposed
 * (`--expose-gc`, in webProcessExecArgv); a process started without it (`node ace serve`,
 * the tests' server) gets its handler back unchanged.
 */
export function releaseMemoryWhenQuiet(handler: Handler): Handler {
  const gc = globalThis.gc
  if (typeof gc !== 'function') return handler
  const release = createIdleMemoryRelease({
    ...IDLE_MEMORY,
    now: () => performance.now(),
    rss: () => process.memoryUsage.rss(),
    collect: () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
  })
  setInterval(() => {
    const started = performance.now()
    const outcome = release.tick()
    if (outcome.released) {
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
      logger.info(
        `quiet after a burst: memory ${mb(outcome.before)} MB -> ${mb(outcome.after)} MB RSS ` +
          `(${Math.round(performance.now() - started)} ms)`
      )
    }
  }, IDLE_MEMORY.checkEveryMs).unref()
  return (request, response) => {
    release.noteRequest()
    handler(request, response)
  }
}
