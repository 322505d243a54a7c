import { prettyPrintError } from '@adonisjs/core'
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { createIgnitor } from './ignitor.js'

// Under bin/cluster.js a terminal's Ctrl-C reaches every process at once: the web processes
// leave it to the primary, which drains them with SIGTERM (an abrupt exit would cut requests)
if (cluster.isWorker) process.on('SIGINT', () => {})

// What answers ahead of the AdonisJS handler, in one composition (app/infra/http/front.ts)
let front: Awaited<ReturnType<typeof import('#infra/http/front').loadFrontLayers>>

createIgnitor()
  .tap((app) =>
    app.starting(async () => {
      const { loadFrontLayers } = await import('#infra/http/front')
      front = await loadFrontLayers()
      // `kill -USR2 <pid>`: this process's memory and open live-update streams (bench --live)
      process.on('SIGUSR2', () => console.log(front.memoryReport()))
    })
  )
  .httpServer()
  .start((handler) => createServer(front.wrap(handler)))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
