/**
 * How a web process is started (bin/cluster.ts forks them so; the benchmark and the fault
 * drills start bin/server.js the same way). Measured with `npm run bench` (docs/performance.md):
 * after a load run a web process held 430 MB RSS with Node's defaults and about 200 MB with these.
 *
 * - `--max-semi-space-size=2`: V8's young generation grows to 3 x 16 MB under load by default
 *   and keeps it; server-rendering 50 pages at once allocates short-lived objects fast, so a
 *   small nursery collected often costs little and holds ~40 MB less.
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool compressing
 *   answers, V8's helpers) its own arena and rarely returns their pages; two arenas are plenty
 *   for one JavaScript thread.
 *
 * The operator's own settings win: MALLOC_ARENA_MAX from the environment, and V8 flags given
 * to `node bin/cluster.js` (they follow these on the web process's command line).
 */
export const WEB_PROCESS_EXEC_ARGV = ['--max-semi-space-size=2']

export function webProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...env }
}
