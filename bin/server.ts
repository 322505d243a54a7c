import { prettyPrintError } from '@adonisjs/core'
import cluster from 'node:cluster'
import { createIgnitor } from './ignitor.js'

// Under bin/cluster.js a terminal's Ctrl-C reaches every process at once: the web processes
// leave it to the primary, which drains them with SIGTERM (an abrupt exit would cut requests)
if (cluster.isWorker) process.on('SIGINT', () => {})

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
