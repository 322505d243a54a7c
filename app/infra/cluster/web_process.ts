/**
 * How a web process is started (bin/cluster.ts forks them so; the benchmark and the fault
 * drills start bin/server.js the same way). Measured with `npm run bench` on the shared 2-core
 * machine: after the load run a web process held 430 MB RSS with Node's defaults, 309 MB with
 * the nursery and arena settings and 208 MB with all three (then two arenas; see below).
 *
 * - `--max-semi-space-size=2`: V8's young generation grows to 3 x 16 MB under load by default
 *   and keeps it; server-rendering 50 pages at once allocates short-lived objects fast, so a
 *   small nursery collected often costs little and holds ~40 MB less.
 * - `--max-old-space-size`: V8 sizes the old generation from how fast the program
 *   allocates, so a load run left it far larger than the data it keeps (the cache, the
 *   compiled pages). The limit makes it collect before growing past that. It is sized from a
 *   budget: BASE_HEAP_MB for the site itself (160 MB held a raid's page loads) plus
 *   HEAP_PER_STREAM_KB for each live-update stream the process may hold (LIVE_MAX_STREAMS,
 *   config/live.ts), so a full process is a planned load, not an out-of-memory crash (a fixed
 *   160 MB stopped a process at about 10,000 transmit streams). A process that really needed
 *   more would stop with an out-of-memory error and the supervisor would restart it, so raise
 *   it (pass your own flag) if the cache grows.
 * - `MALLOC_ARENA_MAX=1`: glibc gives every thread that allocates (libuv's pool compressing
 *   answers, V8's compiler and GC helpers) its own arena and rarely returns their pages. With
 *   two arenas, the second (the helper threads' compile zones and compression buffers) still
 *   held 16-20 MB after the bench; with one, what they free goes back to the main heap, whose
 *   free top glibc returns. `npm run bench`'s purchase and page loads (5 runs each, shared
 *   machine): 219-256 MB RSS with two arenas, 198-224 MB with one; the helper threads seldom
 *   allocate at the same moment, so sharing one arena costs no measurable CPU.
 *
 * - `--expose-gc`: lets the process run a memory-reducing collection itself once a burst of
 *   requests is over (app/infra/http/idle_memory.ts): V8 keeps the pages a raid grew
 *   its heap to, and its own reducer does not start in a process gone quiet. After
 *   `npm run bench`: 210 MB RSS as the load ended, 160 MB after that collection.
 *
 * The operator's own settings win: MALLOC_ARENA_MAX from the environment, and V8 flags given
 * to `node bin/cluster.js` (they follow these on the web process's command line).
 */
export const BASE_HEAP_MB = 160

/**
 * The old-generation heap one open live-update stream is budgeted: `npm run bench -- --live`
 * measured 1.3 KB of heap per stream once node:http lets go of it (app/infra/live/
 * socket_takeover.ts; 1.6 KB just after 10,000 opened; 5 KB while the response was held), with
 * room on top for a message being written to every stream at once
 */
export const HEAP_PER_STREAM_KB = 4

export function webProcessExecArgv(maxStreams: number) {
  const heapMb = BASE_HEAP_MB + Math.ceil((maxStreams * HEAP_PER_STREAM_KB) / 1024)
  return ['--max-semi-space-size=2', `--max-old-space-size=${heapMb}`, '--expose-gc']
}

export function webProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '1', ...env }
}
