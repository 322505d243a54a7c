import { prettyPrintError } from '@adonisjs/core'
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { createIgnitor } from './ignitor.js'

// Under bin/cluster.js a terminal's Ctrl-C reaches every process at once: the web processes
// leave it to the primary, which drains them with SIGTERM (an abrupt exit would cut requests)
if (cluster.isWorker) process.on('SIGINT', () => {})

// The guest fast path answers guests' reads of cached public pages ahead of the AdonisJS
// pipeline (app/http_cache/guest_fast_path.ts), and the idle release gives memory back
// once a burst of requests is over (app/http_cache/idle_memory.ts); the live-update
// streams are answered ahead of both (app/infra/live/streams.ts); they need the
// booted app's services, so they load when the app starts, before the HTTP server is made
let guestFastPath: typeof import('#http_cache/guest_fast_path')
let idleMemory: typeof import('#http_cache/idle_memory')
let liveStreams: typeof import('#infra/live/streams')

createIgnitor()
  .tap((app) =>
    app.starting(async () => {
      guestFastPath = await import('#http_cache/guest_fast_path')
      idleMemory = await import('#http_cache/idle_memory')
      liveStreams = await import('#infra/live/streams')
      // `kill -USR2 <pid>`: one line with this process's memory and open live-update streams
      // (npm run bench -- --live reads it)
      process.on('SIGUSR2', () => console.log(liveStreams.memoryReport()))
    })
  )
  .httpServer()
  .start((handler) =>
    createServer(
      idleMemory.releaseMemoryWhenQuiet(
        liveStreams.withLiveStreams(guestFastPath.withGuestFastPath(handler))
      )
    )
  )
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
